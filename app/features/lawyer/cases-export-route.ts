// GET /meus-casos/exportar.csv (DESIGN D17): a Starter/Master lawyer's selected cases as CSV for
// Excel pt-BR. Not a lawyer → lawyer login; free plan → 403 (the button is locked on the page too).
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { viewerContext } from "~/platform/context";
import { LAWYER_LOGIN_PATH } from "~/platform/guards.server";
import type { Route } from "./+types/cases-export-route";
import { NOTE_MSG } from "./case-notes";
import { exportMyCases } from "./case-notes.server";
import { csvFileName } from "./cases-csv";

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (!viewer.user || !viewer.lawyer) throw redirect(LAWYER_LOGIN_PATH);
  const exported = await exportMyCases(db(), { userId: viewer.user.id, email: viewer.user.email });
  if (!exported.ok) {
    return new Response(NOTE_MSG.planOnly, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(exported.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
