// The 27 federative units, for the state filter and the OAB section (UF) of a lawyer's number.
export const UFS = [
  ["AC", "Acre"],
  ["AL", "Alagoas"],
  ["AP", "Amapá"],
  ["AM", "Amazonas"],
  ["BA", "Bahia"],
  ["CE", "Ceará"],
  ["DF", "Distrito Federal"],
  ["ES", "Espírito Santo"],
  ["GO", "Goiás"],
  ["MA", "Maranhão"],
  ["MT", "Mato Grosso"],
  ["MS", "Mato Grosso do Sul"],
  ["MG", "Minas Gerais"],
  ["PA", "Pará"],
  ["PB", "Paraíba"],
  ["PR", "Paraná"],
  ["PE", "Pernambuco"],
  ["PI", "Piauí"],
  ["RJ", "Rio de Janeiro"],
  ["RN", "Rio Grande do Norte"],
  ["RS", "Rio Grande do Sul"],
  ["RO", "Rondônia"],
  ["RR", "Roraima"],
  ["SC", "Santa Catarina"],
  ["SP", "São Paulo"],
  ["SE", "Sergipe"],
  ["TO", "Tocantins"],
] as const;

export type Uf = (typeof UFS)[number][0];

export const UF_CODES = UFS.map(([code]) => code) as unknown as readonly [Uf, ...Uf[]];

export const UF_OPTIONS = UFS.map(([value, name]) => ({ value, label: `${value} — ${name}` }));

export const isUf = (value: unknown): value is Uf => typeof value === "string" && (UF_CODES as readonly string[]).includes(value);
