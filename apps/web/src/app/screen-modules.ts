import { HOME_PATH } from "@erhdb/domain";
import type { ComponentType } from "react";

/** Loads the code of one screen; the browser fetches a module once, however often it is asked. */
export type ScreenLoader = () => Promise<ComponentType>;

const surveys = () => import("../features/surveys/index.ts");
const login = () => import("../features/login/index.ts");
const staticPages = () => import("../features/static-pages/index.ts");
const evas = () => import("../features/evas/index.ts");
const unassign = () => import("../features/unassign/index.ts");
const show = () => import("../features/show/index.ts");
const resources = () => import("../features/resources/index.ts");
const genericResources = () => import("../features/generic-resources/index.ts");
const requests = () => import("../features/requests/index.ts");
const encodings = () => import("../features/encodings/index.ts");
const stylesheets = () => import("../features/stylesheets/index.ts");
const users = () => import("../features/users/index.ts");
const settings = () => import("../features/settings/index.ts");
const passwordReset = () => import("../features/password-reset/index.ts");
const newsletter = () => import("../features/newsletter/index.ts");

/**
 * The page of every screen of SCREENS, each loaded on first visit so the first page's JavaScript stays
 * small (issues 13 and 17).
 */
export const SCREEN_LOADERS: Readonly<Record<string, ScreenLoader>> = {
  [HOME_PATH]: () => surveys().then((m) => m.SurveysPage),
  "/login": () => login().then((m) => m.LoginPage),
  "/privacy": () => staticPages().then((m) => m.PrivacyPage),
  "/imprint": () => staticPages().then((m) => m.ImprintPage),
  "/accessibility": () => staticPages().then((m) => m.AccessibilityPage),
  "/evas": () => evas().then((m) => m.EvasPage),
  "/evastree": () => evas().then((m) => m.EvasTreePage),
  "/unassign": () => unassign().then((m) => m.UnassignPage),
  "/Show.html": () => show().then((m) => m.ShowPage),
  "/show.html": () => show().then((m) => m.ShowPage),
  "/resources": () => resources().then((m) => m.ResourcesPage),
  "/resourceedit": () => resources().then((m) => m.ResourceEditPage),
  "/download.html": () => resources().then((m) => m.DownloadPage),
  "/genericresources": () => genericResources().then((m) => m.GenericResourcesPage),
  "/documentation": () => import("../features/documentation/index.ts").then((m) => m.DocumentationPage),
  "/encodings": () => encodings().then((m) => m.EncodingsPage),
  "/processes": () => import("../features/processes/index.ts").then((m) => m.ProcessesPage),
  "/monitoring": () => import("../features/monitoring/index.ts").then((m) => m.MonitoringPage),
  "/dbquery": () => import("../features/db-query/index.ts").then((m) => m.DbQueryPage),
  "/webhooks": () => import("../features/webhooks/index.ts").then((m) => m.WebhooksPage),
  "/requests": () => requests().then((m) => m.RequestsPage),
  "/requeststatisticid": () => requests().then((m) => m.RequestStatisticIdPage),
  "/editerhebungsid": () => requests().then((m) => m.EditErhebungsidPage),
  "/continueerhebungsid": () => requests().then((m) => m.ContinueErhebungsidPage),
  "/archiveerhebungsid": () => requests().then((m) => m.ArchiveErhebungsidPage),
  "/requestadminaccess": () => requests().then((m) => m.RequestAdminAccessPage),
  "/ticketstatus": () => requests().then((m) => m.TicketStatusPage),
  "/role-administration": () => import("../features/roles/index.ts").then((m) => m.RoleAdministrationPage),
  "/users": () => users().then((m) => m.UsersPage),
  "/settings": () => settings().then((m) => m.SettingsPage),
  "/password/reset": () => passwordReset().then((m) => m.PasswordResetPage),
  "/newsletter": () => newsletter().then((m) => m.NewsletterPage),
  "/newsletter/subscribe": () => newsletter().then((m) => m.NewsletterSubscribePage),
  "/newsletter/unsubscribe": () => newsletter().then((m) => m.NewsletterUnsubscribePage),
  "/newsletter/verify/subscribe": () => newsletter().then((m) => m.VerifySubscribePage),
  "/newsletter/verify/unsubscribe": () => newsletter().then((m) => m.VerifyUnsubscribePage),
  "/newsletter/edit": () => newsletter().then((m) => m.NewsletterEditPage),
  // one page serves the four stylesheet addresses; it reads the name from the route or the Load query
  "/Load.html": () => stylesheets().then((m) => m.StylesheetPage),
  "/raw2html.xsl": () => stylesheets().then((m) => m.StylesheetPage),
  "/res1html.xsl": () => stylesheets().then((m) => m.StylesheetPage),
  "/res2html.xsl": () => stylesheets().then((m) => m.StylesheetPage),
};

/**
 * Starts fetching a screen's code before it is shown: the screen the app opens with (while React and
 * the session start) and a screen whose link the pointer or focus rests on. A failure shows later, when
 * the screen itself loads.
 */
export function preloadScreen(path: string): void {
  SCREEN_LOADERS[path]?.().catch(() => undefined);
}
