// Removes personal data from free text before it is logged or reported: e-mails, CPFs, phone
// numbers and secrets by name (URL and form parameters, JSON members). Error messages can quote a row's values (a
// unique-key violation names the e-mail), so every error message goes through here.
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
const PHONE = /\(?\b\d{2}\)?\s?9?\d{4}-?\d{4}\b/g;
// Secrets by name: in a URL or form body (`?token=…`, `password=…` anywhere a name starts), as a
// JSON member (`"password":"…"`), and passwords written as `senha: …`.
const SECRET_NAMES =
  "token|code|codigo|session|callbackURL|password|newPassword|currentPassword|senha|secret|api[_-]?key";
const SECRET_PARAM = new RegExp(
  `((?:^|[?&\\s;,(\\[{"'])(?:${SECRET_NAMES})=)[^&#\\s"',;)\\]}]+`,
  "gi",
);
const SECRET_JSON = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*")(?:[^"\\\\]|\\\\.)*"`, "gi");
const PASSWORD_PROSE = /\b((?:password|senha|passwd)\s*:\s*)[^\s,;]+/gi;

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(CPF, "[cpf]")
    .replace(PHONE, "[telefone]")
    .replace(SECRET_PARAM, "$1[redigido]")
    .replace(SECRET_JSON, '$1[redigido]"')
    .replace(PASSWORD_PROSE, "$1[redigido]");
}

export interface ScrubbedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
}

/** An error as the log and the error reports may carry it. */
export function scrubError(error: unknown): ScrubbedError {
  if (!(error instanceof Error)) {
    // An error-like object (already serialised, or thrown by a library as a plain object).
    if (
      error &&
      typeof error === "object" &&
      typeof (error as { message?: unknown }).message === "string"
    ) {
      const e = error as { message: string; name?: unknown; type?: unknown; stack?: unknown };
      return {
        type: String(e.type ?? e.name ?? "object"),
        message: scrubText(e.message),
        stack: typeof e.stack === "string" ? scrubText(e.stack) : undefined,
      };
    }
    return { type: typeof error, message: scrubText(String(error)) };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrubText(error.message),
    stack: error.stack ? scrubText(error.stack) : undefined,
    ...(typeof code === "string" ? { code } : {}),
  };
}
