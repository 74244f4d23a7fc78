import { BASE_PATH } from "@erhdb/domain";
import { type MatrixRow, row } from "../rows.ts";
import { everyone } from "../who.ts";

/** The load balancer's probes beside the API (issue 27): public, with or without a session. */
const probe = (operation: "GET /health" | "GET /health/ready") =>
  row({
    operation,
    writes: false,
    allowed: everyone,
    call: () => ({ method: "GET", url: `${BASE_PATH}${operation.slice("GET ".length)}`, besideApi: true }),
  });

export const HEALTH_ROWS: MatrixRow[] = [probe("GET /health"), probe("GET /health/ready")];
