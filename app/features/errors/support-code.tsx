// The code support asks for on the error page. A server-rendered error shows the request id of
// the request that failed (it is in the log line and the error report); an error that happens in
// the browser gets a code of its own, reported to /api/erros so the same code is in the log.
import { createContext, useContext, useEffect, useState } from "react";

const RequestIdContext = createContext<string | undefined>(undefined);
/** Set by entry.server for the request being rendered. */
export const RequestIdProvider = RequestIdContext.Provider;

function newBrowserCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `c-${Array.from(bytes, (b) => b.toString(36).padStart(2, "0")).join("")}`;
}

export function SupportCode({ error }: { error: unknown }) {
  const serverId = useContext(RequestIdContext);
  // On hydration the code is read back from the server's HTML, so both renders agree.
  const [state] = useState(() => {
    if (serverId) return { code: serverId, fromBrowser: false };
    const rendered =
      typeof document === "undefined"
        ? null
        : document.querySelector<HTMLElement>("[data-codigo-suporte]");
    if (rendered?.dataset.codigoSuporte)
      return { code: rendered.dataset.codigoSuporte, fromBrowser: false };
    return { code: typeof crypto === "undefined" ? "" : newBrowserCode(), fromBrowser: true };
  });

  useEffect(() => {
    if (!state.fromBrowser || !state.code) return;
    const err = error instanceof Error ? error : new Error(String(error));
    void fetch("/api/erros", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        codigo: state.code,
        mensagem: err.message.slice(0, 500),
        rota: window.location.pathname.slice(0, 300),
        pilha: err.stack?.slice(0, 4_000),
      }),
    }).catch(() => undefined);
  }, [state, error]);

  if (!state.code) return null;
  return (
    <p className="mt-4 text-sm text-slate-600" data-codigo-suporte={state.code}>
      Se precisar falar com o suporte, informe o código{" "}
      <code className="font-mono">{state.code}</code>.
    </p>
  );
}
