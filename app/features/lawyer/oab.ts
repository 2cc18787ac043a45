// The OAB registration as the product shows and checks it (DESIGN D18/D32): the number's format
// with its section (UF), and the admin's verification state. Client-safe.
// The same values as OAB_STATUSES in ~/db/schema (not imported: this module reaches the browser).
export type OabStatus = "pendente" | "verificado" | "rejeitado";

/** "OAB/SP 123456" (or "OAB 123456" for a row saved before the UF was asked). */
export const formatOab = (oab: string, uf: string | null) =>
  uf ? `OAB/${uf} ${oab}` : `OAB ${oab}`;

export const OAB_STATUS_LABEL: Record<OabStatus, string> = {
  pendente: "Em verificação",
  verificado: "Verificada",
  rejeitado: "Não verificada",
};

export const OAB_MSG = {
  pending:
    "Sua inscrição na OAB está em verificação: nossa equipe confere o número no Cadastro Nacional dos Advogados. Você poderá selecionar casos assim que ela for verificada.",
  rejected: (motivo: string | null) =>
    `Não conseguimos verificar sua inscrição na OAB${motivo ? `: ${motivo}` : "."} Corrija o número e a seccional e salve o perfil para uma nova verificação.`,
  casesHidden:
    "Os dados de contato dos clientes só aparecem depois que sua inscrição na OAB for verificada pela nossa equipe.",
  selectPending:
    "Sua inscrição na OAB ainda está em verificação. Você poderá selecionar casos assim que ela for verificada.",
  selectRejected:
    "Sua inscrição na OAB não foi verificada. Revise o número e a seccional no seu perfil.",
} as const;
