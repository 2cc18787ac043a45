// The portfolio (issue #22 item 4): every imported loan's verdict, what was paid above the rule
// and what may be refunded, simple and "até" double, with the totals; each links to its record
// and, where the plan allows it, to its memória de cálculo; each says which installments count.
import { Link } from "react-router";
import { formatMoney, formatRate } from "~/domain/numbers";
import { memoriaPath } from "~/features/history/identification-paths";
import { Badge } from "~/ui/badge";
import type { ImportedLoanResult } from "./import.server";
import { IMPORT_MSG } from "./import-texts";

const sum = (rows: ImportedLoanResult[], key: "pagoAMais" | "simples" | "emDobro") =>
  rows.reduce((acc, r) => acc + (r[key] ?? 0), 0);
const HEADERS: [string, boolean][] = [
  ["Contrato", false],
  ["Taxa", false],
  ["Veredito", false],
  ["Pago a mais", true],
  ["Restituição simples", true],
  ["Até em dobro", true],
];
const money = (v: number | null) => (v === null ? "—" : formatMoney(v));

export function Portfolio({ rows, valores }: { rows: ImportedLoanResult[]; valores: boolean }) {
  return (
    <section aria-labelledby="carteira" className="mt-8">
      <h2 id="carteira" className="text-xl font-bold text-slate-900">
        {IMPORT_MSG.portfolioTitle}
      </h2>
      {valores ? null : <p className="mt-2 text-slate-700">{IMPORT_MSG.paidOnly}</p>}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              {HEADERS.map(([label, right]) => (
                <th key={label} scope="col" className={right ? "p-2 text-right" : "p-2"}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  <Link to={`/minhas-analises/${r.id}`} className="text-brand-700 underline">
                    {r.contrato} — {r.banco}
                  </Link>
                  <span className="sr-only"> ({IMPORT_MSG.openRecord})</span>
                  {r.encerrado ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {IMPORT_MSG.ended}
                    </span>
                  ) : null}
                  {/* Only where the plan allows it, as the record page does (§8.14). */}
                  {valores && !r.provisorio ? (
                    <a
                      href={memoriaPath(r.id)}
                      aria-label={`${IMPORT_MSG.memoria} do contrato ${r.contrato}`}
                      className="mt-1 block text-xs font-normal text-brand-700 underline"
                    >
                      {IMPORT_MSG.memoria}
                    </a>
                  ) : null}
                </th>
                <td className="p-2">
                  {formatRate(r.taxaMensal)}
                  <span className="block text-xs text-slate-600">
                    {r.taxaFonte === "implicita" ? IMPORT_MSG.rateImplied : IMPORT_MSG.rateDocument}
                  </span>
                  <span className="mt-1 block text-xs text-slate-600">{r.taxaFrase}</span>
                </td>
                <td className="p-2">
                  <Badge tone={r.irregular ? "danger" : "success"}>{r.titulo}</Badge>
                  <span className="mt-1 block text-slate-700">{r.frase}</span>
                  <span className="mt-1 block text-xs text-slate-600">{r.parcelasQueContam}</span>
                </td>
                <td className="p-2 text-right">{money(r.pagoAMais)}</td>
                <td className="p-2 text-right">{money(r.simples)}</td>
                <td className="p-2 text-right">{money(r.emDobro)}</td>
              </tr>
            ))}
          </tbody>
          {valores ? (
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" colSpan={3} className="p-2 text-left">
                  {IMPORT_MSG.totals}
                </th>
                <td className="p-2 text-right">{formatMoney(sum(rows, "pagoAMais"))}</td>
                <td className="p-2 text-right">{formatMoney(sum(rows, "simples"))}</td>
                <td className="p-2 text-right">{formatMoney(sum(rows, "emDobro"))}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
