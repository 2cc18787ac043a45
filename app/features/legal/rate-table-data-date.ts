import type { RateTable } from "~/domain/rates";

/** When the newest value of the table was fetched from the BCB (null when unknown). */
export function rateTableDataDate(table: RateTable): Date | null {
  let newest: number | null = null;
  for (const row of table.rows) {
    const at = row.obtidoEm ? Date.parse(row.obtidoEm) : NaN;
    if (Number.isFinite(at) && (newest === null || at > newest)) newest = at;
  }
  return newest === null ? null : new Date(newest);
}
