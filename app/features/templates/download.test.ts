import { describe, expect, it } from "vitest";
import { checkDownload, DOWNLOAD_MSG } from "./download";

const answer = (status: number, init: { statusText?: string } = {}) =>
  (async () =>
    new Response(null, { status, statusText: init.statusText })) as unknown as typeof fetch;

describe("checkDownload (HEAD before the download, SPEC §7/§8)", () => {
  it("asks with HEAD, without following redirects or using the cache", async () => {
    let seen: RequestInit | undefined;
    const spy = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    expect(await checkDownload("/storage/modelos/a.docx", spy)).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: "HEAD", cache: "no-store", redirect: "manual" });
  });

  it("reports a missing file as 'Arquivo não encontrado' with HTTP 404", async () => {
    expect(await checkDownload("/storage/modelos/x.docx", answer(404))).toEqual({
      ok: false,
      title: DOWNLOAD_MSG.notFound,
      debug: {
        url: "/storage/modelos/x.docx",
        status: 404,
        message: "O arquivo não existe no armazenamento.",
      },
    });
  });

  it("reports other statuses and network failures as 'Erro ao baixar' with the detail", async () => {
    const server = await checkDownload("/a", answer(503, { statusText: "Service Unavailable" }));
    expect(server).toEqual({
      ok: false,
      title: "Erro ao baixar",
      debug: {
        url: "/a",
        status: 503,
        message: "Resposta inesperada do servidor (Service Unavailable).",
      },
    });
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await checkDownload("/a", offline)).toEqual({
      ok: false,
      title: "Erro ao baixar",
      debug: { url: "/a", status: null, message: "Falha de rede — TypeError: Failed to fetch" },
    });
  });

  it("treats a redirect (session ended → login) as a failure, never as the file", async () => {
    const result = await checkDownload("/modelos-documentos/a.docx?analise=1", answer(302));
    expect(result).toMatchObject({ ok: false, title: DOWNLOAD_MSG.failed, debug: { status: 302 } });
  });
});
