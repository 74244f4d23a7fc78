import type { Language } from "@erhdb/domain";

export type Catalogue = { [key: string]: string | Catalogue };

/**
 * Besides the shared catalogue of a language (`de.json`, `en.json`), a feature keeps its texts beside its
 * code in `features/<feature>/i18n/<part>.<lang>.json`, so that features grow without all editing one
 * file. All parts of a language merge into one catalogue; a key defined twice is a mistake and stops the
 * build. `parts` maps each part's file to its texts, as `import.meta.glob` gives them.
 */
export function mergeCatalogue(language: Language, shared: Catalogue, parts: Record<string, Catalogue>) {
  const merged: Catalogue = structuredClone(shared);
  for (const [file, part] of Object.entries(parts)) {
    if (!file.endsWith(`.${language}.json`)) throw new Error(`${file} is no ${language} catalogue part`);
    mergeInto(merged, part, file);
  }
  return merged;
}

/** Adds `part`'s texts to `target`; `source` names the part when a key is defined twice. */
export function mergeInto(target: Catalogue, part: Catalogue, source: string, path: string[] = []): void {
  for (const [key, value] of Object.entries(part)) {
    const existing = target[key];
    if (typeof value === "object" && (existing === undefined || typeof existing === "object")) {
      const child: Catalogue = existing ?? {};
      target[key] = child;
      mergeInto(child, value, source, [...path, key]);
    } else if (existing !== undefined) {
      throw new Error(`i18n key ${[...path, key].join(".")} of ${source} is defined twice`);
    } else {
      target[key] = value;
    }
  }
}
