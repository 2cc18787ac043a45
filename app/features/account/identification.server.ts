// Reads and saves the account's identification for the memória de cálculo (DESIGN §8b.34).
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema";
import type { PersonIdentification } from "./identification";

export async function readPersonIdentification(
  db: Db,
  userId: string,
): Promise<{ nomeCompleto: string | null; cpf: string | null }> {
  const [row] = await db
    .select({ nomeCompleto: user.nomeCompleto, cpf: user.cpf })
    .from(user)
    .where(eq(user.id, userId));
  return { nomeCompleto: row?.nomeCompleto ?? null, cpf: row?.cpf ?? null };
}

export async function savePersonIdentification(
  db: Db,
  userId: string,
  value: PersonIdentification,
): Promise<void> {
  await db
    .update(user)
    .set({ nomeCompleto: value.nomeCompleto, cpf: value.cpf })
    .where(eq(user.id, userId));
}
