// The client address for rate limits and consent records (issue #11 item 8). Behind a trusted
// proxy the leftmost X-Forwarded-For entry is whatever the client sent; each proxy appends the
// address it saw, so the client is the entry `hops` places from the right (Express's numeric
// "trust proxy"). Anything that is not an IP address falls back to the socket's.
import { isIP } from "node:net";

/**
 * The entry of a comma-separated X-Forwarded-* header our own proxies wrote: `hops` places from
 * the right, or the leftmost when there are fewer entries than proxies. null when empty.
 */
export function trustedForwardedEntry(
  header: string | null | undefined,
  hops: number,
): string | null {
  if (!header) return null;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - Math.max(1, Math.floor(hops)))]!;
}

export function clientIpFrom(input: {
  forwardedFor: string | null | undefined;
  socketAddress: string | null | undefined;
  trustProxy: boolean;
  /** How many proxies of ours stand in front of the server (TRUSTED_PROXY_HOPS, ≥ 1). */
  hops: number;
}): string {
  const socket = input.socketAddress || "unknown";
  if (!input.trustProxy) return socket;
  const chosen = trustedForwardedEntry(input.forwardedFor, input.hops);
  return chosen && isIP(chosen) ? chosen : socket;
}
