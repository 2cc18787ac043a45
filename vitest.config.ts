import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["app/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: one browser at a time keeps timings stable.
          fileParallelism: false,
          // A poll waits on the page's state as long as Playwright's own reads wait (30 s), not
          // vitest's default 1 s: under load a render may take seconds, and the poll ends as soon
          // as the state holds.
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
