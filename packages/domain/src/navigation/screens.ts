import type { Access } from "../auth/access.ts";
import { allRights, anyRight, LOGGED_IN, PUBLIC } from "../auth/access.ts";
import type { Right } from "../auth/rights.ts";

export type DrawerGroup = "views" | "administration" | "service" | "information";

export interface Screen {
  /** path below the base path, without query */
  path: string;
  /** i18n key of the screen's title */
  titleKey: string;
  access: Access;
  /** where the drawer lists it; screens without a group are reached otherwise */
  drawer?: DrawerGroup;
}

const right = (r: Right): Access => allRights(r);

/** Every screen of SPEC 2.1 with the access it needs; the drawer order is this order. */
export const SCREENS: readonly Screen[] = [
  { path: "/surveys", titleKey: "screen.surveys", access: PUBLIC, drawer: "views" },
  { path: "/evas", titleKey: "screen.evas", access: PUBLIC, drawer: "views" },
  { path: "/resources", titleKey: "screen.resources", access: LOGGED_IN, drawer: "views" },
  {
    path: "/processes",
    titleKey: "screen.processes",
    access: right("REQUEST_READ"),
    drawer: "administration",
  },
  { path: "/users", titleKey: "screen.users", access: right("USER_READ"), drawer: "administration" },
  {
    path: "/role-administration",
    titleKey: "screen.roleAdministration",
    access: allRights("ROLE_READ", "ROLE_EDIT"),
    drawer: "administration",
  },
  {
    path: "/unassign",
    titleKey: "screen.unassign",
    access: right("ERHEBUNGSID_READ_ADMIN"),
    drawer: "administration",
  },
  {
    path: "/encodings",
    titleKey: "screen.encodings",
    access: right("RESTYPENCODING_READ"),
    drawer: "administration",
  },
  {
    path: "/monitoring",
    titleKey: "screen.monitoring",
    access: right("MONITORING_ACCESS"),
    drawer: "administration",
  },
  {
    path: "/dbquery",
    titleKey: "screen.dbquery",
    access: right("SQLEDITOR_ACCESS"),
    drawer: "administration",
  },
  {
    path: "/webhooks",
    titleKey: "screen.webhooks",
    access: right("WEBHOOK_ADMIN"),
    drawer: "administration",
  },
  { path: "/genericresources", titleKey: "screen.genericresources", access: PUBLIC, drawer: "service" },
  { path: "/documentation", titleKey: "screen.documentation", access: PUBLIC, drawer: "service" },
  { path: "/newsletter", titleKey: "screen.newsletter", access: PUBLIC, drawer: "service" },
  { path: "/privacy", titleKey: "screen.privacy", access: PUBLIC, drawer: "information" },
  { path: "/accessibility", titleKey: "screen.accessibility", access: PUBLIC, drawer: "information" },
  { path: "/imprint", titleKey: "screen.imprint", access: PUBLIC, drawer: "information" },
  { path: "/evastree", titleKey: "screen.evastree", access: PUBLIC },
  { path: "/requests", titleKey: "screen.requests", access: PUBLIC },
  { path: "/requestadminaccess", titleKey: "screen.requestadminaccess", access: PUBLIC },
  { path: "/requeststatisticid", titleKey: "screen.requeststatisticid", access: PUBLIC },
  { path: "/archiveerhebungsid", titleKey: "screen.archiveerhebungsid", access: PUBLIC },
  { path: "/continueerhebungsid", titleKey: "screen.continueerhebungsid", access: PUBLIC },
  { path: "/editerhebungsid", titleKey: "screen.editerhebungsid", access: PUBLIC },
  { path: "/newsletter/subscribe", titleKey: "screen.newsletterSubscribe", access: PUBLIC },
  { path: "/newsletter/unsubscribe", titleKey: "screen.newsletterUnsubscribe", access: PUBLIC },
  { path: "/newsletter/verify/subscribe", titleKey: "screen.newsletterVerifySubscribe", access: PUBLIC },
  { path: "/newsletter/verify/unsubscribe", titleKey: "screen.newsletterVerifyUnsubscribe", access: PUBLIC },
  { path: "/newsletter/edit", titleKey: "screen.newsletterEdit", access: PUBLIC },
  { path: "/login", titleKey: "screen.login", access: PUBLIC },
  { path: "/Show.html", titleKey: "screen.show", access: PUBLIC },
  { path: "/show.html", titleKey: "screen.show", access: PUBLIC },
  { path: "/password/reset", titleKey: "screen.passwordReset", access: PUBLIC },
  { path: "/ticketstatus", titleKey: "screen.ticketstatus", access: PUBLIC },
  { path: "/Load.html", titleKey: "screen.load", access: PUBLIC },
  { path: "/download.html", titleKey: "screen.download", access: PUBLIC },
  { path: "/raw2html.xsl", titleKey: "screen.stylesheet", access: PUBLIC },
  { path: "/res1html.xsl", titleKey: "screen.stylesheet", access: PUBLIC },
  { path: "/res2html.xsl", titleKey: "screen.stylesheet", access: PUBLIC },
  { path: "/resourceedit", titleKey: "screen.resourceedit", access: LOGGED_IN },
  { path: "/settings", titleKey: "screen.settings", access: LOGGED_IN },
];

/**
 * The administration group shows when the role holds any of these rights (SPEC 2.2, and issue 38's
 * WEBHOOK_ADMIN for the webhook screen).
 */
export const ADMINISTRATION_GROUP_ACCESS: Access = anyRight(
  "REQUEST_READ",
  "USER_READ",
  "ROLE_READ",
  "USEREMAILADRESS_READ",
  "ERHEBUNGSID_READ_ADMIN",
  "RESTYPENCODING_READ",
  "MONITORING_ACCESS",
  "SQLEDITOR_ACCESS",
  "WEBHOOK_ADMIN",
);

export const DRAWER_GROUPS: readonly DrawerGroup[] = ["views", "administration", "service", "information"];

export const HOME_PATH = "/surveys";
export const BASE_PATH = "/erhebungsdatenbank";
