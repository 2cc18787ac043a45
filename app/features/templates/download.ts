// The download flow of SPEC §7/§8 (DESIGN D20): a HEAD request to the file's address first; if
// the answer is OK the browser downloads it, otherwise the person sees why, with the debug
// status (url, HTTP status, message). Browser-only; fetch is injectable for tests.
export const DOWNLOAD_MSG = {
  started: "Download iniciado",
  notFound: "Arquivo não encontrado",
  failed: "Erro ao baixar",
  noTemplate:
    "Não há modelo de documento para este cenário. Entre em contato com o suporte para receber orientação sobre o seu caso.",
} as const;

/** SPEC §3 "Download debug status". */
export interface DownloadDebugStatus {
  url: string;
  /** null when no HTTP answer arrived (network failure). */
  status: number | null;
  message: string;
}

export type DownloadCheck =
  | { ok: true }
  | {
      ok: false;
      title: typeof DOWNLOAD_MSG.notFound | typeof DOWNLOAD_MSG.failed;
      debug: DownloadDebugStatus;
    };

export async function checkDownload(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DownloadCheck> {
  let response: Response;
  try {
    // redirect "manual": a redirect here means the session ended (the guard sends to /auth);
    // following it would "download" the login page.
    response = await fetchImpl(url, {
      method: "HEAD",
      cache: "no-store",
      credentials: "same-origin",
      redirect: "manual",
    });
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      ok: false,
      title: DOWNLOAD_MSG.failed,
      debug: { url, status: null, message: `Falha de rede — ${detail}` },
    };
  }
  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
    return {
      ok: false,
      title: DOWNLOAD_MSG.failed,
      debug: {
        url,
        status: response.status || null,
        message: "Sua sessão terminou. Entre novamente para baixar o arquivo.",
      },
    };
  }
  if (response.status === 404) {
    return {
      ok: false,
      title: DOWNLOAD_MSG.notFound,
      debug: { url, status: 404, message: "O arquivo não existe no armazenamento." },
    };
  }
  if (!response.ok) {
    const text = response.statusText ? ` (${response.statusText})` : "";
    return {
      ok: false,
      title: DOWNLOAD_MSG.failed,
      debug: { url, status: response.status, message: `Resposta inesperada do servidor${text}.` },
    };
  }
  return { ok: true };
}

/** Starts the browser's own download of a checked address. */
export function startBrowserDownload(url: string, filename: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}
