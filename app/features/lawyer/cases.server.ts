// Meus Casos (SPEC §7): the caller's selected cases joined to the request, newest selection first.
// Scoped by the caller's user id on the server (SPEC §6: a lawyer sees own cases only), and only
// while the caller's OAB is verified (DESIGN D32): otherwise no contact data leaves the server.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  anotacoesCasos,
  meusCasos,
  revisaconectaSubscribers as rc,
  solicitacoesAdvocacia as sa,
} from "~/db/schema";
import { type CaseState, isUntouched, untouchedText } from "~/domain/case-pipeline";
import { hasLawyerTools, normalizeLawyerPlan } from "~/domain/plans";
import { caseHistories, type CaseStep } from "./case-pipeline.server";
import { ownLawyerRow, ownRowFirst, type LawyerCaller } from "./lawyer-account.server";

export interface MyCase {
  id: string;
  dataSelecao: string;
  solicitacao: {
    nome: string;
    cidade: string;
    estado: string;
    descricao: string;
    telefone: string;
    email: string;
  };
  /** The consumer attached one of their analyses: its laudo is at /meus-casos/:id/laudo.pdf (DESIGN §7.8). */
  laudo: boolean;
  /** Attached, but the laudo is a Starter/Master tool (DESIGN D17): a free lawyer sees a notice instead. */
  laudoBloqueado: boolean;
  /** DESIGN D17: the lawyer's private note (Starter/Master; null on gratuito or when none). */
  anotacao: string | null;
  /** Notes and export are open to this lawyer (Starter/Master). */
  ferramentas: boolean;
  /** The pipeline: the current state, since when, and every step with its date (oldest first). */
  estado: CaseState;
  estadoEm: string;
  historico: CaseStep[];
  /** "Sem movimentação há 9 dias" for an open case untouched for 7 days or more; else null. */
  parado: string | null;
  /** The consumer ended the sharing with this lawyer: contacts and report are no longer shown. */
  encerradoPeloConsumidor: string | null;
  /** DESIGN §8b.25: the consumer deleted the account (ISO date); the request holds no data. */
  retiradoEm?: string | null;
}

export async function listMyCases(
  db: Db,
  caller: LawyerCaller,
  now: Date = new Date(),
): Promise<MyCase[]> {
  const userId = caller.userId;
  const [own] = await db
    .select({ status: rc.oabStatus, plano: rc.tipoPlano })
    .from(rc)
    .where(ownLawyerRow(caller))
    .orderBy(ownRowFirst)
    .limit(1);
  if (own?.status !== "verificado") return [];
  const paidPlan = hasLawyerTools(normalizeLawyerPlan(own.plano));
  const rows = await db
    .select({
      id: meusCasos.id,
      dataSelecao: meusCasos.dataSelecao,
      nome: sa.nome,
      cidade: sa.cidade,
      estado: sa.estado,
      descricao: sa.descricao,
      telefone: sa.telefone,
      email: sa.email,
      analiseId: sa.analiseId,
      retiradaEm: sa.retiradaEm,
      anotacao: anotacoesCasos.texto,
      etapa: meusCasos.estado,
      estadoEm: meusCasos.estadoEm,
      movimentadoEm: meusCasos.movimentadoEm,
      encerradoEm: meusCasos.compartilhamentoEncerradoEm,
    })
    .from(meusCasos)
    .innerJoin(sa, eq(sa.id, meusCasos.solicitacaoId))
    // The note's own user_id too: a note is read only by the lawyer who wrote it.
    .leftJoin(
      anotacoesCasos,
      and(eq(anotacoesCasos.meusCasoId, meusCasos.id), eq(anotacoesCasos.userId, userId)),
    )
    .where(eq(meusCasos.userId, userId))
    .orderBy(desc(meusCasos.dataSelecao), desc(meusCasos.id));
  const histories = await caseHistories(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(
    ({
      id,
      dataSelecao,
      analiseId,
      anotacao,
      etapa,
      estadoEm,
      movimentadoEm,
      encerradoEm,
      retiradaEm,
      ...s
    }) => {
      // Ended by the consumer: the card keeps the place, the state and the dates, nothing else.
      const ended = encerradoEm !== null;
      const solicitacao =
        ended && !retiradaEm
          ? { ...s, nome: "Compartilhamento encerrado", descricao: "", telefone: "", email: "" }
          : s;
      return {
        id,
        dataSelecao: dataSelecao.toISOString(),
        solicitacao,
        laudo: analiseId !== null && !ended,
        laudoBloqueado: analiseId !== null && !ended && !paidPlan,
        // A note written on a paid plan stays stored after a downgrade, shown again on resubscribing.
        anotacao: paidPlan ? anotacao : null,
        ferramentas: paidPlan,
        estado: etapa,
        estadoEm: estadoEm.toISOString(),
        historico: histories.get(id) ?? [],
        parado:
          !ended && !retiradaEm && isUntouched(etapa, movimentadoEm, now)
            ? untouchedText(movimentadoEm, now)
            : null,
        // A withdrawn case (account deleted) has its own record; its sharing end is not restated.
        encerradoPeloConsumidor: encerradoEm && !retiradaEm ? encerradoEm.toISOString() : null,
        retiradoEm: retiradaEm ? retiradaEm.toISOString() : null,
      };
    },
  );
}
