// Meus Casos (SPEC §7): the caller's selected cases joined to the request, newest selection first.
// Scoped by the caller's user id on the server (SPEC §6: a lawyer sees own cases only).
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { meusCasos, solicitacoesAdvocacia as sa } from "~/db/schema";

export interface MyCase {
  id: string;
  dataSelecao: string;
  solicitacao: { nome: string; cidade: string; estado: string; descricao: string; telefone: string; email: string };
}

  /** The consumer attached one of their analyses: its laudo is at /meus-casos/:id/laudo.pdf (DESIGN §7.8). */
  laudo: boolean;
export async function listMyCases(db: Db, userId: string): Promise<MyCase[]> {
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
    })
    .from(meusCasos)
    .innerJoin(sa, eq(sa.id, meusCasos.solicitacaoId))
    .where(eq(meusCasos.userId, userId))
    .orderBy(desc(meusCasos.dataSelecao), desc(meusCasos.id));
      analiseId: sa.analiseId,
  return rows.map(({ id, dataSelecao, analiseId, ...solicitacao }) => ({
    id,
    dataSelecao: dataSelecao.toISOString(),
    solicitacao,
    laudo: analiseId !== null,
  }));
}
