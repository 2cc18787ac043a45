// The dashboard's line under a recorded result (DESIGN D30). It names "Minhas análises" but lives
// here: the history feature imports analysis, never the other way round (DESIGN §8.16).
export const SAVED_ANALYSIS_MSG = {
  dashboardSaved: "Esta análise ficou salva em Minhas análises.",
  dashboardOpen: "Abrir em Minhas análises",
} as const;
