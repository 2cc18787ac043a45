// Where the course lives (client-safe: the pages link to these).
export const COURSE_PATHS = {
  landing: "/curso-reducao-consignado",
  enrol: "/curso-reducao-consignado/inscricao",
  area: "/curso-reducao-consignado/aulas",
  /** "Quero me inscrever" (DESIGN §8b.22): after sign-in, /auth sends the person to enrol. */
  login: "/auth?from=curso",
} as const;
