// Meus Casos (SPEC §7): the caller's selected cases joined to the request, newest selection first.
// Scoped by the caller's user id on the server (SPEC §6: a lawyer sees own cases only), and only
// while the caller's OAB is verified (DESIGN D32): otherwise no contact data leaves the server.
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { meusCasos, revisaconectaSubscribers as rc, solicitacoesAdvocacia as sa } from "~/db/schema";
import { ownLawyerRow, ownRowFirst, type LawyerCaller } from "./lawyer-account.server";

export interface MyCase {
  id: string;
  dataSelecao: string;
  solicitacao: { nome: string; cidade: string; estado: string; descricao: string; telefone: string; email: string };
  /** The consumer attached one of their analyses: its laudo is at /meus-casos/:id/laudo.pdf (DESIGN §7.8). */
  laudo: boolean;
  /** Attached, but the laudo is a Starter/Master tool (DESIGN D17): a free lawyer sees a notice instead. */
  laudoBloqueado: boolean;
}

export async function listMyCases(db: Db, caller: LawyerCaller): Promise<MyCase[]> {
  const userId = caller.userId;
  const [own] = await db.select({ status: rc.oabStatus, plano: rc.tipoPlano }).from(rc).where(ownLawyerRow(caller)).orderBy(ownRowFirst).limit(1);
  if (own?.status !== "verificado") return [];
  const paidPlan = own.plano === "starter" || own.plano === "master";
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
    })
    .from(meusCasos)
    .innerJoin(sa, eq(sa.id, meusCasos.solicitacaoId))
    .where(eq(meusCasos.userId, userId))
    .orderBy(desc(meusCasos.dataSelecao), desc(meusCasos.id));
  return rows.map(({ id, dataSelecao, analiseId, ...solicitacao }) => ({
    id,
    dataSelecao: dataSelecao.toISOString(),
    solicitacao,
    laudo: analiseId !== null,
    laudoBloqueado: analiseId !== null && !paidPlan,
  }));
}
