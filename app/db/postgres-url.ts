// What is wrong with a DATABASE_URL, and why a connection failed, in pt-BR (issue 11 item 9).
// A URL without a database name connects to the "postgres" maintenance database, and the
// migrations once ran there: it is refused. Connection errors name their cause on the first line.

/** null when the URL is usable; otherwise what is wrong with it, in pt-BR. */
export function postgresUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "não é uma URL válida (formato: postgres://usuario:senha@host:5432/nome_do_banco)";
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    return "deve ser uma URL postgres:// (ou vazia para usar o PGlite embutido)";
  }
  const name = decodeURIComponent(url.pathname.replace(/^\/+/, ""));
  if (!name) {
    return 'não diz o nome do banco de dados (termine com /nome_do_banco); sem ele as tabelas iriam para o banco de manutenção "postgres"';
  }
  return null;
}

/** host:porta/banco of a URL, without the user or password (safe to print). */
export function describeTarget(value: string): string {
  try {
    const url = new URL(value);
    return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "(URL inválida)";
  }
}

type WithCode = { code?: unknown; errors?: unknown[]; cause?: unknown; message?: unknown };

function errorCode(error: unknown): string | undefined {
  const e = error as WithCode | undefined;
  if (!e || typeof e !== "object") return undefined;
  if (typeof e.code === "string") return e.code;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const code = errorCode(inner);
      if (code) return code;
    }
  }
  return e.cause ? errorCode(e.cause) : undefined;
}

const CAUSES: Record<string, string> = {
  ECONNREFUSED: "conexão recusada (o PostgreSQL está no ar e escutando nesse host e porta?)",
  ENOTFOUND: "o nome do host não foi encontrado (confira o host na URL)",
  EAI_AGAIN: "não foi possível resolver o nome do host agora (DNS indisponível)",
  ETIMEDOUT: "o servidor não respondeu a tempo (firewall ou host errado?)",
  ECONNRESET: "o servidor fechou a conexão (SSL exigido? tente ?sslmode=require)",
  "28P01": "usuário ou senha incorretos",
  "28000": "acesso negado pelo servidor (pg_hba.conf não permite este usuário ou host)",
  "3D000": "o banco de dados não existe (crie-o antes com createdb)",
  "42501": "o usuário não tem permissão para criar as tabelas nesse banco",
  "57P03": "o servidor ainda está iniciando; tente de novo em instantes",
  "53300": "o servidor não aceita mais conexões (limite atingido)",
};

/** One line in pt-BR: where we tried to connect and why it failed. */
export function connectionFailureMessage(databaseUrl: string, error: unknown): string {
  const code = errorCode(error);
  const raw = (error as WithCode | undefined)?.message;
  const cause =
    (code && CAUSES[code]) ??
    (typeof raw === "string" && raw.trim() ? raw.trim().split("\n")[0] : "erro desconhecido") +
      (code ? ` (${code})` : "");
  return `Não foi possível abrir o banco PostgreSQL em ${describeTarget(databaseUrl)}: ${cause}.`;
}
