import de from "./de.json";
import { type Catalogue, mergeCatalogue } from "./merge-catalogue.ts";

/**
 * The German texts of the first page (the shell, the tables, the surveys): a chunk of its own, loaded
 * only where German is shown; the other features' texts follow in catalogue-de-rest.ts (issue 17).
 */
export const catalogue = mergeCatalogue(
  "de",
  de,
  import.meta.glob<Catalogue>("../features/surveys/i18n/*.de.json", { eager: true, import: "default" }),
);
