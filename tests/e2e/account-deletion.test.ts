// Issue 23 item 3 through the production build: a consumer whose analysis is attached to a
// request a lawyer selected deletes the account on /minha-conta (answered 500 before); the
// lawyer's Meus Casos then shows "Retirado pelo titular" and nothing of the consumer. This also
// proves the app's frame registered the lawyer context's deletion hook (entry.server.tsx).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { meusCasos, solicitacoesAdvocacia, userAnalyses } from "~/db/schema";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { createConsumer, createLawyer, DEFAULT_PASSWORD, uniqueEmail } from "../support/factories";

let child: ChildProcess;
let base = "";
let dataDir = "";
const consumerEmail = uniqueEmail("titular");
const lawyerEmail = uniqueEmail("advogada");

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-exclusao-"));
  // PGlite: the rows are made before the server opens the folder.
  const database = await openDatabase({ pgliteDir: path.resolve(dataDir, "db") });
  try {
    const db = database.db;
    const person = await createConsumer(db, { email: consumerEmail, tier: "basico" });
    const [analysis] = await db
      .insert(userAnalyses)
      .values({
        userId: person.id,
        contractType: "emprestimo_pessoal",
        mesContrato: "2025-07-01",
        taxaContrato: 9.2139,
        abusiva: true,
        resultado: { certificado: { serie: 25464, valor: 6.14 } },
      })
      .returning();
    const [request] = await db
      .insert(solicitacoesAdvocacia)
      .values({
        userId: person.id,
        nome: "Maria Titular",
        telefone: "11912345678",
        cidade: "Campinas",
        estado: "SP",
        email: consumerEmail,
        descricao: "Empréstimo pessoal com juros de 9% ao mês",
        consentimentoEm: new Date(),
        analiseId: analysis!.id,
      })
      .returning();
    const lawyer = await createLawyer(db, {
      email: lawyerEmail,
      plan: "starter",
      oab: "654321",
      oabStatus: "verificado",
    });
    await db.insert(meusCasos).values({ userId: lawyer.id, solicitacaoId: request!.id });
  } finally {
    await database.close();
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = startServer(port, dataDir, { AUTH_RATE_LIMIT_MAX: "1000" }, inject("buildDir"));
  await waitForHealth(base, child);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  expect(response.ok).toBe(true);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

describe("account deletion with a case a lawyer selected", () => {
  it("deletes the account and leaves the lawyer a 'Retirado pelo titular' record", async () => {
    const lawyerCookie = await signIn(lawyerEmail);
    const before = await (
      await fetch(`${base}/meus-casos`, { headers: { cookie: lawyerCookie } })
    ).text();
    expect(before).toContain("Maria Titular");

    const consumerCookie = await signIn(consumerEmail);
    const deleted = await fetch(`${base}/minha-conta`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: base,
        cookie: consumerCookie,
      },
      body: new URLSearchParams({
        intent: "excluir",
        password: DEFAULT_PASSWORD,
        confirmacao: "EXCLUIR",
      }).toString(),
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/");

    const after = await (
      await fetch(`${base}/meus-casos`, { headers: { cookie: lawyerCookie } })
    ).text();
    expect(after).toContain("Retirado pelo titular");
    for (const gone of ["Maria Titular", "Campinas", "11912345678", consumerEmail, "laudo.pdf"])
      expect(after).not.toContain(gone);
  });
});
