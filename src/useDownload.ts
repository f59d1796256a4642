import { startTransition, useEffect, useState } from 'react';

/** A module downloaded on demand: `load` asks for it at most once (again after a failure), `arrived` once here. */
export interface Download<Module> {
  load(): Promise<Module>;
  arrived(): Module | undefined;
}

export function downloadOnce<Module>(importModule: () => Promise<Module>): Download<Module> {
  let arrived: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load: () => {
      loading ??= importModule().then(
        (module) => {
          arrived = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    arrived: () => arrived,
  };
}

/**
 * The module that `load` downloads: `arrived` at once when it is already here, else undefined until the
 * download ends. A failed download is thrown to the nearest error boundary.
 *
 * Not React.lazy under Suspense. A navigation is a transition, and a page that suspends in one keeps the
 * previous screen mounted until its chunk arrives; React would also hold a module that arrived sooner back
 * until 300 ms after the fallback showed. Here the caller draws its own fallback, in the same render.
 */
export function useDownload<Module>(load: () => Promise<Module>, arrived?: Module): Module | undefined {
  const [download, setDownload] = useState<{ module?: Module; error?: unknown }>(() => ({ module: arrived }));
  const here = download.module !== undefined;
  useEffect(() => {
    if (here) return;
    let current = true;
    load().then(
      (module) => {
        // A transition: React draws what arrived (the app, a page) in slices that give the main thread back
        // every few milliseconds, not in one long task (docs/decisions/0063-first-render-in-slices.md).
        if (current) startTransition(() => setDownload({ module }));
      },
      (error: unknown) => current && setDownload({ error }),
    );
    return () => {
      current = false;
    };
  }, [here, load]);
  if ('error' in download) throw download.error;
  return download.module;
}
