// /minha-conta/exportar: the signed-in user's data as a JSON download (LGPD art. 18, DESIGN D24).
import { authServices } from "~/features/auth/auth.server";
import { viewerContext } from "~/platform/context";
import type { Route } from "./+types/export-route";
import { exportAccountData } from "./account-data.server";

export async function loader({ context }: Route.LoaderArgs) {
  const userId = context.get(viewerContext).user!.id;
  const payload = await exportAccountData(authServices().config.db, userId);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(payload, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="meus-dados-revisafacil-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
