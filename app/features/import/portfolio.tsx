// The portfolio (issue #22 item 4): every imported loan's verdict, what was paid above the rule
// and what may be refunded, simple and "até" double, with the totals; each links to its record
// and, where the plan allows it, to its memória de cálculo; each says which installments count.
import { Link } from "react-router";
import { formatMoney, formatRate } from "~/domain/numbers";
import { memoriaPath } from "~/features/history/identification-paths";
import { Badge } from "~/ui/badge";
import type { ImportedCardResult, ImportedLoanResult } from "./import.server";
import { IMPORT_MSG } from "./import-texts";

type Figures = Pick<ImportedLoanResult, "pagoAMais" | "simples" | "emDobro">;
const sum = (rows: readonly Figures[], key: keyof Figures) =>
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

function HeadRow({ headers }: { headers: [string, boolean][] }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-left text-slate-600">
        {headers.map(([label, right]) => (
          <th key={label} scope="col" className={right ? "p-2 text-right" : "p-2"}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function TotalsRow({ label, rows }: { label: string; rows: readonly Figures[] }) {
  return (
    <tfoot>
      <tr className="font-semibold">
        <th scope="row" colSpan={3} className="p-2 text-left">
          {label}
        </th>
        <td className="p-2 text-right">{formatMoney(sum(rows, "pagoAMais"))}</td>
        <td className="p-2 text-right">{formatMoney(sum(rows, "simples"))}</td>
        <td className="p-2 text-right">{formatMoney(sum(rows, "emDobro"))}</td>
      </tr>
    </tfoot>
  );
}

export function Portfolio({
  rows,
  cards,
  valores,
}: {
  rows: ImportedLoanResult[];
  cards: ImportedCardResult[];
  valores: boolean;
}) {
  return (
    <section aria-labelledby="carteira" className="mt-8">
      <h2 id="carteira" className="text-xl font-bold text-slate-900">
        {IMPORT_MSG.portfolioTitle}
      </h2>
      {valores ? null : <p className="mt-2 text-slate-700">{IMPORT_MSG.paidOnly}</p>}
      {rows.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-sm">
            <HeadRow headers={HEADERS} />
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
                      {r.taxaFonte === "implicita"
                        ? IMPORT_MSG.rateImplied
                        : IMPORT_MSG.rateDocument}
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
            {valores ? <TotalsRow label={IMPORT_MSG.totals} rows={rows} /> : null}
          </table>
        </div>
      ) : null}
      {cards.length > 0 ? <CardsPortfolio cards={cards} valores={valores} /> : null}
      {valores && cards.length > 0 && rows.length > 0 ? (
        <p className="mt-4 font-semibold text-slate-900">
          {IMPORT_MSG.grandTotal}: pago a mais{" "}
          {formatMoney(sum(rows, "pagoAMais") + sum(cards, "pagoAMais"))}; restituição simples{" "}
          {formatMoney(sum(rows, "simples") + sum(cards, "simples"))}; até em dobro{" "}
          {formatMoney(sum(rows, "emDobro") + sum(cards, "emDobro"))}.
        </p>
      ) : null}
    </section>
  );
}

const CARD_HEADERS: [string, boolean][] = [
  ["Cartão", false],
  ["Desconto mensal", true],
  ["Conversão em consignado", false],
  ["Descontado além da quitação", true],
  ["Restituição simples", true],
  ["Até em dobro", true],
];

/** The RMC/RCC cards: each converted when the saque was given, else what is still missing. */
function CardsPortfolio({ cards, valores }: { cards: ImportedCardResult[]; valores: boolean }) {
  return (
    <section aria-labelledby="carteira-cartoes" className="mt-8">
      <h3 id="carteira-cartoes" className="text-lg font-semibold text-slate-900">
        {IMPORT_MSG.cardsPortfolioTitle}
      </h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse bg-white text-sm">
          <HeadRow headers={CARD_HEADERS} />
          <tbody>
            {cards.map((c) => (
              <tr key={c.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  <Link to={`/minhas-analises/${c.id}`} className="text-brand-700 underline">
                    {c.secao.toUpperCase()} {c.contrato} — {c.banco}
                  </Link>
                  <span className="sr-only"> ({IMPORT_MSG.openCardRecord})</span>
                  {valores && c.convertido && !c.provisorio ? (
                    <a
                      href={memoriaPath(c.id)}
                      aria-label={`${IMPORT_MSG.memoria} do cartão ${c.contrato}`}
                      className="mt-1 block text-xs font-normal text-brand-700 underline"
                    >
                      {IMPORT_MSG.memoria}
                    </a>
                  ) : null}
                </th>
                <td className="p-2 text-right">{formatMoney(c.descontoMensal)}</td>
                <td className="p-2 text-slate-700">{c.frase}</td>
                <td className="p-2 text-right">{money(c.pagoAMais)}</td>
                <td className="p-2 text-right">{money(c.simples)}</td>
                <td className="p-2 text-right">{money(c.emDobro)}</td>
              </tr>
            ))}
          </tbody>
          {valores ? <TotalsRow label={IMPORT_MSG.cardsTotals} rows={cards} /> : null}
        </table>
      </div>
    </section>
  );
}
