import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };

/**
 * Unit and integration files in two workers at least. Vitest's default is one worker fewer than
 * the cores, so on CI's two cores every file ran alone while the second core idled (PGlite and
 * the PostgreSQL server are separate processes' work). Each integration file gets its own
 * database (tests/support/databases.ts), so files do not share state. The browser tests run
 * after them, one file at a time. TEST_WORKERS sets the count (.ci/run's second Node run uses 1
 * beside the browser tests).
 */
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.mjs"],
          environment: "node",
          maxWorkers: workers,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          maxWorkers: workers,
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
          // A browser test that fails once under load is run once more, as Playwright's own
          // runner does on CI: a test that fails twice still fails the run. CI once refused a
          // green suite over one click that never became stable in 30 s on a loaded machine.
          retry: 1,
          // A poll waits on the page's state as long as Playwright's own reads wait (30 s), not
          // vitest's default 1 s: under load a render may take seconds, and the poll ends as soon
          // as the state holds.
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
