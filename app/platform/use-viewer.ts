import { useRootData } from "./root-data";
import { SIGNED_OUT, type Viewer } from "~/platform/viewer";

/** The viewer from the root loader; signed out when the root loader has no data (error pages). */
export function useViewer(): Viewer {
  return useRootData()?.viewer ?? SIGNED_OUT;
}
