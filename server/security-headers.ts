// Security headers for every response. The CSP allows exactly what the app loads: its own
// scripts (plus the per-request nonce React Router's inline hydration script carries), styles,
// fonts and images, Stripe's pages as navigation targets, and sandboxed external video frames.
// Static files, /healthz and assets carry no inline script: their CSP has no nonce (null). A page
// served from the public-page cache cannot carry a per-request nonce: its CSP lists the hashes of
// its inline scripts instead (server/page-cache.ts, docs/decisions/007).
export type InlineScripts = string | { hashes: readonly string[] } | null;

function scriptSources(inline: InlineScripts): string {
  if (inline === null) return "script-src 'self'";
  if (typeof inline === "string") return `script-src 'self' 'nonce-${inline}'`;
  return ["script-src 'self'", ...inline.hashes].join(" ");
}

export function contentSecurityPolicy(inline: InlineScripts): string {
  return [
    "default-src 'self'",
    scriptSources(inline),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(inline: InlineScripts, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(inline),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
