// Where the shared header/footer give way (SPEC §2 "Header and footer").
export const LAWYER_PATHS = new Set([
  "/auth-revisaconecta",
  "/oportunidades-advogados",
  "/solicitacao-enviada-revisaconecta",
  "/meus-casos",
  "/suporte-revisaconecta",
  "/alertas-revisaconecta",
]);

/** Pages with no header or footer at all. */
export const HEADERLESS_PATHS = new Set(["/lp-servidor-publico"]);

export const isBlogPath = (pathname: string) =>
  pathname === "/blog" || pathname.startsWith("/blog-");
