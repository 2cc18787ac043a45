import { redirect } from "react-router";

// DESIGN D3: the canonical path is /politica-privacidade.
export function loader() {
  return redirect("/politica-privacidade", 301);
}
