// Regression tests for issue #11 items 2, 3 and 9 against a production server of its own (its
// process is measured): body limits with a pt-BR 413 and bounded memory, odd bodies → 400 on the
// ten actions the attack named, /sair from another origin, session lists without tokens,
// update-user names, security headers everywhere, and DATABASE_URL checks at start-up.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PERSON_NAME_MSG } from "~/domain/person-name";
import { FORM_UNREADABLE } from "~/platform/form";
import { freePort, serverArgs } from "../support/e2e-global-setup";
import {
  type OwnServer,
  type Role,
  roleCookies,
  rssMB,
  startOwnServer,
} from "../support/own-server";

let server: OwnServer;
let cookies: Record<Role, string>;
beforeAll(async () => {
  server = await startOwnServer();
  cookies = await roleCookies(server.baseURL);
});
afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;

/** Streams `total` bytes of a form to `pathname` (declared length or chunked) and samples the server's memory. */
async function hugePost(pathname: string, total: number, declared: boolean) {
  const url = new URL(pathname, server.baseURL);
  const before = rssMB(server.child.pid!);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMB(server.child.pid!));
    } catch {
      // the process is gone: the test fails on the answer instead
    }
  }, 50);
  let answered = false;
  const answer = await new Promise<{ status: number; type: string; body: string }>(
    (resolve, reject) => {
      const headers: Record<string, string | number> = {
        "content-type": "application/x-www-form-urlencoded",
      };
      if (declared) headers["content-length"] = total;
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers },
        (res) => {
          answered = true;
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          res.on("end", () => {
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers["content-type"]),
              body,
            });
            req.destroy();
          });
          res.on("error", reject);
        },
      );
      // The server may close the connection once it has answered: that is the point. Before an
      // answer, an error fails the test at once instead of leaving it waiting.
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(MB, "a");
      chunk.write("tipo=");
      let sent = 0;
      const pump = () => {
        while (sent < total && !req.destroyed && !answered) {
          sent += MB;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      // 64 KB (all of it fits in the sockets' buffers), then a pause to read an early answer: the
      // server closes the connection with its 413, and a write still pending then fails with a
      // reset before the client has read the answer (a TCP race, not the server's fault). A server
      // that buffered the body would not answer within the pause, and the 100 MB follow.
      if (declared) {
        req.write(chunk.subarray(0, 64 * 1024));
        setTimeout(pump, 200);
      }
      // Without a length the server must read past the limit to know: send 256 KB and wait for the
      // answer (a client that kept writing would see the connection close instead).
      else req.write(chunk.subarray(0, 256 * 1024));
    },
  );
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  const after = rssMB(server.child.pid!);
  return { ...answer, before, peak, after };
}

