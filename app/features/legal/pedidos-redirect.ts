import { redirect } from "react-router";

// SPEC §2: the administrative-requests topic is also reachable at /porque-pedidos-administrativos.
export function loader() {
  return redirect("/informacoes-juridicas/pedidos-administrativos", 301);
}
