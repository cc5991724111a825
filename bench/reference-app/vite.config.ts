/** The reference app's build: React Router's plugin alone (no vanilla-extract, no chunk groups). */
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({ plugins: [reactRouter()] });
