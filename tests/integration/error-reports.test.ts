// Error reports (issue 15 item 3): with SENTRY_DSN the official SDK sends unexpected server errors
// to Sentry, scrubbed of personal data and tagged with the request id; the log gets them too.
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  flushErrorReports,
  initErrorReports,
  reportError,
  scrubEvent,
} from "~/services/error-reports.server";
import { requestScope } from "~/services/logger.server";
import { scrubError, scrubText } from "~/services/scrub";

let server: Server;
const envelopes: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push(
        (req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"),
      );
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  await initErrorReports({ dsn: `http://chave@127.0.0.1:${port}/7`, environment: "teste" });
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe("error reports", () => {
  it("sends a server error to Sentry with the request id and no personal data", async () => {
    await requestScope.run({ requestId: "req-0123456789ab", userId: "u1" }, async () => {
      reportError(
        new Error(
          "duplicate key: Key (email)=(maria.silva@exemplo.com.br) already exists; tel (11) 98765-4321",
        ),
        { where: "server" },
      );
    });
    await flushErrorReports(5_000);
    const envelope = envelopes.find((e) => e.includes("req-0123456789ab"));
    expect(envelope).toBeTruthy();
    expect(envelope).toContain("[e-mail]");
    expect(envelope).toContain("[telefone]");
    expect(envelope).not.toContain("maria.silva");
    expect(envelope).not.toContain("98765-4321");
    expect(envelope).toContain('"environment":"teste"');
  });

  it("drops the person, cookies, headers, body and query string from an event", () => {
    const event = scrubEvent({
      message: "falhou para ana@exemplo.com",
      user: { email: "ana@exemplo.com", ip_address: "203.0.113.9" },
      request: {
        url: "https://revisafacil.com.br/redefinir-senha?token=abc",
        cookies: { s: "1" },
        headers: { cookie: "x" },
        data: "senha=1",
      },
      breadcrumbs: [{ message: "ana@exemplo.com" }],
    });
    expect(event).toEqual({
      message: "falhou para [e-mail]",
      request: { url: "https://revisafacil.com.br/redefinir-senha" },
    });
  });

  it("serialises errors and error-like objects for the log, scrubbed", () => {
    expect(scrubError(new TypeError("falhou para ana@x.com"))).toMatchObject({
      type: "TypeError",
      message: "falhou para [e-mail]",
    });
    expect(
      scrubError({ name: "PgError", message: "Key (email)=(ana@x.com)", code: "23505" }),
    ).toMatchObject({ type: "PgError", message: "Key (email)=([e-mail])" });
    expect(scrubError("texto solto de ana@x.com")).toEqual({
      type: "string",
      message: "texto solto de [e-mail]",
    });
  });

  it("scrubs e-mails, CPFs, phones and secrets in URLs from free text", () => {
    expect(scrubText("cpf 123.456.789-09, joao@x.com.br, (21) 3456-7890, /r?token=abc&x=1")).toBe(
      "cpf [cpf], [e-mail], [telefone], /r?token=[redigido]&x=1",
    );
  });

  it("scrubs passwords by name wherever a browser report may carry them (issue 23)", () => {
    const report = [
      "POST /auth falhou com password=hunter2",
      "corpo email=a&password=S3cr%26t&x=1",
      '{"currentPassword":"velha\\"1","newPassword":"nova-2","ok":1}',
      "senha: segredo123, depois",
    ].join("\n");
    const scrubbed = scrubText(report);
    for (const secret of ["hunter2", "S3cr%26t", "velha", "nova-2", "segredo123"])
      expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toBe(
      [
        "POST /auth falhou com password=[redigido]",
        "corpo email=a&password=[redigido]&x=1",
        '{"currentPassword":"[redigido]","newPassword":"[redigido]","ok":1}',
        "senha: [redigido], depois",
      ].join("\n"),
    );
    // The browser error that reaches the log and Sentry goes through the same scrub.
    expect(scrubError(new Error("falhou: password=hunter2")).message).toBe(
      "falhou: password=[redigido]",
    );
  });
});
