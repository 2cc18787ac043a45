import { useEffect, useState } from "react";

/** True after hydration: widgets that only work with JavaScript render from then on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
