// The address of "Confirme sua conta" (DESIGN §8.17): the confirmation e-mail links here, not to
// better-auth's /verify-email, which would verify the address without asking for a password.
export const CONFIRM_PATH = "/confirmar-conta";

/** What the page says when the link cannot be used (server and browser). */
export const CONFIRM_MSG = {
  invalidLink:
    "Este link de confirmação é inválido ou expirou. Entre com seu e-mail e senha para receber um novo.",
  alreadyConfirmed: "Esta conta já foi confirmada. Entre com seu e-mail e senha.",
} as const;

/** The page's link for better-auth's verification token, keeping the sign-up's callback. */
export function confirmationLink(baseURL: string, apiUrl: string, token: string): string {
  const callback = new URL(apiUrl, baseURL).searchParams.get("callbackURL");
  const query = new URLSearchParams({ token });
  if (callback) query.set("callbackURL", callback);
  return `${baseURL}${CONFIRM_PATH}?${query.toString()}`;
}

/** A callback inside the site only (a path, never //host), or the login page. */
export function safeCallback(value: string | null | undefined): string {
  return value && /^\/(?![/\\])/.test(value) ? value : "/auth?confirmado=1";
}
