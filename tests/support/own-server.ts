// A production server of the e2e build on its own data folder, for tests that need its process
// (memory), their own environment, or must not disturb the shared server (fuzzing), plus the
// sessions of each role over HTTP.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase, type Db } from "../../app/db/client.server";
import { freePort, makeFirstAdmin, startServer, waitForHealth } from "./e2e-global-setup";
import { apiSession, E2E_ADMIN, uniqueEmail } from "./factories";

export interface OwnServer {
  baseURL: string;
  child: ChildProcess;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * `seed` writes accounts into the server's database before it opens it (PGlite: one process),
 * with the data folder at hand (its auth secret, for factors enrolled beforehand).
 */
export async function startOwnServer(
  extraEnv: Record<string, string> = {},
  seed?: (db: Db, dataDir: string) => Promise<void>,
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-own-"));
  await makeFirstAdmin(dataDir, inject("buildDir"));
  if (seed) {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      await seed(database.db, dataDir);
    } finally {
      await database.close();
    }
  }
  const port = await freePort();
  const child = startServer(
    port,
    dataDir,
    {
      AUTH_RATE_LIMIT_MAX: "100000",
      REQUEST_RATE_LIMIT_MAX: "100000",
      TWO_FACTOR_RATE_LIMIT_MAX: "100000",
      ...extraEnv,
    },
    inject("buildDir"),
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    baseURL,
    child,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error("VmRSS indisponível");
  return Math.round(Number(line[1]) / 1024);
}

export type Role = "visitante" | "consumidor" | "premium" | "advogado" | "admin";

function cookieHeader(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => /session_token=/.test(c));
  if (!line) throw new Error(`Sem cookie de sessão (HTTP ${response.status})`);
  return line.split(";")[0]!;
}

/** A Cookie header per role (empty for the visitor), made through the public pages and API. */
export async function roleCookies(baseURL: string): Promise<Record<Role, string>> {
  const asHeader = (s: { cookie: { name: string; value: string } }) =>
    `${s.cookie.name}=${s.cookie.value}`;
  const consumidor = asHeader(await apiSession(baseURL));
  const admin = asHeader(await apiSession(baseURL, E2E_ADMIN));

  // Premium through the local test checkout, as a subscriber would.
  const premium = asHeader(await apiSession(baseURL));
  const checkout = await fetch(`${baseURL}/api/billing/create-checkout`, {
    method: "POST",
    headers: { cookie: premium, origin: baseURL, "content-type": "application/json" },
    body: JSON.stringify({ planName: "premium" }),
  });
  if (checkout.status !== 200)
    throw new Error(`create-checkout: HTTP ${checkout.status} ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: premium,
      origin: baseURL,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "intent=pagar",
  });
  if (paid.status >= 400) throw new Error(`pagamento de teste: HTTP ${paid.status}`);

  const lawyer = await fetch(`${baseURL}/auth-revisaconecta`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseURL, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "cadastro",
      nome: "Advogada Fuzz Teste",
      email: uniqueEmail("advogada"),
      password: "Revisa#2025segura",
    }).toString(),
  });
  const advogado = cookieHeader(lawyer);
  return { visitante: "", consumidor, premium, advogado, admin };
}
