import type { TextTable } from "./text-table.ts";

/** The Atom feeds of the public events (decision 43): the kinds' names and the entries' words. */
export const FEED_TEXTS = {
  "publicEvent.SURVEY_PUBLISHED": { de: "Erhebung veröffentlicht", en: "Survey published" },
  "publicEvent.SURVEY_WITHDRAWN": { de: "Erhebung nicht mehr öffentlich", en: "Survey no longer public" },
  "publicEvent.RESOURCE_PUBLISHED": { de: "Ressource veröffentlicht", en: "Resource published" },
  "publicEvent.RESOURCE_WITHDRAWN": {
    de: "Ressource nicht mehr öffentlich",
    en: "Resource no longer public",
  },
  "publicEvent.GENERIC_RESOURCE_PUBLISHED": {
    de: "Allgemeine Ressource veröffentlicht",
    en: "General resource published",
  },
  "publicEvent.GENERIC_RESOURCE_WITHDRAWN": {
    de: "Allgemeine Ressource nicht mehr öffentlich",
    en: "General resource no longer public",
  },
  "feed.title": {
    de: "Erhebungsdatenbank: öffentliche Änderungen",
    en: "Erhebungsdatenbank: public changes",
  },
  "feed.title.statistic": {
    de: "Erhebungsdatenbank: öffentliche Änderungen der Statistik {statisticId}",
    en: "Erhebungsdatenbank: public changes of statistic {statisticId}",
  },
  "feed.subtitle": {
    de: "Was öffentlich wurde oder es nicht mehr ist: Erhebungen, ihre Ressourcen und allgemeine Ressourcen",
    en: "What became public or stopped being so: surveys, their resources and general resources",
  },
  "feed.author": { de: "Erhebungsdatenbank", en: "Erhebungsdatenbank" },
  "feed.survey": {
    de: "Erhebungsid {erhebungsid}: {description}",
    en: "Survey id {erhebungsid}: {description}",
  },
  "feed.resource": {
    de: "Ressource {resourceKey} ({type}, Version {version}) der Erhebungsid {erhebungsid}",
    en: "Resource {resourceKey} ({type}, version {version}) of survey id {erhebungsid}",
  },
  "feed.genericResource": {
    de: "{type} {fileName}, Version {version}",
    en: "{type} {fileName}, version {version}",
  },
  "feed.statistic": { de: "Statistik {statisticId}", en: "statistic {statisticId}" },
  "feed.hidden": {
    de: "Nicht öffentlich: Einzelheiten werden nicht gezeigt.",
    en: "Not public: no details are shown.",
  },
} as const satisfies TextTable;
