import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { SIGNED_OUT, type Viewer } from "./viewer";

/** The viewer from the root loader; signed out when the root loader has no data (error pages). */
export function useViewer(): Viewer {
  return useRouteLoaderData<typeof loader>("root")?.viewer ?? SIGNED_OUT;
}
