// A contract PDF's labelled values (issue #22 item 5), each beside the line it was read from;
// "Usar estes valores no formulário" carries them to the dashboard form in this tab only.
import { useNavigate } from "react-router";
import { rememberCalculation } from "~/features/analysis/carried-calculation";
import { Button } from "~/ui/button";
import type { CcbValue } from "./ccb-finder";
import { CCB_LABELS, IMPORT_MSG } from "./import-texts";
import { SourceTableHead } from "./source-table-head";

function formValues(valores: CcbValue[]): Record<string, string> {
  const text = (campo: string) => valores.find((v) => v.campo === campo)?.texto;
  const emissao = valores.find((v) => v.campo === "dataEmissao")?.valor;
  const values: Record<string, string> = {};
  if (typeof emissao === "string") {
    values.ano = emissao.slice(0, 4);
    values.mes = String(Number(emissao.slice(5, 7)));
  }
  const fields: [string, string][] = [
    ["taxa", "taxaMensal"],
    ["valorFinanciado", "valorFinanciado"],
    ["parcela", "parcela"],
    ["numeroParcelas", "numeroParcelas"],
  ];
  for (const [field, campo] of fields) {
    const t = text(campo);
    if (t) values[field] = t.replace(/^R\$\s*/, "");
  }
  return values;
}

export function CcbValues({ valores }: { valores: CcbValue[] }) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="ccb" className="mt-8">
      <h2 id="ccb" className="text-xl font-bold text-slate-900">
        {IMPORT_MSG.ccbTitle}
      </h2>
      <p className="mt-2 text-slate-700">{IMPORT_MSG.ccbLead}</p>
      <table className="mt-4 w-full border-collapse bg-white text-sm">
        <SourceTableHead value="Valor" />
        <tbody>
          {valores.map((v) => (
            <tr key={v.campo} className="border-b border-slate-100 align-top">
              <th scope="row" className="p-2 text-left font-medium">
                {CCB_LABELS[v.campo]}
              </th>
              <td className="p-2">{v.texto}</td>
              <td className="p-2 font-mono text-slate-600">{v.linha}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        type="button"
        className="mt-4"
        onClick={() => {
          rememberCalculation(formValues(valores));
          void navigate("/");
        }}
      >
        {IMPORT_MSG.ccbUse}
      </Button>
    </section>
  );
}
