// Renders a template's blocks into a Word (.docx) file with the `docx` library (DESIGN D21).
// Layout of a Brazilian legal document: A4, 3 cm left/top and 2 cm right/bottom margins, 12 pt,
// 1.5 line spacing, justified paragraphs; blanks to fill are highlighted in yellow.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
  convertMillimetersToTwip as mm,
} from "docx";
import type { DocumentTemplate } from "../../../editorial/templates/catalogue";
import { type Block, type Fields, visibleBlocks } from "../../../editorial/templates/documents";
import { fillFields, splitBlanks } from "./fields";

const LINE_15 = 360; // 1.5 lines, in 240ths of a line
const AFTER = 160; // twentieths of a point after each paragraph

function runs(text: string, options: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  return splitBlanks(text).map(
    (part) =>
      new TextRun({
        text: part.text,
        ...options,
        ...(part.blank ? { highlight: "yellow" as const } : {}),
      }),
  );
}

function paragraph(block: Block, fields: Fields): Paragraph[] {
  const fill = (text: string) => fillFields(text, fields);
  switch (block.type) {
    case "title":
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { before: 240, after: 360, line: LINE_15 },
          children: runs(fill(block.text), { bold: true }),
        }),
      ];
    case "center":
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { before: 120, after: 240, line: LINE_15 },
          children: runs(fill(block.text), { bold: true }),
        }),
      ];
    case "heading":
      return [
        new Paragraph({
          keepNext: true,
          spacing: { before: 240, after: 120, line: LINE_15 },
          children: runs(fill(block.text), { bold: true }),
        }),
      ];
    case "subheading":
      return [
        new Paragraph({
          keepNext: true,
          spacing: { before: 120, after: 120, line: LINE_15 },
          children: runs(fill(block.text), { bold: true, italics: true }),
        }),
      ];
    case "paragraph":
      return [
        new Paragraph({
          alignment: AlignmentType.JUSTIFIED,
          indent: { firstLine: mm(12.5) },
          spacing: { after: AFTER, line: LINE_15 },
          children: runs(fill(block.text)),
        }),
      ];
    case "item":
      return [
        new Paragraph({
          alignment: AlignmentType.JUSTIFIED,
          indent: { left: mm(12.5) },
          spacing: { after: 120, line: LINE_15 },
          children: runs(fill(block.text)),
        }),
      ];
    case "note": {
      const box = {
        border: {
          top: { style: BorderStyle.SINGLE, size: 6, color: "1E3A8A", space: 4 },
          bottom: { style: BorderStyle.SINGLE, size: 6, color: "1E3A8A", space: 4 },
          left: { style: BorderStyle.SINGLE, size: 6, color: "1E3A8A", space: 4 },
          right: { style: BorderStyle.SINGLE, size: 6, color: "1E3A8A", space: 4 },
        },
        shading: { type: ShadingType.CLEAR, color: "auto", fill: "EEF2FF" },
      };
      return [
        new Paragraph({
          ...box,
          keepNext: true,
          children: [new TextRun({ text: block.title, bold: true, size: 20 })],
        }),
        new Paragraph({
          ...box,
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 360 },
          children: [new TextRun({ text: fill(block.text), italics: true, size: 20 })],
        }),
      ];
    }
    case "signature":
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { before: 720 },
          keepNext: true,
          children: [new TextRun("_______________________________________")],
        }),
        ...block.lines.map(
          (line, i) =>
            new Paragraph({
              alignment: AlignmentType.CENTER,
              keepNext: i < block.lines.length - 1,
              spacing: { after: i === block.lines.length - 1 ? 360 : 0 },
              children: runs(fill(line)),
            }),
        ),
      ];
  }
}

export const DOCX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The template as a .docx; with fields (from an analysis) the matching blanks are filled in. */
export function renderTemplateDocx(
  template: DocumentTemplate,
  fields: Fields = {},
): Promise<Uint8Array<ArrayBuffer>> {
  return renderBlocksDocx(
    { title: template.nome, description: template.descricao },
    visibleBlocks(template, fields),
    fields,
  );
}

/**
 * Any document made of template blocks (the templates, the lawyer's petição inicial) as a .docx
 * in the layout above; "{campo}" tokens are filled from `fields`, "[BLANKS]" highlighted.
 */
export async function renderBlocksDocx(
  meta: { title: string; description: string },
  blocks: readonly Block[],
  fields: Fields = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new Document({
    title: meta.title,
    description: meta.description,
    creator: "RevisaFácil",
    styles: {
      default: {
        document: { run: { font: "Arial", size: 24, language: { value: "pt-BR" } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: mm(210), height: mm(297) },
            margin: { top: mm(30), left: mm(30), right: mm(20), bottom: mm(20) },
          },
        },
        children: blocks.flatMap((block) => paragraph(block, fields)),
      },
    ],
  });
  // A copy on its own ArrayBuffer: a valid Response body and storage input.
  return Uint8Array.from(await Packer.toBuffer(doc));
}
