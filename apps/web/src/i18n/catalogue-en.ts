import en from "./en.json";
import { type Catalogue, mergeCatalogue } from "./merge-catalogue.ts";

/**
 * The English texts of the first page (the shell, the tables, the surveys): a chunk of its own, loaded
 * only where English is shown; the other features' texts follow in catalogue-en-rest.ts (issue 17).
 */
export const catalogue = mergeCatalogue(
  "en",
  en,
  import.meta.glob<Catalogue>("../features/surveys/i18n/*.en.json", { eager: true, import: "default" }),
);
