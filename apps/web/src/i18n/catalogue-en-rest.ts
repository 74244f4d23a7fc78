import { type Catalogue, mergeCatalogue } from "./merge-catalogue.ts";

/** The English texts of every feature but the surveys (catalogue-en.ts has those). */
export const catalogue = mergeCatalogue(
  "en",
  {},
  import.meta.glob<Catalogue>(["../features/*/i18n/*.en.json", "!../features/surveys/**"], {
    eager: true,
    import: "default",
  }),
);
