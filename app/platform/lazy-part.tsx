// A component from a lazy module (lazy-module.ts), inside its own Suspense boundary: drawn at once
// when the module is there (on the server always, entry.server loads it first), otherwise after
// its download, with nothing in its place meanwhile. Hydration keeps the server's HTML until then.
import { type ComponentType, lazy, Suspense, useState } from "react";
import type { LazyModule } from "./lazy-module";

export function lazyPart<M, P extends object>(
  module: LazyModule<M>,
  pick: (loaded: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => module.load().then((loaded) => ({ default: pick(loaded) })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy is
  return function LazyPart(props: P) {
    // Chosen once per instance: switching between the two would remount the part (and drop, say,
    // the focus of a field being typed in).
    const [Part] = useState(() => {
      const loaded = module.current();
      return loaded ? pick(loaded) : Lazy;
    });
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
