// The Set-Cookie lines of a sign-in or sign-up that must have worked: the test fails with the
// refusal's sentence otherwise.
export function sessionCookies(
  outcome: { ok: true; setCookies: string[] } | { ok: false; message: string },
): string[] {
  if (!outcome.ok) throw new Error(`expected a session, got: ${outcome.message}`);
  return outcome.setCookies;
}
