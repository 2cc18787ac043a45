// The counters moved to services/rate-limit.server.ts (auth needs them too, issue 23); this name
// stays for the features that import it.
export { hitRateLimit, retryAfterText } from "~/services/rate-limit.server";
