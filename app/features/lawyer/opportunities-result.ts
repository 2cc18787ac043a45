// What the /oportunidades-advogados action answers, named so that the cards it renders read it
// without importing the page module (that import made a circle: page → card → page).
import type { ProfileErrors } from "./profile-schema";

type Toast = { title: string; description?: string };

export type OpportunitiesActionResult =
  | { intent: "perfil"; ok: false; error: string; errors: ProfileErrors }
  | { intent: "perfil"; ok: true; toast: Toast }
  | { intent: "selecionar"; ok: false; error: string }
  | { intent: "selecionar"; ok: true; toast: Toast };
