// DESIGN §8b.25 (issue 23 item 3): a consumer who deletes the account leaves, in the Meus Casos
// of each lawyer who selected one of their requests, a "retirado pelo titular" record: the
// selection and its date stay; name, contact, city, description, the attached analysis (and so
// the laudo) and the lawyer's note about the person go. The account feature calls this through
// the platform's deletion hooks, never by importing the lawyer feature.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { anotacoesCasos, meusCasos, solicitacoesAdvocacia as sa } from "~/db/schema";
import { type DeletedAccount, onAccountDeletion } from "~/platform/account-deletion.server";

export async function keepWithdrawnCases(tx: Db, account: DeletedAccount): Promise<void> {
  const selected = tx.select({ id: meusCasos.solicitacaoId }).from(meusCasos);
  const withdrawn = await tx
    .update(sa)
    .set({
      userId: null,
      analiseId: null,
      nome: "",
      telefone: "",
      email: "",
      cidade: "",
      descricao: "",
      retiradaEm: sql`now()`,
      // Deleting the account ends the consent to share (LGPD art. 8 §5): never listed again.
      consentimentoRevogadoEm: sql`coalesce(${sa.consentimentoRevogadoEm}, now())`,
    })
    .where(and(eq(sa.userId, account.userId), inArray(sa.id, selected)))
    .returning({ id: sa.id });
  if (withdrawn.length === 0) return;
  const cases = tx
    .select({ id: meusCasos.id })
    .from(meusCasos)
    .where(
      inArray(
        meusCasos.solicitacaoId,
        withdrawn.map((w) => w.id),
      ),
    );
  await tx.delete(anotacoesCasos).where(inArray(anotacoesCasos.meusCasoId, cases));
  // The sharing ends with the account: the pipeline freezes, no note or digest touches it again.
  await tx
    .update(meusCasos)
    .set({
      compartilhamentoEncerradoEm: sql`coalesce(${meusCasos.compartilhamentoEncerradoEm}, now())`,
    })
    .where(
      inArray(
        meusCasos.solicitacaoId,
        withdrawn.map((w) => w.id),
      ),
    );
}

/** Called once by the app's frame: the lawyer context's part in an account deletion. */
export function registerWithdrawnCases(): void {
  onAccountDeletion("lawyer-cases", keepWithdrawnCases);
}
