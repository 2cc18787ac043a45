// Where the payment provider sends the person back (DESIGN §8b.27): an allow-list, never the raw
// Host header. APP_URL's host always; when APP_URL was not set explicitly (a development machine,
// where the default is http://localhost:PORT) also its loopback aliases on the same port, so
// someone browsing http://127.0.0.1:PORT returns where their session cookie lives.

const LOOPBACK_ALIASES = ["localhost", "127.0.0.1", "[::1]"] as const;

/** The origin for the provider's links: APP_URL's, or an allowed loopback alias the request used. */
export function returnOrigin(
  requestUrl: string | undefined,
  appUrl: string,
  appUrlExplicit: boolean,
): string {
  const app = new URL(appUrl);
  if (appUrlExplicit || !requestUrl) return app.origin;
  let request: URL;
  try {
    request = new URL(requestUrl);
  } catch {
    return app.origin;
  }
  const alias = LOOPBACK_ALIASES.find((h) => h === request.hostname.toLowerCase());
  const sameServer = request.protocol === app.protocol && request.port === app.port;
  // Built from the list and APP_URL's own scheme and port: nothing of the request is echoed.
  return alias && sameServer
    ? `${app.protocol}//${alias}${app.port ? `:${app.port}` : ""}`
    : app.origin;
}
