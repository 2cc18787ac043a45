// The analysis form's parts that show once a contract type is chosen: the rate field (with its
// checks and converter) and "Descobrir minha taxa". One chunk, fetched after the form hydrates
// (analysis-fields.tsx).
export { DiscoverRate } from "./discover-rate";
export { RateField } from "./rate-field";
