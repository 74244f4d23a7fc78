import type { HtmlTagDescriptor, Plugin } from "vite";

/** The faces the first screen writes in: body text (400) and headings, buttons, table heads (500). */
const FIRST_SCREEN_FONTS = [/roboto-latin-400-normal-[^/]+\.woff2$/, /roboto-latin-500-normal-[^/]+\.woff2$/];

/** The preload links of the first screen's fonts among the bundle's files; a missing one is a build error. */
export function fontPreloadTags(files: readonly string[], base: string): HtmlTagDescriptor[] {
  return FIRST_SCREEN_FONTS.map((pattern) => {
    const file = files.find((name) => pattern.test(name));
    if (!file) throw new Error(`preload-fonts: no font matches ${pattern}`);
    return {
      tag: "link",
      // crossorigin: fonts are fetched in CORS mode, and a preload in another mode would be fetched twice
      attrs: { rel: "preload", href: `${base}${file}`, as: "font", type: "font/woff2", crossorigin: "" },
      injectTo: "head",
    };
  });
}

/**
 * Preloads the first screen's fonts from index.html (issue 17): without it the browser finds them only
 * once the stylesheet is parsed and the text laid out, and swapping them in later moves the text (a
 * layout shift). The file names carry the build's hash, so the links are written after bundling.
 */
export function preloadFonts(): Plugin {
  let base = "/";
  return {
    name: "erhdb:preload-fonts",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) => fontPreloadTags(Object.keys(context.bundle ?? {}), base),
    },
  };
}
