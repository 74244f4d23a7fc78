/**
 * What the build (build/page-shell.ts) writes into every page as `#page-shell-start` and the boot script
 * (boot.ts) reads: the entry and its static imports to fetch, where the language and theme are stored,
 * the languages there are and the dark theme's name.
 */
export interface StartData {
  entry: string;
  modules: string[];
  storage: { lang: string; theme: string };
  languages: readonly string[];
  darkTheme: string;
}
