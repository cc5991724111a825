import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "routes",
  /** BUILD_DIR lets tests and parallel checkouts build side by side; the server reads the same variable. */
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
