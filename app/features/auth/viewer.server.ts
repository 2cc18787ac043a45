import { SIGNED_OUT, type Viewer } from "./viewer";

// Accounts arrive with the accounts issue; until then every visitor is signed out.
export async function getViewer(_request: Request): Promise<Viewer> {
  return SIGNED_OUT;
}
