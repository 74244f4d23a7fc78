import { BASE_PATH } from "@erhdb/domain";
import { type MatrixRow, row } from "../rows.ts";
import { everyone } from "../who.ts";

/** The SDMX structure queries beside the API (issue 37, decision 42): public, with or without a session. */
const query = (operation: string, path: string) =>
  row({
    operation: `GET /sdmx/v2/structure/${operation}`,
    writes: false,
    allowed: everyone,
    call: () => ({ method: "GET", url: `${BASE_PATH}/sdmx/v2/structure/${path}`, besideApi: true }),
  });

export const SDMX_ROWS: MatrixRow[] = [
  query("{artefactType}", "codelist"),
  query("{artefactType}/{agencyID}", "codelist/DESTATIS"),
  query("{artefactType}/{agencyID}/{resourceID}", "codelist/DESTATIS/CL_PERIOD"),
  query("{artefactType}/{agencyID}/{resourceID}/{version}", "codelist/DESTATIS/CL_PERIOD/1.0.0"),
  query("{artefactType}/{agencyID}/{resourceID}/{version}/{itemID}", "codelist/DESTATIS/CL_PERIOD/1.0.0/00"),
];
