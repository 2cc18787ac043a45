// What any component may read from the root loader, named here so that components below the
// shell never import root.tsx's `loader` type (that import made the ui ↔ root circle). root.tsx's
// loader returns `satisfies RootData`, so the two cannot drift apart.
import { useRouteLoaderData } from "react-router";
import type { Viewer } from "./viewer";

export type RootData = {
  viewer: Viewer;
  year: number;
  site: { supportEmail: string };
};

/** The root loader's data; undefined on error pages rendered without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
