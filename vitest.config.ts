import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/shared/**/*.test.ts", "tests/unit/**/*.test.ts", "bench/**/*.test.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/support/web-setup.ts"],
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["src/server/**/*.test.ts"],
          // PGlite start-up plus migrations takes a few seconds per file on a busy two-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
