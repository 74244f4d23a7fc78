/**
 * The first script of every page (decision 21), a classic script in <head> that the build emits on its
 * own (build/page-shell.ts); it imports nothing and is imported by nothing.
 *
 * It runs before the page shell is parsed, so the shell is painted once, in the chosen language and
 * theme. The app's modules are fetched only after that first paint: the title is on the screen after
 * one round trip for the page and its small stylesheet, and the app's ~200 KiB do not delay it (on a
 * slow line they would share its bandwidth).
 */
(() => {
  // an import type, not an import: a declaration would make this file a module, and the build would end
  // the classic script with `export {}`, a syntax error there
  const data = JSON.parse(
    document.getElementById("page-shell-start")?.textContent ?? "null",
  ) as import("./start-data.ts").StartData;
  const html = document.documentElement;
  const LINKS_PER_TASK = 4;

  const stored = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // blocked storage: the app says so itself (StorageBlockedPage)
    }
  };
  const language = stored(data.storage.lang);
  if (language !== null && data.languages.includes(language)) html.lang = language;
  if (stored(data.storage.theme) === data.darkTheme) html.dataset.theme = "dark";

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // the entry's static imports (and a titled screen's code) fetched at once rather than one level
    // per round trip, a few links per task: each link starts its fetch where it is added, at a
    // millisecond or two of main thread apiece on a phone, and a screen may need two dozen files
    const preload = (from: number) => {
      const links = document.createDocumentFragment();
      for (const href of data.modules.slice(from, from + LINKS_PER_TASK)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        links.append(link);
      }
      document.head.append(links);
      if (from + LINKS_PER_TASK < data.modules.length) setTimeout(() => preload(from + LINKS_PER_TASK), 0);
    };
    preload(0);
    // and evaluated one chunk per task (each import also evaluates what that chunk imports, and the
    // list runs from the leaves up): the entry as a whole would evaluate all of them in one task that
    // keeps a phone from answering a tap for a few hundred milliseconds (issue 17: total blocking
    // time). A chunk that fails to load leaves the rest to the entry, which reports the failure.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const startEntry = () => {
      const script = document.createElement("script");
      script.type = "module";
      script.crossOrigin = "";
      script.src = data.entry;
      document.head.append(script);
    };
    data.modules
      .reduce<Promise<unknown>>(
        (previous, href) => previous.then(() => import(href)).then(nextTask),
        Promise.resolve(),
      )
      .then(startEntry, startEntry);
  };

  // Once the browser reports the first contentful paint: the shell is on the screen, not merely drawn. A
  // hidden page paints nothing and starts at once, a page hidden later when that happens; and whatever
  // keeps the report away, the app starts after a second.
  if (document.visibilityState === "hidden") start();
  else {
    document.addEventListener("visibilitychange", start, { once: true });
    setTimeout(start, 1000);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  }
})();
