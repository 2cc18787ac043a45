// "Guia de direitos do consumidor bancário" as a PDF (one of the legal page's two PDFs).
import {
  GUIDE_DISCLAIMER,
  GUIDE_SECTIONS,
  GUIDE_SUBTITLE,
  GUIDE_TITLE,
} from "../../../editorial/legal-info/guide";
import { createPdfWriter } from "~/platform/pdf-layout.server";

export async function renderGuidePdf(revisedAt: Date): Promise<Uint8Array> {
  const pdf = await createPdfWriter({ title: GUIDE_TITLE, subject: GUIDE_SUBTITLE });
  pdf.title(GUIDE_TITLE, GUIDE_SUBTITLE);
  for (const section of GUIDE_SECTIONS) {
    pdf.heading(section.titulo);
    for (const text of section.paragrafos) pdf.paragraph(text);
    if (section.itens) pdf.bullets(section.itens);
  }
  pdf.keepSpace(60);
  pdf.paragraph(GUIDE_DISCLAIMER, { size: 9.5, muted: true });
  return pdf.finish("RevisaFácil — Guia de direitos do consumidor bancário", revisedAt);
}
