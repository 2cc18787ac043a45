// DESIGN §8.3: an analysis whose signing month the BCB had not published is provisional. When the
// rates updater loads that month, the owner gets one e-mail (claimed first in SQL, so two runs or
// two instances never send it twice) pointing at "Recalcular com os dados atuais".
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user, userAnalyses } from "~/db/schema";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { monthLabel } from "~/domain/months";
import { isProvisional, lookupRate, type RateTable } from "~/domain/rates";
import type { EmailMessage } from "~/services/email.server";
import { parseRecord } from "~/features/analysis/record";

export interface ProvisionalNoticeOptions {
  send: (message: EmailMessage) => Promise<void>;
  /** Base URL of the links ("https://revisafacil.com.br"). */
  appUrl: string;
  now?: Date;
}

/** Sends the e-mails due; returns how many were sent. */
export async function notifyPublishedMonths(
  db: Db,
  table: RateTable,
  options: ProvisionalNoticeOptions,
): Promise<number> {
  const now = options.now ?? new Date();
  // Only fallbacks can be provisional; the record decides (older records have no flag).
  const candidates = await db
    .select({
      id: userAnalyses.id,
      resultado: userAnalyses.resultado,
      email: user.email,
    })
    .from(userAnalyses)
    .innerJoin(user, eq(user.id, userAnalyses.userId))
    .where(
      and(
        isNull(userAnalyses.provisorioAvisadoEm),
        sql`${userAnalyses.resultado}->'analise'->'certificado'->>'caso' = 'mais_recente'`,
      ),
    );
  let sent = 0;
  for (const row of candidates) {
    const record = parseRecord(row.resultado);
    if (!record || !isProvisional(record.analise.certificado)) continue;
    const { entrada } = record;
    const current = lookupRate(table, {
      tipo: entrada.tipo,
      setor: entrada.setor as never,
      mes: entrada.mes,
    });
    if (current.caso !== "exato") continue;
    const claimed = await db
      .update(userAnalyses)
      .set({ provisorioAvisadoEm: now })
      .where(and(eq(userAnalyses.id, row.id), isNull(userAnalyses.provisorioAvisadoEm)))
      .returning({ id: userAnalyses.id });
    if (claimed.length === 0) continue;
    const link = `${options.appUrl.replace(/\/$/, "")}/minhas-analises/${row.id}`;
    const what = `${CONTRACT_TYPE_LABELS[entrada.tipo]}, contrato de ${monthLabel(entrada.mes)}`;
    await options.send({
      to: row.email,
      subject: `A taxa média de ${monthLabel(entrada.mes)} foi publicada: complete a sua análise`,
      text: [
        `O Banco Central publicou a taxa média de ${monthLabel(entrada.mes)}, o mês da contratação da sua análise (${what}).`,
        `Aquele resultado era provisório. Abra a análise e use "Recalcular com os dados atuais" para ter o resultado com a taxa do mês certo, o recálculo e a restituição:`,
        link,
        "Se você não pediu esta análise, ignore este e-mail.",
      ].join("\n\n"),
    });
    sent++;
  }
  return sent;
}
