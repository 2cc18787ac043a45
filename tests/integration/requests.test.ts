// Ask-a-lawyer requests on the server (SPEC §4 "Lawyer request", DESIGN D18): the request, its
// consentimento_em and the consent record are saved together; the per-IP limit holds across
// concurrent submissions and windows, and a failed write does not use up the allowance.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords, formRateLimits, solicitacoesAdvocacia } from "~/db/schema";
import type { LawyerRequestInput } from "~/features/requests/request-schema";
import { REQUEST_RATE_WINDOW_MS, submitLawyerRequest } from "~/features/requests/requests.server";
import { LAWYER_SHARING_CONSENT } from "../../editorial/forms/lawyer-request";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases";
import { createConsumer } from "../support/factories";

const input: LawyerRequestInput = {
  nome: "Maria da Silva",
  telefone: "(11) 98765-4321",
  cidade: "Campinas",
  estado: "SP",
  email: "maria@exemplo.com.br",
  descricao: "Financiei um carro em 2021 e os juros parecem muito altos.",
  consentimento: "sim",
};

let ipSeq = 0;
const newIp = () => `198.51.100.${++ipSeq}`;

describe.each(databaseKinds)("lawyer requests on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  const deps = (maxPerHour = 10) => ({ db: database.db, maxPerHour });

  it("saves a visitor's request with the consent time and a consent record (text version, IP)", async () => {
    const ip = newIp();
    const now = new Date("2026-03-10T14:20:00Z");
    const outcome = await submitLawyerRequest(deps(), input, { userId: null, ip, now });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [row] = await database.db
      .select()
      .from(solicitacoesAdvocacia)
      .where(eq(solicitacoesAdvocacia.id, outcome.id));
    expect(row).toMatchObject({
      userId: null,
      nome: "Maria da Silva",
      telefone: "(11) 98765-4321",
      cidade: "Campinas",
      estado: "SP",
      email: "maria@exemplo.com.br",
      descricao: input.descricao,
    });
    expect(row!.consentimentoEm.toISOString()).toBe(now.toISOString());
    const consents = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.ipAddress, ip));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      userId: null,
      email: "maria@exemplo.com.br",
      purpose: LAWYER_SHARING_CONSENT.purpose,
      granted: true,
      textVersion: LAWYER_SHARING_CONSENT.version,
    });
  });

  it("links the request and the consent to the signed-in person", async () => {
    const person = await createConsumer(database.db);
    const outcome = await submitLawyerRequest(
      deps(),
      { ...input, email: person.email },
      { userId: person.id, ip: newIp() },
    );
    expect(outcome.ok).toBe(true);
    const rows = await database.db
      .select()
      .from(solicitacoesAdvocacia)
      .where(eq(solicitacoesAdvocacia.userId, person.id));
    expect(rows).toHaveLength(1);
    const consents = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, person.id));
    expect(consents.map((c) => c.purpose)).toEqual([LAWYER_SHARING_CONSENT.purpose]);
  });

  it("refuses the submission over the hourly limit per IP with a pt-BR message, and saves nothing", async () => {
    const ip = newIp();
    const now = new Date("2026-03-10T14:45:00Z");
    for (let i = 0; i < 2; i++)
      expect((await submitLawyerRequest(deps(2), input, { userId: null, ip, now })).ok).toBe(true);
    const refused = await submitLawyerRequest(deps(2), input, { userId: null, ip, now });
    expect(refused).toEqual({
      ok: false,
      reason: "rate_limited",
      retryAfterSeconds: 15 * 60,
      message:
        "Recebemos muitas solicitações deste endereço de internet na última hora. Tente novamente em 15 minutos.",
    });
    expect(await database.db.$count(consentRecords, eq(consentRecords.ipAddress, ip))).toBe(2);
    // Another IP is not affected; the same IP may send again in the next window.
    expect((await submitLawyerRequest(deps(2), input, { userId: null, ip: newIp(), now })).ok).toBe(
      true,
    );
    const nextHour = new Date(now.getTime() + REQUEST_RATE_WINDOW_MS);
    expect(
      (await submitLawyerRequest(deps(2), input, { userId: null, ip, now: nextHour })).ok,
    ).toBe(true);
  });

  it("lets exactly the allowed number through when 12 submissions from one IP arrive at once", async () => {
    const ip = newIp();
    const now = new Date("2026-03-11T09:00:00Z");
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        submitLawyerRequest(deps(3), input, { userId: null, ip, now }),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    expect(await database.db.$count(consentRecords, eq(consentRecords.ipAddress, ip))).toBe(3);
  });

  it("rolls the counter back when the request cannot be written", async () => {
    const ip = newIp();
    const now = new Date("2026-03-12T09:00:00Z");
    // A state the database refuses (bypassing the form's schema) makes the insert fail.
    const broken = { ...input, estado: "XYZ" } as unknown as LawyerRequestInput;
    await expect(submitLawyerRequest(deps(1), broken, { userId: null, ip, now })).rejects.toThrow();
    const counters = await database.db
      .select()
      .from(formRateLimits)
      .where(and(eq(formRateLimits.key, `solicitacao:ip:${ip}`)));
    expect(counters).toEqual([]);
    expect((await submitLawyerRequest(deps(1), input, { userId: null, ip, now })).ok).toBe(true);
  });

  it("prunes counters older than a day when a new window starts", async () => {
    const old = new Date("2026-01-01T10:00:00Z");
    await submitLawyerRequest(deps(), input, { userId: null, ip: "203.0.113.250", now: old });
    expect(
      await database.db.$count(
        formRateLimits,
        eq(formRateLimits.key, "solicitacao:ip:203.0.113.250"),
      ),
    ).toBe(1);
    await submitLawyerRequest(deps(), input, {
      userId: null,
      ip: newIp(),
      now: new Date("2026-01-03T10:00:00Z"),
    });
    expect(
      await database.db.$count(
        formRateLimits,
        eq(formRateLimits.key, "solicitacao:ip:203.0.113.250"),
      ),
    ).toBe(0);
  });
});
