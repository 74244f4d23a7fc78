import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { LANGUAGES, type Language, SCREENS, SHELL_PAGES_DIR, STORAGE_KEYS, THEME } from "@erhdb/domain";
import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
import { minify, type Plugin, transformWithOxc } from "vite";
import de from "../src/i18n/de.json" with { type: "json" };
import en from "../src/i18n/en.json" with { type: "json" };
import type { StartData } from "../src/page-shell/start-data.ts";
import { chunkHolding, staticClosure } from "./chunk-graph.ts";
import { screenModuleIds } from "./screen-modules.ts";

/**
 * The public screens whose page shows `t(titleKey)` as its h1 at once (<Page title=…>): the server sends
 * them a page whose shell already carries that title (SHELL_PAGES_DIR) and whose boot script fetches the
 * screen's code, the module screen-modules.ts loads for it, with the entry's. The end-to-end test
 * page-shell.spec.ts holds each to its title.
 */
export const TITLED_SCREENS: readonly string[] = [
  "/surveys",
  "/evas",
  "/genericresources",
  "/documentation",
  "/newsletter",
];

type Texts = Record<Language, string>;

const CATALOGUES: Record<Language, unknown> = { de, en };

function text(language: Language, key: string): string {
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      CATALOGUES[language],
    );
  if (typeof value !== "string") throw new Error(`page-shell: no ${language} text ${key}`);
  return value;
}

function texts(key: string, screen?: Texts): Texts {
  const one = (language: Language) => {
    const template = text(language, key);
    return screen ? template.replace("{{screen}}", screen[language]) : template;
  };
  return { de: one("de"), en: one("en") };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Both languages; the shell's style shows the one <html lang> names (index.html). */
const bilingual = (value: Texts) =>
  LANGUAGES.map((language) => `<span lang="${language}">${escapeHtml(value[language])}</span>`).join("");

function replaceOnce(html: string, marker: string, replacement: string): string {
  const parts = html.split(marker);
  if (parts.length !== 2) throw new Error(`page-shell: index.html must hold ${marker} exactly once`);
  return parts.join(replacement);
}

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

function screenTitle(path: string): Texts {
  const screen = SCREENS.find((candidate) => candidate.path === path);
  if (!screen) throw new Error(`page-shell: ${path} is not a screen`);
  return texts(screen.titleKey);
}

/**
 * A page as the server sends it: Vite's module tags moved into the boot script's data (fetched after the
 * first paint, not while the shell waits for it), the boot script in their place, and the app bar with
 * the product's name; for a titled screen (`path`) its title in the app bar and as the h1, as the app
 * shows them, and its code (`screenModules`, each after those it imports) fetched and evaluated with the
 * entry's imports: not by the entry, where Vite's preload adds a link per file in the task that also
 * starts React (issue 17: total blocking time).
 */
export function shellPage(
  viteHtml: string,
  bootUrl: string,
  path?: string,
  screenModules: readonly string[] = [],
): string {
  const entries = [...viteHtml.matchAll(ENTRY_TAG)].map((match) => match[1]);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined)
    throw new Error(`page-shell: expected one entry script in index.html, found ${entries.length}`);
  if (screenModules.includes(entry))
    throw new Error(`page-shell: the code of ${path} imports the entry; it would start the app early`);
  const entryModules = [...viteHtml.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? "");
  const start: StartData = {
    entry,
    modules: [...new Set([...entryModules, ...screenModules])],
    storage: { lang: STORAGE_KEYS.lang, theme: STORAGE_KEYS.theme },
    languages: LANGUAGES,
    darkTheme: String(THEME.dark),
  };
  // JSON in a data block: not run, so not a script the page's CSP would have to allow
  const json = JSON.stringify(start).replace(/</g, "\\u003c");
  const head =
    `\n    <script type="application/json" id="page-shell-start">${json}</script>` +
    `\n    <script src="${bootUrl}"></script>`;
  const withoutModules = viteHtml.replace(ENTRY_TAG, "").replace(PRELOAD_TAG, "");
  const withBoot = replaceOnce(withoutModules, "</title>", `</title>${head}`);
  const title = path === undefined ? undefined : screenTitle(path);
  const bar = title ? texts("app.title", title) : texts("app.name");
  const withBar = replaceOnce(withBoot, "<!--page-shell-bar-->", `<div>${bilingual(bar)}</div>`);
  return title ? replaceOnce(withBar, "<!--page-shell-title-->", `<h1>${bilingual(title)}</h1>`) : withBar;
}

/** The boot script's data in a page shellPage wrote (for the tests that read what a page asks for). */
export function startDataOf(html: string): StartData {
  const json = /<script type="application\/json" id="page-shell-start">(.*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error("page-shell: the page has no start data");
  return JSON.parse(json) as StartData;
}

const BOOT_SOURCE = fileURLToPath(new URL("../src/page-shell/boot.ts", import.meta.url));

/**
 * Writes the page shell's pages (decision 21): index.html for every address, and one per titled screen
 * under SHELL_PAGES_DIR. Runs after Vite has written index.html into the bundle.
 */
export function pageShell(): Plugin {
  let base = "/";
  return {
    name: "erhdb:page-shell",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle: OutputBundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("page-shell: the bundle has no index.html");
      const boot = await transformWithOxc(await readFile(BOOT_SOURCE, "utf8"), BOOT_SOURCE, {
        lang: "ts",
        target: "es2020",
      });
      const { code } = await minify(BOOT_SOURCE, boot.code);
      const bootFile = this.getFileName(this.emitFile({ type: "asset", name: "boot.js", source: code }));
      const viteHtml = String((index as OutputAsset).source);
      const bootUrl = `${base}${bootFile}`;
      index.source = shellPage(viteHtml, bootUrl);
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      let modules = new Map<string, string>();
      try {
        modules = await screenModuleIds(this, TITLED_SCREENS);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      for (const [path, module] of modules) {
        const screen = chunkHolding(chunks, module);
        if (!screen) this.error(`page-shell: no chunk holds ${module}, the code of ${path}`);
        const screenModules = staticClosure(chunks, [screen]).map((chunk) => `${base}${chunk.fileName}`);
        const fileName = `${SHELL_PAGES_DIR}${path}.html`;
        this.emitFile({ type: "asset", fileName, source: shellPage(viteHtml, bootUrl, path, screenModules) });
      }
    },
  };
}
