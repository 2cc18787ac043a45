// Builds the app into its own folder and starts it exactly as `npm start` does (the production
// server on a fresh PGlite data folder), then hands the tests its URL.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/db/client.server";
import serverNodeArgs from "../../server/node-args.json";
import { createUser, E2E_ADMIN } from "./factories";
import { enrolFactor, testAuthSecret } from "./totp";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    buildDir: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu com código ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`O servidor não respondeu em ${url}/healthz`);
}

// One build folder per run, so that parallel runs on one machine never share a build.
export const TEST_BUILD_DIR = path.resolve(".test-build", `run-${process.pid}`);

export function buildOnce(): void {
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: TEST_BUILD_DIR, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("Falha no build de produção para os testes e2e");
}

/**
 * server/node-args.json's node command line (decision 011) for the build in `buildDir`: the
 * compiled server is `build/server/server.js` there (decision 012), as in scripts/start.mjs.
 */
export function serverArgs(buildDir: string = TEST_BUILD_DIR): string[] {
  return serverNodeArgs.map((arg) =>
    arg.startsWith("build/") ? path.join(buildDir, arg.slice("build/".length)) : arg,
  );
}

export function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
  buildDir: string = TEST_BUILD_DIR,
  output: "inherit" | "pipe" = "inherit",
): ChildProcess {
  return spawn(process.execPath, serverArgs(buildDir), {
    stdio: ["ignore", output, "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: "",
      STRIPE_SECRET_KEY: "",
      // One JSON line per request would bury the test report: warnings and errors only.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...extraEnv,
    },
  });
}

/**
 * The first admin as the README says to make it without SMTP (DESIGN D31): an account signed up
 * with an unverified e-mail, then the compiled `scripts/grant-admin.ts` against the server's data folder
 * (PGlite: before the server opens it). ADMIN_EMAILS would not grant it (unverified).
 */
export async function makeFirstAdmin(
  dataDir: string,
  buildDir: string = TEST_BUILD_DIR,
): Promise<void> {
  const database = await openDatabase({ pgliteDir: path.resolve(dataDir, "db") });
  try {
    const admin = await createUser(database.db, { ...E2E_ADMIN, emailVerified: false });
    // Issue #27: an admin without a second factor reaches only the enrolment page.
    await enrolFactor(database.db, {
      userId: admin.id,
      authSecret: testAuthSecret(dataDir),
      totpSecret: E2E_ADMIN.totpSecret,
    });
  } finally {
    await database.close();
  }
  const grant = spawnSync(
    process.execPath,
    [path.join(buildDir, "server/grant-admin.js"), E2E_ADMIN.email],
    {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    },
  );
  if (grant.status !== 0) throw new Error(`grant-admin.ts falhou: ${grant.stderr || grant.stdout}`);
}

export default async function setup(project: TestProject) {
  buildOnce();
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-e2e-"));
  const port = await freePort();
  await makeFirstAdmin(dataDir);
  // Every test signs up from 127.0.0.1: lift the per-IP sign-in limit (tests/integration covers it).
  const child = startServer(port, dataDir, {
    AUTH_RATE_LIMIT_MAX: "100000",
    REQUEST_RATE_LIMIT_MAX: "100000",
    TWO_FACTOR_RATE_LIMIT_MAX: "100000",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  project.provide("baseURL", baseURL);
  project.provide("dataDir", dataDir);
  project.provide("buildDir", TEST_BUILD_DIR);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(TEST_BUILD_DIR, { recursive: true, force: true });
  };
}
