// The review table (issue #22 item 3): every loan found, each value editable beside the text it
// was read from; each RMC/RCC card with the saque the extrato lacks. Nothing is sent until the
// consumer confirms.
import { controlClasses } from "~/ui/field";
import type { HisconContract } from "./hiscon-parser";
import {
  CARD_FIELDS,
  CONFIRMED_FIELDS,
  type CardField,
  cardDefaults,
  type ConfirmedCard,
  type ConfirmedField,
  type ConfirmedLoan,
  defaultPaid,
} from "./import-plan";
import { FIELD_LABELS, IMPORT_MSG } from "./import-texts";
import { SourceTableHead } from "./source-table-head";

export interface ReviewRow {
  texts: ConfirmedLoan;
  sources: Partial<Record<ConfirmedField, string>>;
}

export function reviewRowOf(c: HisconContract, now: Date = new Date()): ReviewRow {
  const texts = {} as ConfirmedLoan;
  const sources: ReviewRow["sources"] = {};
  for (const key of CONFIRMED_FIELDS) {
    texts[key] = c.campos[key]?.texto ?? "";
    if (key !== "pagas") sources[key] = c.campos[key]?.texto ?? "";
  }
  const v = (k: string) => c.campos[k]?.valor ?? null;
  const paid = defaultPaid(
    String(v("situacao") ?? ""),
    v("inicioDesconto") as string | null,
    v("fimDesconto") as string | null,
    v("qtdeParcelas") as number | null,
    now,
  );
  texts.pagas = paid === null ? "" : String(paid);
  sources.pagas =
    paid === null
      ? "Contrato suspenso: informe quantas parcelas já foram descontadas."
      : "Calculado do início do desconto até hoje ou até o fim do desconto.";
  return { texts, sources };
}

/** One editable table per contract or card: each field beside its text in the extrato. */
function FieldTables<F extends string>({
  fields,
  rows,
  caption,
  idPrefix,
  of,
  errors,
  onChange,
}: {
  fields: readonly F[];
  rows: { texts: Record<F, string>; sources: Partial<Record<F, string>> }[];
  caption: (texts: Record<F, string>) => string;
  idPrefix: string;
  /** "do contrato" / "do cartão": each input's name says whose it is. */
  of: string;
  errors?: Partial<Record<F, string>>[];
  onChange: (index: number, field: F, value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {rows.map((row, i) => (
        <table
          // biome-ignore lint/suspicious/noArrayIndexKey: rows keep their order while edited
          key={i}
          className="w-full border-collapse rounded-2xl bg-white text-sm shadow-sm"
        >
          <caption className="py-2 text-left font-semibold text-slate-900">
            {caption(row.texts)}
          </caption>
          <SourceTableHead value="Valor confirmado" />
          <tbody>
            {fields.map((field) => {
              const error = errors?.[i]?.[field];
              const id = `${idPrefix}${i}-${field}`;
              const label = FIELD_LABELS[field] ?? field;
              return (
                <tr key={field} className="border-b border-slate-100 align-top">
                  <th scope="row" className="p-2 text-left font-medium text-slate-800">
                    <label htmlFor={id}>{label}</label>
                  </th>
                  <td className="p-2">
                    <input
                      id={id}
                      aria-label={`${label} ${of} ${i + 1}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-erro` : undefined}
                      className={controlClasses(Boolean(error), "h-10")}
                      value={row.texts[field]}
                      onChange={(e) => onChange(i, field, e.target.value)}
                    />
                    {error ? (
                      <p id={`${id}-erro`} className="mt-1 text-danger-700">
                        {error}
                      </p>
                    ) : null}
                  </td>
                  <td className="p-2 font-mono text-slate-600">{row.sources[field]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}

export function ReviewTable({
  rows,
  errors,
  onChange,
}: {
  rows: ReviewRow[];
  errors?: Partial<Record<ConfirmedField, string>>[];
  onChange: (index: number, field: ConfirmedField, value: string) => void;
}) {
  return (
    <FieldTables
      fields={CONFIRMED_FIELDS}
      rows={rows}
      caption={(t) => `Contrato ${t.contrato} — ${t.banco}`}
      idPrefix="c"
      of="do contrato"
      errors={errors}
      onChange={onChange}
    />
  );
}

// ---------------------------------------------------------------- RMC/RCC cards
export interface CardReviewRow {
  texts: ConfirmedCard;
  sources: Partial<Record<CardField, string>>;
}

/** A card of the extrato on the review table: the deductions it implies, the saque left to ask. */
export function cardReviewRowOf(c: HisconContract, now: Date = new Date()): CardReviewRow {
  const secao = c.secao === "rcc" ? "rcc" : "rmc";
  const texts = { secao } as ConfirmedCard;
  const sources: CardReviewRow["sources"] = {};
  for (const key of CARD_FIELDS) {
    texts[key] = c.campos[key]?.texto ?? "";
    if (c.campos[key]) sources[key] = c.campos[key]?.texto ?? "";
  }
  const inclusao = (c.campos.dataInclusao?.valor as string | null) ?? null;
  const implied = cardDefaults(String(c.campos.situacao?.valor ?? ""), inclusao, now);
  texts.primeiroDesconto = implied.primeiroDesconto;
  texts.descontosFeitos = implied.descontosFeitos;
  sources.primeiroDesconto = IMPORT_MSG.cardFirstSource;
  sources.descontosFeitos = implied.descontosFeitos
    ? IMPORT_MSG.cardDoneSource
    : IMPORT_MSG.cardDoneAsk;
  sources.valorSaque = IMPORT_MSG.cardSaqueSource;
  sources.mesSaque = IMPORT_MSG.cardSaqueSource;
  return { texts, sources };
}

export function CardReviewTable({
  rows,
  errors,
  onChange,
}: {
  rows: CardReviewRow[];
  errors?: Partial<Record<CardField, string>>[];
  onChange: (index: number, field: CardField, value: string) => void;
}) {
  return (
    <FieldTables
      fields={CARD_FIELDS}
      rows={rows}
      caption={(t) =>
        `Cartão ${(t as ConfirmedCard).secao.toUpperCase()} ${t.contrato} — ${t.banco}`
      }
      idPrefix="k"
      of="do cartão"
      errors={errors}
      onChange={onChange}
    />
  );
}
