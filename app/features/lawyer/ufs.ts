// The UF choices of the lawyer area (state filter, OAB section), from the product's one list.
import { BRAZILIAN_STATES, UFS } from "~/domain/brazilian-states";

export const UF_CODES = UFS;
export const UF_OPTIONS = BRAZILIAN_STATES.map(({ uf, nome }) => ({
  value: uf,
  label: `${uf} — ${nome}`,
}));