describe("body limits (item 2)", () => {
  it("answers a 100 MB form post with a small pt-BR 413 page and keeps memory flat", async () => {
    for (const declared of [true, false]) {
      const result = await hugePost("/calculadora-online-juros", 100 * MB, declared);
      console.log(
        `[memória] POST ${declared ? "declarando 100 MB (Content-Length)" : "de corpo sem tamanho (chunked)"}: RSS ${result.before} MB antes, pico ${result.peak} MB, ${result.after} MB depois; resposta de ${result.body.length} bytes`,
      );
      expect(result.status).toBe(413);
      expect(result.type).toContain("text/html");
      expect(result.body).toContain("Envio grande demais");
      expect(result.body).toContain("O conteúdo enviado passa do limite de 64 KB.");
      expect(result.body.length).toBeLessThan(4096);
      expect(result.peak - result.before).toBeLessThan(64);
    }
  });

  it("answers 413 to a client that declares 100 MB and stalls, and closes its connection", async () => {
    // A client that declares 100 MB, sends 64 KB and stalls: it gets the 413, and the server does
    // not keep its connection open waiting for the rest.
    const url = new URL("/calculadora-online-juros", server.baseURL);
    const started = Date.now();
    const { status, closedAfter } = await new Promise<{ status: number; closedAfter: number }>(
      (resolve, reject) => {
        let answered = 0;
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "content-length": 100 * MB,
            },
          },
          (res) => {
            answered = res.statusCode ?? 0;
            res.resume();
          },
        );
        req.on("error", () => undefined);
        req.on("close", () => resolve({ status: answered, closedAfter: Date.now() - started }));
        setTimeout(() => reject(new Error("a conexão não foi fechada")), 15_000);
        req.write(Buffer.alloc(64 * 1024, "a"));
      },
    );
    expect(status).toBe(413);
    expect(closedAfter).toBeLessThan(5_000);
  });

  it("answers JSON in pt-BR under /api", async () => {
    const res = await fetch(`${server.baseURL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseURL },
      body: JSON.stringify({ email: "a@b.com", password: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error:
        "O conteúdo enviado passa do limite de 64 KB. Diminua o texto ou o arquivo e tente novamente.",
    });
  });

  it("lets the video upload route take more than 64 KB (its own 200 MB limit applies)", async () => {
    const form = new FormData();
    form.set("id", "00000000-0000-4000-8000-000000000000");
    form.set("titulo", "Vídeo de teste");
    form.set("origem", "mp4");
    form.set("arquivo", new Blob([new Uint8Array(300 * 1024)], { type: "video/mp4" }), "aula.mp4");
    const res = await fetch(`${server.baseURL}/admin-dashboard/videos`, {
      method: "POST",
      headers: { cookie: cookies.admin, origin: server.baseURL },
      body: form,
    });
    // Not the server's 413: the action read the body and refused the file itself (not an mp4).
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it("never echoes a value longer than the field's limit", async () => {
    const long = "Z".repeat(6000);
    const res = await fetch(`${server.baseURL}/solicitar-ajuda-juridica`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL },
      body: new URLSearchParams({ nome: long, descricao: long, cidade: long }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain("Z".repeat(121));
  });
});

const TEN_ACTIONS: [string, Role][] = [
  ["/calculadora-online-juros", "visitante"],
  ["/suporte-revisaconecta", "advogado"],
  ["/oportunidades-advogados", "advogado"],
  ["/minha-conta", "consumidor"],
  ["/admin-dashboard", "admin"],
  ["/auth", "visitante"],
  ["/auth-revisaconecta", "visitante"],
  ["/esqueci-minha-senha", "visitante"],
  ["/redefinir-senha", "visitante"],
  ["/pagamento-teste/sessao-inexistente", "visitante"],
];

const ODD_BODIES: [string, string | undefined, string][] = [
  ["text/plain", "text/plain", "nome=Ana"],
  ["JSON", "application/json", '{"email":"a@b.com"}'],
  ["no content type", undefined, "email=a%40b.com"],
  [
    "truncated multipart",
    "multipart/form-data; boundary=xyz",
    '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b',
  ],
];

describe("odd bodies (item 3)", () => {
  it.each(TEN_ACTIONS)(
    "%s answers 400 with the pt-BR message, never 500",
    async (pathname, role) => {
      for (const [, type, body] of ODD_BODIES) {
        const headers: Record<string, string> = { origin: server.baseURL };
        if (type) headers["content-type"] = type;
        if (cookies[role]) headers.cookie = cookies[role];
        const res = await fetch(`${server.baseURL}${pathname}`, {
          method: "POST",
          headers,
          body: new TextEncoder().encode(body),
        });
        const text = await res.text();
        expect({ pathname, type, status: res.status }).toEqual({ pathname, type, status: 400 });
        expect(text).toContain(FORM_UNREADABLE);
      }
    },
  );
});

async function session(cookie: string): Promise<unknown> {
  const res = await fetch(`${server.baseURL}/api/auth/get-session`, { headers: { cookie } });
  return res.json();
}

describe("smaller ones (item 9)", () => {
  it("does not sign out on a POST /sair from another origin; does from our own", async () => {
    const { consumidor } = await roleCookies(server.baseURL);
    const foreign: Record<string, string>[] = [
      { origin: "https://atacante.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const res = await fetch(`${server.baseURL}/sair`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: consumidor, ...headers },
      });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie().some((c) => c.includes("session_token=;"))).toBe(false);
      expect(await session(consumidor)).not.toBeNull();
    }
    const ours = await fetch(`${server.baseURL}/sair`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: consumidor, origin: server.baseURL, "sec-fetch-site": "same-origin" },
    });
    expect(ours.status).toBe(302);
    expect(await session(consumidor)).toBeNull();
  });

  it("lists sessions without their raw tokens", async () => {
    const cookie = cookies.consumidor;
    const res = await fetch(`${server.baseURL}/api/auth/list-sessions`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      expect(row).not.toHaveProperty("token");
      expect(row).toHaveProperty("id");
    }
    const rawToken = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect(JSON.stringify(list)).not.toContain(rawToken);
    const current = (await session(cookie)) as { session: Record<string, unknown> };
    expect(current.session).not.toHaveProperty("token");
  });

  it("refuses bad names on /api/auth/update-user with 400 in pt-BR", async () => {
    const update = (body: string) =>
      fetch(`${server.baseURL}/api/auth/update-user`, {
        method: "POST",
        headers: {
          cookie: cookies.premium,
          origin: server.baseURL,
          "content-type": "application/json",
        },
        body,
      });
    const cases: [string, number, string | undefined][] = [
      ['{"name":null}', 400, PERSON_NAME_MSG.required],
      [JSON.stringify({ name: "A".repeat(121) }), 400, PERSON_NAME_MSG.tooLong],
      [
        JSON.stringify({ name: "Maria\nURGENTE: confirme seus dados em https://golpe.example" }),
        400,
        PERSON_NAME_MSG.oneLine,
      ],
      ["[1,2]", 400, undefined],
      ["não é json", 400, undefined],
      // Twice the 64 KB limit: fetch writes it whole before the 413 arrives. With 1 MB the server's
      // answer-and-close raced the client's writes (EPIPE in a clean-clone run).
      [JSON.stringify({ name: "A".repeat(128 * 1024) }), 413, undefined],
    ];
    for (const [body, status, message] of cases) {
      const res = await update(body);
      expect(res.status).toBe(status);
      if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    // A JSON body that is not an object (found by the fuzz test) is a 400 on every auth endpoint.
    for (const endpoint of ["sign-up/email", "sign-in/email", "update-user"]) {
      const res = await fetch(`${server.baseURL}/api/auth/${endpoint}`, {
        method: "POST",
        headers: { origin: server.baseURL, "content-type": "application/json" },
        body: "-1.7976931348623155e+308",
      });
      expect(res.status).toBe(400);
    }
    const ok = await update(JSON.stringify({ name: "Maria da Silva" }));
    expect(ok.status).toBe(200);
    expect(((await session(cookies.premium)) as { user: { name: string } }).user.name).toBe(
      "Maria da Silva",
    );
  });

  it("sends the security headers on /healthz, static files and assets", async () => {
    const html = await (await fetch(server.baseURL)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const pathname of ["/healthz", "/favicon.svg", asset!]) {
      const res = await fetch(`${server.baseURL}${pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("DATABASE_URL at start-up (item 9)", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  async function startWith(databaseUrl: string): Promise<{ code: number | null; stderr: string }> {
    const dir = mkdtempSync(path.join(tmpdir(), "revisafacil-dburl-"));
    dirs.push(dir);
    const child = spawn(process.execPath, serverArgs(inject("buildDir")), {
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: inject("buildDir"),
        DATA_DIR: dir,
        PORT: String(await freePort()),
        DATABASE_URL: databaseUrl,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((r) => child.on("exit", r));
    return { code, stderr };
  }

  it("refuses a URL without a database name", async () => {
    const { code, stderr } = await startWith("postgres://postgres@127.0.0.1:5432");
    expect(code).toBe(1);
    expect(stderr).toContain("DATABASE_URL: não diz o nome do banco de dados");
  });

  it("prints the cause of a failed connection in pt-BR on the first line", async () => {
    const { code, stderr } = await startWith("postgres://postgres:segredo@127.0.0.1:1/revisafacil");
    expect(code).toBe(1);
    const first = stderr.split("\n").find((l) => l.trim())!;
    expect(first).toContain(
      "Não foi possível abrir o banco PostgreSQL em 127.0.0.1:1/revisafacil: conexão recusada",
    );
    expect(stderr).not.toContain("segredo");
  });
});
