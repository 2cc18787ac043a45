// A module the browser fetches on demand (its own chunk, off the page's first load: DESIGN §7.14,
// ≤ 120 KB of gzip JS) that code can still read synchronously once it has arrived. `load()` starts
// the download once (again after a failure); `current()` is the module, or undefined until then.
export interface LazyModule<M> {
  load(): Promise<M>;
  current(): M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
