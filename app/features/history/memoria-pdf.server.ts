// The memória de cálculo as an A4 PDF with real text (DESIGN §8.9): memoria-content.ts says what,
// this draws it with the layout helper of platform/pdf-layout.server.ts. The same content always
// gives the same bytes (the date in the metadata is the analysis's).
import { createPdfWriter, type PdfWriter } from "~/platform/pdf-layout.server";
import type { MemoriaContent } from "./memoria-content";

export async function renderMemoriaPdf(
  content: MemoriaContent,
  analysisCreatedAt: string,
): Promise<Uint8Array> {
  const pdf = winAnsiWriter(
    await createPdfWriter({ title: content.title, subject: content.subtitle }),
  );
  pdf.title(content.title, content.subtitle);
  pdf.paragraph(content.intro, { size: 9.5 });
  for (const section of content.sections) {
    pdf.heading(section.heading);
    for (const block of section.blocks) {
      if (block.kind === "p") pdf.paragraph(block.text, block);
      else if (block.kind === "list") pdf.bullets(block.items);
      else {
        pdf.keepSpace(60);
        pdf.paragraph(block.title, { size: 10.5 });
        pdf.row(block.header, block.widths, { header: true });
        block.rows.forEach((cells, i) => {
          pdf.row(cells, block.widths, { shade: i % 2 === 1 });
        });
        pdf.endTable();
      }
    }
  }
  return pdf.finish(content.footer, new Date(analysisCreatedAt));
}

// The standard Helvetica of the layout helper encodes WinAnsi only; a sentence from elsewhere with
// another character ("→", "≤") would make pdf-lib throw. Such characters are spelled out instead.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const SPELLED: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "−": "-",
  "\u00a0": " ",
  "\u202f": " ",
};

export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch))
      out += ch;
    else out += SPELLED[ch] ?? (/\s/.test(ch) ? " " : "?");
  }
  return out;
}

function winAnsiWriter(pdf: PdfWriter): PdfWriter {
  return {
    ...pdf,
    title: (text, subtitle) =>
      pdf.title(toWinAnsi(text), subtitle === undefined ? undefined : toWinAnsi(subtitle)),
    heading: (text) => pdf.heading(toWinAnsi(text)),
    paragraph: (text, options) => pdf.paragraph(toWinAnsi(text), options),
    bullets: (items) => pdf.bullets(items.map(toWinAnsi)),
    row: (cells, widths, options) => pdf.row(cells.map(toWinAnsi), widths, options),
    finish: (footer, date) => pdf.finish(toWinAnsi(footer), date),
  };
}
