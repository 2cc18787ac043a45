// Saves an ask-a-lawyer request (SPEC §4 "Lawyer request", DESIGN D18): the request, its
// consentimento_em and the consent record (text version, client IP) in one transaction, after the
// per-IP abuse limit. Validation happens before (request-schema.ts).
import { type Db, transaction } from "~/db/client.server";
import type { RateLimited, Result } from "~/domain/result";
import { consentRecords, solicitacoesAdvocacia } from "~/db/schema";
import {
  LAWYER_SHARING_CONSENT,
  LAWYER_SHARING_CONSENT_WITH_SUMMARY,
} from "../../../editorial/forms/lawyer-request";
import { hitRateLimit, retryAfterText } from "~/services/rate-limit.server";
import type { LawyerRequestInput } from "./request-schema";

export const REQUEST_RATE_WINDOW_MS = 60 * 60 * 1000;

export interface LawyerRequestDeps {
  db: Db;
  /** Requests per client IP per hour (REQUEST_RATE_LIMIT_MAX). */
  maxPerHour: number;
}

export interface LawyerRequestMeta {
  /** The signed-in person, linked to the request; null for a visitor. */
  userId: string | null;
  /** The client IP from x-client-ip; null when the server did not set it. */
  ip: string | null;
  /** One of the caller's own analyses (checked by the caller), attached by choice (DESIGN §7.8). */
  analiseId?: string | null;
  now?: Date;
}

export type LawyerRequestOutcome = Result<{ id: string }, RateLimited>;

export const tooManyRequestsMessage = (seconds: number) =>
  `Recebemos muitas solicitações deste endereço de internet na última hora. ${retryAfterText(seconds)}`;

export async function submitLawyerRequest(
  deps: LawyerRequestDeps,
  input: LawyerRequestInput,
  meta: LawyerRequestMeta,
): Promise<LawyerRequestOutcome> {
  const now = meta.now ?? new Date();
  // The text that names the attached report and the summary lawyers see is its own version.
  const version = meta.analiseId
    ? LAWYER_SHARING_CONSENT_WITH_SUMMARY.version
    : LAWYER_SHARING_CONSENT.version;
  return transaction(deps.db, async (db) => {
    // Without an IP (a misconfigured proxy), every such request shares one allowance: safe side.
    const limit = await hitRateLimit(
      db,
      `solicitacao:ip:${meta.ip ?? "desconhecido"}`,
      {
        max: deps.maxPerHour,
        windowMs: REQUEST_RATE_WINDOW_MS,
      },
      now,
    );
    if (!limit.ok) {
      return {
        ok: false,
        reason: "rate_limited",
        message: tooManyRequestsMessage(limit.retryAfterSeconds),
        retryAfterSeconds: limit.retryAfterSeconds,
      } as const;
    }
    const [row] = await db
      .insert(solicitacoesAdvocacia)
      .values({
        userId: meta.userId,
        nome: input.nome,
        telefone: input.telefone,
        cidade: input.cidade,
        estado: input.estado,
        email: input.email,
        descricao: input.descricao,
        analiseId: meta.analiseId ?? null,
        consentimentoVersao: version,
        consentimentoEm: now,
        createdAt: now,
      })
      .returning({ id: solicitacoesAdvocacia.id });
    await db.insert(consentRecords).values({
      userId: meta.userId,
      email: input.email,
      purpose: LAWYER_SHARING_CONSENT.purpose,
      granted: true,
      textVersion: version,
      ipAddress: meta.ip,
      createdAt: now,
    });
    return { ok: true, id: row!.id } as const;
  });
}
