// The verdict of a recorded analysis in the words of the domain (DESIGN D28: the flag and its
// sentences come from one function, verdict.ts), for the laudo, the history screens and
// /verificar. Pure, so the browser can use it too.
import { verdictOf } from "~/domain/analysis";
import { capCheckOf, capKindFor, type TetoInss } from "~/domain/inss-caps";
import type { Verdict } from "~/domain/verdict";
import type { AnalysisRecord } from "~/features/analysis/record";

export interface LaudoVerdict {
  situacao: Verdict["situacao"];
  titulo: string;
  /** Main sentence first, then the month notice, the cap and the "not checked" sentences. */
  frases: string[];
  multiplos: { rotulo: string; limiteTexto: string; situacao: string }[];
  notaMultiplos: string;
  tema1378: string;
}

export function recordVerdict(record: AnalysisRecord): Verdict {
  return verdictOf(record.analise, capCheckOf(recordedCap(record)));
}

export function laudoVerdict(record: AnalysisRecord): LaudoVerdict {
  const v = recordVerdict(record);
  const frases = [...v.teto, v.frase];
  if (v.avisoMes) frases.push(v.avisoMes);
  frases.push(...v.naoVerificada);
  return {
    situacao: v.situacao,
    titulo: v.titulo,
    frases,
    multiplos: v.multiplos.map((m) => ({
      rotulo: m.rotulo,
      limiteTexto: m.limiteTexto,
      situacao:
        m.acima === null
          ? "não verificada"
          : m.acima
            ? `acima (${v.taxaTexto})`
            : `não está acima (${v.taxaTexto})`,
    })),
    notaMultiplos: v.notaMultiplos,
    tema1378: v.tema1378,
  };
}

/** The INSS cap check recorded with the analysis (DESIGN D27), when the analysis had one. */
function recordedCap(record: AnalysisRecord): TetoInss | null {
  const teto = (record.analise as { tetoInss?: TetoInss | null }).tetoInss;
  return teto && typeof teto === "object" && Array.isArray(teto.frases) ? teto : null;
}

/** The INSS cap line of the laudo when the verdict does not already say it (null then). */
export function capInfo(record: AnalysisRecord): string | null {
  const teto = recordedCap(record);
  if (teto && teto.frases.length > 0) return null; // the verdict's sentences carry them
  if (!capKindFor(record.entrada.tipo) || teto?.situacao === "nao_se_aplica") {
    return "Teto legal do INSS: não se aplica a este contrato (vale para empréstimo e cartão consignado de benefícios do INSS).";
  }
  return "Teto legal do INSS: não verificado nesta análise (registrada antes da verificação do teto).";
}
