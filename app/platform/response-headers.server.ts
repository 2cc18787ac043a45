// Set-Cookie lines from better-auth, as headers for an action's data() or redirect().
export function cookieHeaders(setCookies: string[], extra: string[] = []): Headers {
  const headers = new Headers();
  for (const c of [...setCookies, ...extra]) headers.append("Set-Cookie", c);
  return headers;
}
