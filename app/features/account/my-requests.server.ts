// /minhas-solicitacoes on the server (issue "lawyer's working day" item 3): the signed-in consumer's
// ask-a-lawyer requests, which lawyers selected each one (name, OAB, contacts) and the state each
// lawyer set, in the order they selected (never ranked: OAB, no steering to a lawyer). Ending the
// sharing with one lawyer marks that selection; ending it with all revokes the sharing consent
// (revokeLawyerSharing, LGPD Art. 8 §5) and marks every selection. Scoped to the caller in SQL.
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import {
  meusCasos,
  meusCasosEstados,
  revisaconectaSubscribers as rc,
  solicitacoesAdvocacia as sa,
} from "~/db/schema";
import type { CaseState } from "~/domain/case-pipeline";
import type { Result } from "~/domain/result";
import { revokeLawyerSharing } from "./consents.server";
import { MY_REQUESTS_MSG } from "./my-requests-text";

export interface RequestLawyerView {
  casoId: string;
  nome: string;
  oab: string | null;
  oabUf: string | null;
  email: string;
  whatsapp: string;
  selecionadoEm: string;
  estado: CaseState;
  estadoEm: string;
  historico: { estado: CaseState; em: string }[];
  encerradoEm: string | null;
}

export interface MyRequestView {
  id: string;
  cidade: string;
  uf: string;
  createdAt: string;
  revogadoEm: string | null;
  advogados: RequestLawyerView[];
}

export async function listMyRequests(db: Db, userId: string): Promise<MyRequestView[]> {
  const requests = await db
    .select({
      id: sa.id,
      cidade: sa.cidade,
      uf: sa.estado,
      createdAt: sa.createdAt,
      revogadoEm: sa.consentimentoRevogadoEm,
    })
    .from(sa)
    .where(eq(sa.userId, userId))
    .orderBy(desc(sa.createdAt), desc(sa.id));
  if (requests.length === 0) return [];
  const cases = await db
    .select({
      casoId: meusCasos.id,
      solicitacaoId: meusCasos.solicitacaoId,
      nome: rc.nome,
      oab: rc.oab,
      oabUf: rc.oabUf,
      email: rc.email,
      whatsapp: rc.whatsapp,
      selecionadoEm: meusCasos.dataSelecao,
      estado: meusCasos.estado,
      estadoEm: meusCasos.estadoEm,
      encerradoEm: meusCasos.compartilhamentoEncerradoEm,
    })
    .from(meusCasos)
    .innerJoin(rc, eq(rc.userId, meusCasos.userId))
    .where(
      inArray(
        meusCasos.solicitacaoId,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(meusCasos.dataSelecao), asc(meusCasos.id));
  const steps =
    cases.length === 0
      ? []
      : await db
          .select({
            casoId: meusCasosEstados.meusCasoId,
            estado: meusCasosEstados.estado,
            em: meusCasosEstados.em,
          })
          .from(meusCasosEstados)
          .where(
            inArray(
              meusCasosEstados.meusCasoId,
              cases.map((c) => c.casoId),
            ),
          )
          .orderBy(asc(meusCasosEstados.em), asc(meusCasosEstados.id));
  return requests.map((r) => ({
    id: r.id,
    cidade: r.cidade,
    uf: r.uf,
    createdAt: r.createdAt.toISOString(),
    revogadoEm: r.revogadoEm ? r.revogadoEm.toISOString() : null,
    advogados: cases
      .filter((c) => c.solicitacaoId === r.id)
      .map(({ solicitacaoId: _s, selecionadoEm, estadoEm, encerradoEm, ...c }) => ({
        ...c,
        selecionadoEm: selecionadoEm.toISOString(),
        estadoEm: estadoEm.toISOString(),
        encerradoEm: encerradoEm ? encerradoEm.toISOString() : null,
        historico: steps
          .filter((s) => s.casoId === c.casoId)
          .map((s) => ({ estado: s.estado, em: s.em.toISOString() })),
      })),
  }));
}

export const endOneInput = z.object({ casoId: z.uuid({ error: MY_REQUESTS_MSG.notFound }) });
export const endAllInput = z.object({
  solicitacaoId: z.uuid({ error: MY_REQUESTS_MSG.notFound }),
});

export type EndOutcome = Result<{ message: string }, { reason: "not_found"; message: string }>;

/** Ends the sharing of one of the caller's requests with the lawyer of one selection. */
export async function endSharingWithLawyer(
  db: Db,
  userId: string,
  casoId: string,
  now: Date = new Date(),
): Promise<EndOutcome> {
  const own = db.select({ id: sa.id }).from(sa).where(eq(sa.userId, userId));
  const [ended] = await db
    .update(meusCasos)
    .set({ compartilhamentoEncerradoEm: now })
    .where(
      and(
        eq(meusCasos.id, casoId),
        inArray(meusCasos.solicitacaoId, own),
        isNull(meusCasos.compartilhamentoEncerradoEm),
      ),
    )
    .returning({ id: meusCasos.id });
  if (ended) return { ok: true, message: MY_REQUESTS_MSG.endedOne };
  // Already ended reads as done (a second click); another person's case as not found.
  const [mine] = await db
    .select({ id: meusCasos.id })
    .from(meusCasos)
    .where(and(eq(meusCasos.id, casoId), inArray(meusCasos.solicitacaoId, own)));
  return mine
    ? { ok: true, message: MY_REQUESTS_MSG.endedOne }
    : { ok: false, reason: "not_found", message: MY_REQUESTS_MSG.notFound };
}

/** Ends the sharing with every lawyer: the consent is revoked (no new lawyer) and each selection ends. */
export async function endSharingWithAll(
  db: Db,
  caller: { userId: string; ip: string | null },
  solicitacaoId: string,
  now: Date = new Date(),
): Promise<EndOutcome> {
  const revoked = await revokeLawyerSharing(db, caller, solicitacaoId, now);
  if (!revoked.ok && revoked.reason === "not_found") {
    return { ok: false, reason: "not_found", message: MY_REQUESTS_MSG.notFound };
  }
  await db
    .update(meusCasos)
    .set({ compartilhamentoEncerradoEm: now })
    .where(
      and(
        eq(meusCasos.solicitacaoId, solicitacaoId),
        isNull(meusCasos.compartilhamentoEncerradoEm),
      ),
    );
  return { ok: true, message: MY_REQUESTS_MSG.endedAll };
}
