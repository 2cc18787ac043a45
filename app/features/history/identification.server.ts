// The identification the memória de cálculo prints (DESIGN §8.10, §8b.34): the account's name and
// CPF with the analysis's bank, contract number, signing day and first due day. Read only for an
// analysis the caller was already allowed (getOwnAnalysis, findSelectedCaseAnalysis); saved
// scoped to the owner in SQL, like every history change.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user, userAnalyses } from "~/db/schema";
import type { ContractIdentification } from "./contract-identification";

export interface MemoriaIdentification extends ContractIdentification {
  /** The full name given for the memória; null until it is asked. */
  nomeCompleto: string | null;
  /** The name of the account (sign-up), printed only when no full name was given (lawyer's copy). */
  nomeConta: string;
  cpf: string | null;
}

/** The identification of an analysis the caller may read (its owner's name and CPF with it). */
export async function readIdentification(
  db: Db,
  analysisId: string,
): Promise<MemoriaIdentification | null> {
  const [row] = await db
    .select({
      nomeCompleto: user.nomeCompleto,
      nomeConta: user.name,
      cpf: user.cpf,
      banco: userAnalyses.banco,
      numeroContrato: userAnalyses.numeroContrato,
      dataAssinatura: userAnalyses.dataAssinatura,
      primeiroVencimento: userAnalyses.primeiroVencimento,
    })
    .from(userAnalyses)
    .innerJoin(user, eq(user.id, userAnalyses.userId))
    .where(eq(userAnalyses.id, analysisId));
  return row ?? null;
}

export async function saveContractIdentification(
  db: Db,
  userId: string,
  analysisId: string,
  value: ContractIdentification,
): Promise<void> {
  await db
    .update(userAnalyses)
    .set(value)
    .where(and(eq(userAnalyses.id, analysisId), eq(userAnalyses.userId, userId)));
}
