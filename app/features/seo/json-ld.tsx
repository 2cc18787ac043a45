// An inline JSON-LD block, serialised on the server (serializeJsonLd in the loaders). It carries
// the request's CSP nonce (docs/decisions/003) like every inline script of ours, although browsers
// do not execute data blocks.
import { useNonce } from "~/ui/nonce";

export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Hydration keeps the server's text; the browser never reads a nonce back (it hides it).
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
