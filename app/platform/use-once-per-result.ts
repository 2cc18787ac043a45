// "Show the toast once": an action's answer (or a flash, a saved row) stays in the route data for
// many renders, and its toast must not come back on each of them.
import { useEffect, useRef } from "react";

const NOTHING_YET = Symbol("nothing yet");

/**
 * Runs `effect` after the render in which a new `result` appears, once: again only when the result
 * changes (compared by `keyOf`, the result itself by default, with ===). No result (null, undefined,
 * false) runs nothing and keeps the last key, so the same answer coming back is not run twice.
 */
export function useOncePerResult<T>(
  result: T | null | undefined | false,
  effect: (result: T) => void,
  keyOf: (result: T) => unknown = (same) => same,
): void {
  const last = useRef<unknown>(NOTHING_YET);
  useEffect(() => {
    if (result === null || result === undefined || result === false) return;
    const key = keyOf(result);
    if (last.current === key) return;
    last.current = key;
    effect(result);
  });
}
