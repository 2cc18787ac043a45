// The review table (issue #22 item 3): every loan found, each value editable beside the text it
// was read from. Nothing is sent until the consumer confirms.
import { controlClasses } from "~/ui/field";
import type { HisconContract } from "./hiscon-parser";
import {
  CONFIRMED_FIELDS,
  type ConfirmedField,
  type ConfirmedLoan,
  defaultPaid,
} from "./import-plan";
import { FIELD_LABELS } from "./import-texts";
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
    <div className="flex flex-col gap-6">
      {rows.map((row, i) => (
        <table
          // biome-ignore lint/suspicious/noArrayIndexKey: rows keep their order while edited
          key={i}
          className="w-full border-collapse rounded-2xl bg-white text-sm shadow-sm"
        >
          <caption className="py-2 text-left font-semibold text-slate-900">
            Contrato {row.texts.contrato} — {row.texts.banco}
          </caption>
          <SourceTableHead value="Valor confirmado" />
          <tbody>
            {CONFIRMED_FIELDS.map((field) => {
              const error = errors?.[i]?.[field];
              const id = `c${i}-${field}`;
              return (
                <tr key={field} className="border-b border-slate-100 align-top">
                  <th scope="row" className="p-2 text-left font-medium text-slate-800">
                    <label htmlFor={id}>{FIELD_LABELS[field]}</label>
                  </th>
                  <td className="p-2">
                    <input
                      id={id}
                      aria-label={`${FIELD_LABELS[field]} do contrato ${i + 1}`}
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
