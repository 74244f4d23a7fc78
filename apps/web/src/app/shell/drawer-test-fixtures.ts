/*
 * The drawer as a German user sees it, { group heading: [entry names] } in display order: what the drawer's
 * unit test (NavDrawerContent.test.tsx) and the end-to-end navigation test (e2e/tests/navigation.spec.ts)
 * expect, written once.
 */

export const VIEWS = ["Erhebungen", "EVAS", "Ressourcen"];
export const SERVICE = ["Allgemeine Ressourcen", "Dokumentation", "Newsletter"];
export const INFORMATION = ["Datenschutz", "Barrierefreiheit", "Impressum"];
/** every administration entry, in the drawer's order */
export const ADMINISTRATION = [
  "Antragsverwaltung",
  "Benutzer",
  "Rollenverwaltung",
  "Zuordnung aufheben",
  "Kodierungen",
  "Monitoring",
  "Datenbankabfrage",
  "Webhooks",
];

/** what an anonymous visitor sees: the views without the resources, service and information */
export const ANONYMOUS = { Ansichten: ["Erhebungen", "EVAS"], Service: SERVICE, Information: INFORMATION };

/** the drawer of a logged-in person with these administration entries */
export const everyone = (administration?: string[]) => ({
  Ansichten: VIEWS,
  ...(administration ? { Administration: administration } : {}),
  Service: SERVICE,
  Information: INFORMATION,
});
