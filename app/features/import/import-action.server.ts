// The /importar action: the confirmed loans (texts as the consumer saw or edited them) are read
// again on the server, and only when every one reads are they analysed and recorded.
import { data } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import type { Viewer } from "~/platform/viewer";
import { loggerFor } from "~/services/logger.server";
import {
  CARD_FIELDS,
  CONFIRMED_FIELDS,
  type CardField,
  type ConfirmedCard,
  type ConfirmedField,
  type ConfirmedLoan,
  planCard,
  planLoan,
} from "./import-plan";
import { type ImportedCardResult, type ImportedLoanResult, runImport } from "./import.server";

const MAX_CONTRACTS = 60;
const loanShape = z.strictObject(
  Object.fromEntries(CONFIRMED_FIELDS.map((f) => [f, z.string().max(80)])) as Record<
    ConfirmedField,
    z.ZodString
  >,
);
const payload = z.array(loanShape).max(MAX_CONTRACTS);
const cardShape = z.strictObject({
  secao: z.enum(["rmc", "rcc"]),
  ...(Object.fromEntries(CARD_FIELDS.map((f) => [f, z.string().max(80)])) as Record<
    CardField,
    z.ZodString
  >),
});
const cardsPayload = z.array(cardShape).max(MAX_CONTRACTS);

export const IMPORT_UNREADABLE = "Não recebemos os contratos confirmados. Leia o extrato de novo.";
export const IMPORT_FAILED = "Não foi possível registrar a importação. Tente novamente.";

export type ImportActionData =
  | {
      ok: false;
      error: string;
      erros?: Partial<Record<ConfirmedField, string>>[];
      errosCartoes?: Partial<Record<CardField, string>>[];
    }
  | {
      ok: true;
      resultados: ImportedLoanResult[];
      cartoes: ImportedCardResult[];
      /** Free plan: verdicts only (§8.14); the recovery figures are nulled. */
      valores: boolean;
    };

export async function importAction(viewer: Viewer, form: FormData): Promise<ImportActionData> {
  let parsed: ConfirmedLoan[];
  let cards: ConfirmedCard[];
  try {
    const result = payload.safeParse(JSON.parse(String(form.get("contratos") ?? "")));
    // Cards are optional (an extrato may have none); the field may be absent.
    const cardsText = form.get("cartoes");
    const cardResult = cardsPayload.safeParse(
      typeof cardsText === "string" && cardsText !== "" ? JSON.parse(cardsText) : [],
    );
    if (!result.success || !cardResult.success) throw new Error("payload");
    if (result.data.length + cardResult.data.length === 0) throw new Error("empty");
    parsed = result.data;
    cards = cardResult.data;
  } catch {
    throw data(IMPORT_UNREADABLE, { status: 400 });
  }
  const plans = parsed.map((loan) => planLoan(loan));
  const cardPlans = cards.map((card) => planCard(card));
  if (plans.some((p) => !p.ok) || cardPlans.some((p) => !p.ok)) {
    return {
      ok: false,
      error: "Corrija os campos indicados e confirme de novo.",
      erros: plans.map((p) => (p.ok ? {} : p.erros)),
      errosCartoes: cardPlans.map((p) => (p.ok ? {} : p.erros)),
    };
  }
  const user = viewer.user!;
  try {
    const outcome = await runImport(
      db(),
      { userId: user.id, email: user.email },
      {
        loans: plans.map((p, i) => ({
          planned: (p as Extract<typeof p, { ok: true }>).loan,
          confirmed: parsed[i] as ConfirmedLoan,
        })),
        cards: cardPlans.map((p) => (p as Extract<typeof p, { ok: true }>).card),
      },
    );
    if (!outcome.ok) return { ok: false, error: outcome.error };
    const valores = outcome.tier !== "gratuito";
    return {
      ok: true,
      valores,
      resultados: valores
        ? outcome.resultados
        : outcome.resultados.map((r) => ({ ...r, pagoAMais: null, simples: null, emDobro: null })),
      cartoes: valores
        ? outcome.cartoes
        : outcome.cartoes.map((c) => ({ ...c, pagoAMais: null, simples: null, emDobro: null })),
    };
  } catch (error) {
    loggerFor("import").error({ err: error }, "falha ao registrar importação");
    return { ok: false, error: IMPORT_FAILED };
  }
}
