// The contract fields shared by the dashboard and the public calculator: type, month and year
// of signing, the monthly rate (required for consignado and cards; optional beside "Descobrir minha
// taxa" for vehicle and personal loan, DESIGN §7.2 and §8.18), the consignado sector (DESIGN D7),
// the RMC/RCC card's sector and the optional signing day that decides which INSS cap applies in a
// month of change (DESIGN D27, §7.4).
import { useEffect, useState } from "react";
import {
  CARD_SECTOR_LABELS,
  CARD_SECTORS,
  CONSIGNADO_SECTOR_LABELS,
  CONSIGNADO_SECTORS,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type ContractType,
  hasCardSectorChoice,
  hasRateField,
  hasSectorChoice,
  isContractType,
  isVehicleOrLoanType,
} from "~/domain/contract-types";
import { MONTH_ABBREVIATIONS, selectableYears } from "~/domain/months";
import { Select } from "~/ui/select";
import { TextField } from "~/ui/text-field";
import type { AnalysisFieldValues, AnalysisFormErrors } from "./analysis-schema";

import { lazyModule } from "~/platform/lazy-module";
import { lazyPart } from "~/platform/lazy-part";
import { useHydrated } from "./use-hydrated";

export type { AnalysisFieldValues };

// The rate field and "Descobrir minha taxa" appear only once a type is chosen (or inside
// <noscript>), so they are a chunk of their own (issue 26 item 3: the calculator's first load
// ≤ 120 KB of gzip JS) that the browser fetches right after hydration. The server loads them
// before it renders (entry.server), so its HTML always has them in full.
const rateParts = lazyModule(() => import("./rate-parts"));
const RateField = lazyPart(rateParts, (m) => m.RateField);
const DiscoverRate = lazyPart(rateParts, (m) => m.DiscoverRate);

const TYPE_OPTIONS = CONTRACT_TYPES.map((t) => ({ value: t, label: CONTRACT_TYPE_LABELS[t] }));
const MONTH_OPTIONS = MONTH_ABBREVIATIONS.map((abbr, i) => ({ value: String(i + 1), label: abbr }));
const SECTOR_OPTIONS = CONSIGNADO_SECTORS.map((s) => ({
  value: s,
  label: CONSIGNADO_SECTOR_LABELS[s],
}));
const CARD_SECTOR_OPTIONS = CARD_SECTORS.map((s) => ({ value: s, label: CARD_SECTOR_LABELS[s] }));
// Without JavaScript the type is unknown while filling in: one sector question for both.
const ANY_SECTOR_OPTIONS = [
  { value: "total", label: "Não sei" },
  { value: "inss", label: "Benefício do INSS (aposentados e pensionistas)" },
  { value: "publico", label: "Servidor público" },
  { value: "privado", label: "Trabalhador do setor privado (empréstimo consignado)" },
];

export function AnalysisFields({
  defaults = {},
  errors = {},
}: {
  defaults?: AnalysisFieldValues;
  errors?: AnalysisFormErrors;
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    // A failed download is tried again when a field needs the chunk.
    rateParts.load().catch(() => undefined);
  }, []);
  const [tipo, setTipo] = useState<ContractType | null>(
    isContractType(defaults.tipo) ? defaults.tipo : null,
  );
  const [taxa, setTaxa] = useState(defaults.taxa ?? "");
  const yearOptions = selectableYears().map((y) => ({ value: String(y), label: String(y) }));

  return (
    <div className="flex flex-col gap-5">
      <Select
        label="Tipo de contrato"
        name="tipo"
        required
        placeholder="Selecione o tipo de contrato"
        options={TYPE_OPTIONS}
        defaultValue={defaults.tipo ?? ""}
        error={errors.tipo}
        onChange={(e) => {
          const next = isContractType(e.target.value) ? e.target.value : null;
          setTipo(next);
        }}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">Mês e ano da assinatura</legend>
        <div className="grid grid-cols-2 gap-3">
          <Select
            label="Mês"
            name="mes"
            placeholder="Mês"
            options={MONTH_OPTIONS}
            defaultValue={defaults.mes ?? ""}
            error={errors.mes}
          />
          <Select
            label="Ano"
            name="ano"
            placeholder="Ano"
            options={yearOptions}
            defaultValue={defaults.ano ?? ""}
          />
        </div>
      </fieldset>
      {tipo && hasSectorChoice(tipo) ? (
        <Select
          label="Setor do consignado (opcional)"
          name="setor"
          hint="Usamos a taxa média do Banco Central do seu setor. Se não souber, deixe em “Não sei”."
          options={SECTOR_OPTIONS}
          defaultValue={defaults.setor ?? "total"}
        />
      ) : null}
      {tipo && hasCardSectorChoice(tipo) ? (
        <Select
          label="O cartão consignado é de"
          name="setor"
          hint="O teto de juros do INSS vale para cartões de aposentados e pensionistas do INSS."
          options={CARD_SECTOR_OPTIONS}
          defaultValue={defaults.setor ?? "total"}
        />
      ) : null}
      {tipo && (hasSectorChoice(tipo) || hasCardSectorChoice(tipo)) ? (
        <DayField defaults={defaults} errors={errors} />
      ) : null}
      {tipo && hasRateField(tipo) ? (
        <RateField
          value={taxa}
          onChange={setTaxa}
          error={errors.taxa}
          required
          hint="Está no contrato ou na fatura como “taxa de juros mensal” ou “% a.m.”."
        />
      ) : tipo ? (
        <RateField
          value={taxa}
          onChange={setTaxa}
          error={errors.taxa}
          required={false}
          hint="Opcional: está no contrato como “taxa de juros mensal” ou “% a.m.”. Sem ela, use “Descobrir minha taxa”."
        />
      ) : null}
      {tipo && isVehicleOrLoanType(tipo) ? (
        <DiscoverRate errors={errors} defaults={defaults} open={!hydrated} />
      ) : null}
      {!tipo ? (
        // Without JavaScript the type is unknown here, so every field the server may need is shown
        // and it applies what fits the chosen type. Browsers that run scripts never show <noscript>
        // (React renders none of its children in the browser): the form does not shrink when the
        // page hydrates (no layout shift, issue 12 item 5).
        <noscript>
          <div className="flex flex-col gap-5">
            <Select
              label="Setor do consignado ou do cartão consignado (opcional)"
              name="setor"
              hint="Só para empréstimo consignado e cartões RMC/RCC: o teto de juros do INSS vale para benefícios do INSS."
              options={ANY_SECTOR_OPTIONS}
              defaultValue={defaults.setor ?? "total"}
            />
            <DayField defaults={defaults} errors={errors} />
            {/* Before the type is known the server applies what fits the chosen type. */}
            <RateField
              value={taxa}
              onChange={setTaxa}
              error={errors.taxa}
              required={false}
              hint="Obrigatória para consignado e cartões; opcional para veículo e empréstimo pessoal (ou use “Descobrir minha taxa”)."
            />
            <DiscoverRate errors={errors} defaults={defaults} open />
          </div>
        </noscript>
      ) : null}
    </div>
  );
}

function DayField({
  defaults,
  errors,
}: {
  defaults: AnalysisFieldValues;
  errors: AnalysisFormErrors;
}) {
  return (
    <TextField
      label="Dia da assinatura (opcional)"
      name="dia"
      inputMode="numeric"
      autoComplete="off"
      maxLength={2}
      placeholder="Ex.: 15"
      hint="Se o teto do INSS mudou no mês da assinatura, o dia diz qual teto vale."
      defaultValue={defaults.dia ?? ""}
      error={errors.dia}
    />
  );
}
