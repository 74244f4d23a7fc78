import { BASE_PATH } from "@erhdb/domain";
import { type MatrixRow, row } from "../rows.ts";
import { everyone } from "../who.ts";

/**
 * The surveys for catalogues beside the API (issue 37, decision 44): a public approved survey's DDI study
 * and OAI-PMH by GET and POST, public, with or without a session.
 */
export const STUDY_METADATA_ROWS: MatrixRow[] = [
  row({
    operation: "GET /ddi/study/{erhebungsid}",
    writes: false,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.survey("A", { status: 3, accessMode: true }),
    call: (survey) => ({
      method: "GET",
      url: `${BASE_PATH}/ddi/study/${survey.erhebungsid}`,
      besideApi: true,
    }),
  }),
  row({
    operation: "GET /oai",
    writes: false,
    allowed: everyone,
    call: () => ({ method: "GET", url: `${BASE_PATH}/oai?verb=Identify`, besideApi: true }),
  }),
  row({
    operation: "POST /oai",
    writes: false,
    allowed: everyone,
    call: () => ({
      method: "POST",
      url: `${BASE_PATH}/oai`,
      payload: "verb=Identify",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      besideApi: true,
    }),
  }),
];
