import { get, type MatrixRow, post, row } from "../rows.ts";
import { everyone, loggedIn } from "../who.ts";

/**
 * The newsletter (SPEC 2.22, 7 "Newsletter"; decision 17): open to everyone, the token or the address
 * decides; only `tokenForUser` needs a session. Every call names an address or a token of its own: the
 * calls are rate-limited per address.
 */

const mailing = (path: string) =>
  row({
    operation: `GET ${path}`,
    writes: true,
    allowed: everyone,
    fixture: async (ctx) => ctx.fx.mail("abo"),
    call: (mail) => get(`${path}?mail=${encodeURIComponent(mail)}`),
  });

const check = (path: string) =>
  row({
    operation: `GET ${path}`,
    writes: false,
    allowed: everyone,
    fixturePerCall: true,
    fixture: async (ctx) => ctx.fx.mail("abo"),
    call: (mail) => get(`${path}?mail=${encodeURIComponent(mail)}`),
  });

export const NEWSLETTER_ROWS: MatrixRow[] = [
  mailing("/newsletter/unsubscribev2"),
  mailing("/newsletter/unsubscribe/resend"),
  mailing("/newsletter/edit/resend"),
  row({
    operation: "POST /newsletter/subscribev2",
    writes: true,
    allowed: everyone,
    fixture: async (ctx) => ctx.fx.mail("abo"),
    call: (mail) => post("/newsletter/subscribev2", { mail, statisticId: "allID", resourceType: "99" }),
  }),
  row({
    operation: "GET /newsletter/verify/subscribe",
    writes: true,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.newsletterToken("VERIFY_SUBSCRIBE"),
    call: (token) => get(`/newsletter/verify/subscribe?token=${token}`),
  }),
  row({
    operation: "GET /newsletter/verify/unsubscribe",
    writes: true,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.newsletterToken("VERIFY_UNSUBSCRIBE"),
    call: (token) => get(`/newsletter/verify/unsubscribe?token=${token}`),
  }),
  row({
    operation: "GET /newsletter/userdata",
    writes: false,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.newsletterToken("EDIT"),
    call: (token) => get(`/newsletter/userdata?token=${token}`),
  }),
  row({
    operation: "POST /newsletter/update",
    writes: true,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.newsletterToken("EDIT"),
    call: (token) =>
      post("/newsletter/update", { token, topics: [{ statisticId: "allID", resourceType: "97" }] }),
  }),
  row({
    operation: "GET /newsletter/tokenForUser",
    writes: true,
    allowed: loggedIn,
    call: () => get("/newsletter/tokenForUser"),
  }),
  check("/newsletter/checkuserv2"),
  check("/newsletter/checkMailSubscribe"),
  check("/newsletter/checkMailEdit"),
  row({
    operation: "POST /newsletter/oneclick",
    writes: true,
    allowed: everyone,
    fixture: (ctx) => ctx.fx.newsletterToken("MANAGE"),
    call: (token) =>
      post(`/newsletter/oneclick?token=${token}`, "List-Unsubscribe=One-Click", {
        "content-type": "application/x-www-form-urlencoded",
      }),
  }),
];
