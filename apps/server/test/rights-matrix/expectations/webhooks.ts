import { get, type MatrixRow, post, row } from "../rows.ts";
import { right } from "../who.ts";

/** The webhook targets (issue 38 point 5, decision 48): every call needs WEBHOOK_ADMIN. */
const WEBHOOK_ADMIN = right("WEBHOOK_ADMIN");

const targetRow = (operation: string, writes: boolean, call: (id: number) => ReturnType<typeof get>) =>
  row({
    operation,
    writes,
    allowed: WEBHOOK_ADMIN,
    fixture: (ctx) => ctx.fx.webhookTarget(),
    call: (target) => call(target.id),
  });

export const WEBHOOK_ROWS: MatrixRow[] = [
  row({ operation: "GET /webhook", writes: false, allowed: WEBHOOK_ADMIN, call: () => get("/webhook") }),
  row({
    operation: "POST /webhook",
    writes: true,
    allowed: WEBHOOK_ADMIN,
    // a literal public address: no name to resolve, nothing refused
    call: () =>
      post("/webhook", {
        url: "https://93.184.215.14/matrix",
        statisticId: null,
        kinds: ["SURVEY_PUBLISHED"],
      }),
  }),
  targetRow("GET /webhook/{id}", false, (id) => get(`/webhook/${id}`)),
  targetRow("GET /webhook/{id}/deliveries", false, (id) => get(`/webhook/${id}/deliveries`)),
  targetRow("POST /webhook/{id}/pause", true, (id) => post(`/webhook/${id}/pause`, { paused: true })),
  targetRow("POST /webhook/{id}/resume", true, (id) => post(`/webhook/${id}/resume`)),
  targetRow("POST /webhook/{id}/rotate", true, (id) => post(`/webhook/${id}/rotate`)),
  targetRow("POST /webhook/{id}/test", true, (id) => post(`/webhook/${id}/test`)),
  targetRow("POST /webhook/{id}/delete", true, (id) => post(`/webhook/${id}/delete`)),
];
