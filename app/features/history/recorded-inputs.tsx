// The inputs of a recorded analysis as typed and as read (DESIGN §7.6): history and /verificar.
import {
  CONSIGNADO_SECTOR_LABELS,
  CONTRACT_TYPE_LABELS,
  type ConsignadoSector,
} from "~/domain/contract-types";
import { monthLongLabel } from "~/domain/months";
import { formatMoney, formatNumber } from "~/domain/numbers";
import { Card } from "~/ui/card";
import type { AnalysisRecord } from "~/features/analysis/record";
import { HISTORY_MSG } from "./texts";

/** The inputs as typed and as read (DESIGN §7.6). */
export function RecordedInputs({ record }: { record: AnalysisRecord }) {
  const { entrada, digitado } = record;
  const d = entrada.descoberta;
  const items: [string, string][] = [
    ["Tipo de contrato", CONTRACT_TYPE_LABELS[entrada.tipo]],
    ["Mês de assinatura", monthLongLabel(entrada.mes)],
  ];
  if (entrada.setor && entrada.setor !== "total") {
    items.push([
      "Setor",
      CONSIGNADO_SECTOR_LABELS[entrada.setor as ConsignadoSector] ?? entrada.setor,
    ]);
  }
  if (digitado.taxa) items.push(["Taxa do contrato (como digitada)", digitado.taxa]);
  if (d) {
    items.push(
      ["Valor financiado", formatMoney(d.valorFinanciado)],
      ["Valor da parcela", formatMoney(d.parcela)],
      ["Número de parcelas", formatNumber(d.numeroParcelas, 0)],
    );
  }
  return (
    <Card as="section" aria-labelledby="dados-titulo">
      <h2 id="dados-titulo" className="text-xl font-bold">
        {HISTORY_MSG.inputsTitle}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
