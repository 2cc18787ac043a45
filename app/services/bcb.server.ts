// BCB SGS client: GET {base}/bcdata.sgs.{code}/dados?formato=json&dataInicial=dd/MM/yyyy&dataFinal=dd/MM/yyyy
// answering [{"data":"01/08/2025","valor":"2.01"}]. The API refuses spans over 10 years, so a
// range is asked in windows of at most 10 years. Each request has a timeout; network errors,
// timeouts, 429/5xx and malformed bodies are retried with exponential backoff. Everything that
// comes back is validated before anyone may store it (monthly dates, 0 < value < 30).
import { monthId, type MonthId } from "~/domain/months";
import { roundTo } from "~/domain/numbers";

export const SGS_DEFAULT_BASE_URL = "https://api.bcb.gov.br/dados/serie";
export const SGS_MAX_WINDOW_YEARS = 10;

/** A failure to get data from the BCB; its message is for people (pt-BR). */
export class SgsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "SgsError";
  }
}

export interface SgsRawPoint {
  data: unknown;
  valor: unknown;
}

export interface SgsClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** Extra attempts after the first. */
  retries?: number;
  /** First backoff; doubles per attempt. */
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface SgsClient {
  /** Every point of a series between two days (inclusive), unvalidated, in the API's order. */
  fetchSeries(code: number, from: Date, to: Date): Promise<SgsRawPoint[]>;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** Date (UTC day) → "dd/MM/yyyy". */
export function sgsDate(day: Date): string {
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** Splits [from, to] into consecutive windows no longer than 10 years. */
export function sgsWindows(from: Date, to: Date): Array<[Date, Date]> {
  const windows: Array<[Date, Date]> = [];
  let start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  while (start <= to) {
    const limit = new Date(
      Date.UTC(
        start.getUTCFullYear() + SGS_MAX_WINDOW_YEARS,
        start.getUTCMonth(),
        start.getUTCDate() - 1,
      ),
    );
    const end = limit < to ? limit : to;
    windows.push([start, end]);
    start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1));
  }
  return windows;
}

export function createSgsClient(options: SgsClientOptions = {}): SgsClient {
  const baseUrl = (options.baseUrl ?? SGS_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 20_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 1_000;
  const doFetch = options.fetch ?? fetch;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const host = safeHost(baseUrl);

  async function once(url: string, code: number): Promise<SgsRawPoint[]> {
    let response: Response;
    try {
      response = await doFetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: "application/json" },
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new SgsError(
        timedOut
          ? `O Banco Central (${host}) não respondeu em ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`} (série ${code}).`
          : `Sem conexão com o Banco Central (${host}) ao pedir a série ${code}: ${describe(error)}.`,
        true,
      );
    }
    const body = await response.text().catch(() => "");
    // The SGS answers 404 when a window has no data (e.g. months not published yet).
    if (response.status === 404) return [];
    if (response.status === 429 || response.status >= 500) {
      throw new SgsError(
        `O Banco Central (${host}) respondeu HTTP ${response.status} para a série ${code}.`,
        true,
      );
    }
    if (!response.ok) {
      throw new SgsError(
        `O Banco Central (${host}) recusou o pedido da série ${code} (HTTP ${response.status}).`,
        false,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new SgsError(
        `Resposta do Banco Central para a série ${code} não é um JSON válido.`,
        true,
      );
    }
    if (!Array.isArray(parsed) || parsed.some((p) => typeof p !== "object" || p === null)) {
      throw new SgsError(
        `Resposta do Banco Central para a série ${code} não tem o formato esperado (lista de {data, valor}).`,
        false,
      );
    }
    return parsed as SgsRawPoint[];
  }

  async function withRetries(url: string, code: number): Promise<SgsRawPoint[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(url, code);
      } catch (error) {
        const retryable = error instanceof SgsError ? error.retryable : true;
        if (!retryable || attempt >= retries) throw error;
        await sleep(backoffMs * 2 ** attempt);
      }
    }
  }

  return {
    async fetchSeries(code, from, to) {
      const points: SgsRawPoint[] = [];
      for (const [start, end] of sgsWindows(from, to)) {
        const url = `${baseUrl}/bcdata.sgs.${code}/dados?formato=json&dataInicial=${sgsDate(start)}&dataFinal=${sgsDate(end)}`;
        points.push(...(await withRetries(url, code)));
      }
      return points;
    },
  };
}

export interface SgsMonthValue {
  mes: MonthId;
  valor: number;
}
export interface SgsRejected {
  serie: number;
  data: string;
  valor: string;
  motivo: string;
}

/** The open interval a series' values must fall in, and how a rejection names it. */
export interface SgsValueRange {
  min: number;
  max: number;
  motivo: string;
}
/** Interest rates, % a.m. */
export const RATE_RANGE: SgsValueRange = {
  min: 0,
  max: 30,
  motivo: "valor fora do intervalo 0 < taxa < 30 (% a.m.)",
};
/** Monthly price-index changes (%): deflation is negative; the highest month on record (mar/1990, 82,39%) is inside. */
export const PRICE_INDEX_RANGE: SgsValueRange = {
  min: -50,
  max: 100,
  motivo: "valor fora do intervalo −50 < variação < 100 (% no mês)",
};

/** Keeps the points that are monthly (day 01) with a value inside `range` (default 0 < value < 30); says why the others were refused. */
export function validateSgsPoints(
  code: number,
  raw: SgsRawPoint[],
  range: SgsValueRange = RATE_RANGE,
): { values: SgsMonthValue[]; rejected: SgsRejected[] } {
  const values: SgsMonthValue[] = [];
  const rejected: SgsRejected[] = [];
  const seen = new Map<MonthId, number>();
  for (const point of raw) {
    const data = String(point.data ?? "");
    const valorText = String(point.valor ?? "");
    const reject = (motivo: string) =>
      rejected.push({ serie: code, data, valor: valorText, motivo });
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(data);
    if (!match) {
      reject("data fora do formato dd/MM/aaaa");
      continue;
    }
    const [, dd, mm, yyyy] = match;
    if (dd !== "01" || Number(mm) < 1 || Number(mm) > 12) {
      reject("data não mensal (esperado o dia 01)");
      continue;
    }
    const valor =
      typeof point.valor === "number"
        ? point.valor
        : /^-?\d+(\.\d+)?$/.test(valorText.trim())
          ? Number(valorText)
          : NaN;
    if (!Number.isFinite(valor)) {
      reject("valor não numérico");
      continue;
    }
    if (!(valor > range.min && valor < range.max)) {
      reject(range.motivo);
      continue;
    }
    const mes = monthId(Number(yyyy), Number(mm));
    const rounded = roundTo(valor, 2); // the column keeps two decimals, as the BCB publishes
    const previous = seen.get(mes);
    if (previous !== undefined) {
      if (previous !== rounded) reject(`mês repetido com outro valor (${previous})`);
      continue;
    }
    seen.set(mes, rounded);
    values.push({ mes, valor: rounded });
  }
  return { values, rejected };
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
