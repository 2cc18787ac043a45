// Writes the Word templates (the 10 of SPEC §7 and the 4 payroll ones) into the public 'modelos' bucket (SPEC §7, DESIGN D21) at start-up.
// Idempotent and cheap on every later start: a file is (re)written only when it is missing or
// older than the last revision of the templates' text.
import type { Storage } from "~/services/storage.server";
import { DOCUMENT_TEMPLATES } from "../../../editorial/templates/catalogue";

/** Bump when editorial/templates/* changes: deployed copies older than this are regenerated. */
export const TEMPLATES_REVISED_AT = new Date("2026-11-26T00:00:00Z");

/** Returns the files it wrote. */
export async function writeTemplateFiles(
  store: Storage,
  options: { force?: boolean } = {},
): Promise<string[]> {
  const written: string[] = [];
  let render: typeof import("./docx.server").renderTemplateDocx | undefined;
  for (const template of DOCUMENT_TEMPLATES) {
    const current = options.force ? null : await store.head("modelos", template.arquivo);
    if (current && current.lastModified >= TEMPLATES_REVISED_AT) continue;
    // Loaded on demand: a start with up-to-date files never pays for the docx library.
    render ??= (await import("./docx.server")).renderTemplateDocx;
    await store.put("modelos", template.arquivo, await render(template));
    written.push(template.arquivo);
  }
  return written;
}
