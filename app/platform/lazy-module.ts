// A module the browser fetches on demand (its own chunk, off the page's first load: DESIGN §7.14,
// ≤ 120 KB of gzip JS) that code can still read synchronously once it has arrived. `load()` starts
// the download once (again after a failure); `current()` is the module, or undefined until then.
export interface LazyModule<M> {
  load(): Promise<M>;
  current(): M | undefined;
}

// On the server, every lazy module, so that a render never waits on one (loadLazyModules).
const onServer: LazyModule<unknown>[] = [];

/**
 * Server: loads every lazy module made so far (each route module makes its own when the server
 * build loads), so the HTML holds their parts in full — a Suspense boundary left pending would be
 * filled by a script, which a browser without JavaScript never runs. entry.server awaits it before
 * each render; after the first, the promises are settled already.
 */
export async function loadLazyModules(): Promise<void> {
  await Promise.all(onServer.map((module) => module.load()));
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  const module: LazyModule<M> = {
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
  if (import.meta.env.SSR) onServer.push(module);
  return module;
}
