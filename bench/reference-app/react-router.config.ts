/**
 * The bench's reference app (bench/reference.ts): one bare React Router page, built and served by the bench only,
 * never part of the site's build.
 */
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: process.env.REFERENCE_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
