import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Separate from vite.config.ts: the Remix plugin must not run under Vitest.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Bundles the production Worker once for the integration and e2e files.
    globalSetup: ["tests/support/build-worker.ts"],
    // Two files at a time, also on two cores: most of a test's time is spent
    // waiting on workerd and Chromium, in processes of their own. (Vitest
    // would run one; three was slower here.)
    maxWorkers: 2,
    minWorkers: 1,
    // Timeouts (README "Tests"): at least three times what a test or hook
    // takes on a 2-core machine twice as slow as the one the suite is timed
    // on, and no test walks many pages under one of them.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The same visits in Firefox and WebKit (README "Tests").
          name: "engines",
          include: ["tests/engines/**/*.test.ts"],
          // Each WebDriver step is a request to the driver: slower than CDP.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
