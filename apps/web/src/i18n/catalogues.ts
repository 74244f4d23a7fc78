import type { Language } from "@erhdb/domain";
import de from "./de.json";
import en from "./en.json";

type Catalogue = { [key: string]: string | Catalogue };

/**
 * Besides the shared catalogues here, a feature keeps its texts beside its code in
 * `features/<feature>/i18n/<part>.<lang>.json`, so that features grow without all editing one file.
 * All parts merge into one catalogue per language; a key defined twice is a mistake and stops the build.
 */
const featureParts: Record<string, Catalogue> = import.meta.glob("../features/*/i18n/*.json", {
  eager: true,
  import: "default",
});

function mergeInto(target: Catalogue, part: Catalogue, source: string, path: string[] = []): void {
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

function catalogue(language: Language, shared: Catalogue): Catalogue {
  const merged: Catalogue = structuredClone(shared);
  for (const [file, part] of Object.entries(featureParts)) {
    if (file.endsWith(`.${language}.json`)) mergeInto(merged, part, file);
  }
  return merged;
}

/** The feature files that lack their other language, to let the parity test name them. */
export function unpairedFeatureFiles(): string[] {
  const files = new Set(Object.keys(featureParts));
  return [...files].filter((file) => {
    const other = file.endsWith(".de.json")
      ? file.replace(/\.de\.json$/, ".en.json")
      : file.replace(/\.en\.json$/, ".de.json");
    return !files.has(other);
  });
}

export const catalogues: Record<Language, Catalogue> = { de: catalogue("de", de), en: catalogue("en", en) };
