// Writes the legal page's two PDFs into the public 'modelos' bucket (SPEC §7): the consumer
// rights guide and the BCB rate table. Each is (re)written only when missing or out of date:
// the guide when its text was revised after the file was made, the rate table also when the
// rate data was fetched after it (the monthly BCB update).
import type { Db } from "~/db/client.server";
import type { RateTable } from "~/domain/rates";
import { loadRateTable } from "~/features/rates/rates.server";
import type { Storage } from "~/services/storage.server";
import { LEGAL_PDFS } from "../../../editorial/legal-info/materials";
import { rateTableDataDate } from "./rate-table-data-date";
import { loggerFor } from "~/services/logger.server";

/** Bump when editorial/legal-info/guide.ts or the PDF layout changes. */
export const LEGAL_PDFS_REVISED_AT = new Date("2026-11-22T00:00:00Z");

async function isFresh(store: Storage, key: string, notBefore: Date): Promise<boolean> {
  const current = await store.head("modelos", key);
  return current !== null && current.lastModified >= notBefore;
}

export async function writeGuidePdf(
  store: Storage,
  options: { force?: boolean } = {},
): Promise<boolean> {
  const key = LEGAL_PDFS.guia.arquivo;
  if (!options.force && (await isFresh(store, key, LEGAL_PDFS_REVISED_AT))) return false;
  // Loaded on demand: a start with up-to-date files never pays for pdf-lib.
  const { renderGuidePdf } = await import("./guide-pdf.server");
  await store.put("modelos", key, await renderGuidePdf(LEGAL_PDFS_REVISED_AT));
  return true;
}

export async function writeRateTablePdf(
  store: Storage,
  table: RateTable,
  options: { force?: boolean } = {},
): Promise<boolean> {
  const key = LEGAL_PDFS.taxas.arquivo;
  const dataDate = rateTableDataDate(table);
  const notBefore = dataDate && dataDate > LEGAL_PDFS_REVISED_AT ? dataDate : LEGAL_PDFS_REVISED_AT;
  if (!options.force && (await isFresh(store, key, notBefore))) return false;
  const { renderRateTablePdf } = await import("./rate-table-pdf.server");
  await store.put("modelos", key, await renderRateTablePdf(table));
  return true;
}

export async function writeLegalPdfs(db: Db, store: Storage): Promise<string[]> {
  const written: string[] = [];
  if (await writeGuidePdf(store)) written.push(LEGAL_PDFS.guia.arquivo);
  if (await writeRateTablePdf(store, await loadRateTable(db)))
    written.push(LEGAL_PDFS.taxas.arquivo);
  return written;
}

// A running server re-checks the rate table PDF when the legal page is read (after the monthly
// update the data date moves past the file's date); one check at a time per process.
let refreshing: Promise<unknown> | null = null;
export function refreshRateTablePdfInBackground(store: Storage, table: RateTable): void {
  if (refreshing) return;
  refreshing = writeRateTablePdf(store, table)
    .catch((error: unknown) =>
      loggerFor("legal").error({ err: error }, "falha ao atualizar o PDF da tabela de taxas"),
    )
    .finally(() => {
      refreshing = null;
    });
}
