import { startTransition, useEffect, useState } from "react";

/** Something a page needs soon but not for its first paint, fetched once however often it is asked. */
export interface Preloadable<T> {
  load(): Promise<T>;
  /** the value once it has arrived */
  readonly current: T | undefined;
}

export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let promise: Promise<T> | undefined;
  const loader: { current: T | undefined; load(): Promise<T> } = {
    current: undefined,
    load() {
      promise ??= load().then((value) => {
        loader.current = value;
        return value;
      });
      return promise;
    },
  };
  return loader;
}

/**
 * The value of `preloaded` once it has arrived, `undefined` until then; the load starts with the first
 * render. Unlike React.lazy it does not suspend, so a component can keep showing what it has and show
 * the part once it is there (the snackbar its message). A load that fails is thrown to the page's error
 * boundary, as a failed screen is.
 */
export function useLoaded<T>(preloaded: Preloadable<T>): T | undefined {
  const [value, setValue] = useState<{ loaded: T } | undefined>(() =>
    preloaded.current === undefined ? undefined : { loaded: preloaded.current },
  );
  const [failure, setFailure] = useState<unknown>(undefined);
  useEffect(() => {
    if (value) return;
    let current = true;
    preloaded.load().then(
      // what arrived renders as a transition: in slices, between which the page answers input
      (loaded) => current && startTransition(() => setValue({ loaded })),
      (error: unknown) => current && setFailure(() => error ?? new Error("load failed")),
    );
    return () => {
      current = false;
    };
  }, [preloaded, value]);
  if (failure !== undefined) throw failure;
  return value?.loaded;
}
