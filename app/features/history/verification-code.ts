// The laudo's verification code as people read and type it (DESIGN §7.8): 32 base32 characters
// (160 random bits, made in history.server.ts), shown in groups of four.

/** "ABCD-EFGH-…" for people; the route accepts it with or without the hyphens, any case. */
export const formatVerificationCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

export function normalizeVerificationCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z2-7]{32}$/.test(code) ? code : null;
}
