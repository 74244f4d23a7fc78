import { type Catalogue, mergeCatalogue } from "./merge-catalogue.ts";

/** The German texts of every feature but the surveys (catalogue-de.ts has those). */
export const catalogue = mergeCatalogue(
  "de",
  {},
  import.meta.glob<Catalogue>(["../features/*/i18n/*.de.json", "!../features/surveys/**"], {
    eager: true,
    import: "default",
  }),
);
