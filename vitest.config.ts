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
          setupFiles: ["tests/support/web/web-setup.ts"],
          // A screen test that clicks through several steps outlasts the default 5 s on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["src/server/**/*.test.ts"],
          // Migrates once per run; each file's databases are copies of that one (decision 0021).
          globalSetup: ["tests/support/database/migrated-database-setup.ts"],
          // Starting PGlite still takes a second or more per database on a busy two-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
