import type { TextTable } from "./text-table.ts";

/** The texts of OAI-PMH's answers (decision 44): its error conditions and the names of its sets. */
export const OAI_TEXTS = {
  "oai.badVerb": {
    de: "Das Argument verb fehlt, ist wiederholt oder nennt kein Verb von OAI-PMH 2.0.",
    en: "The verb argument is missing, repeated or names no verb of OAI-PMH 2.0.",
  },
  "oai.badArgument.repeated": {
    de: "Das Argument {what} ist wiederholt.",
    en: "The argument {what} is repeated.",
  },
  "oai.badArgument.illegal": {
    de: "Das Verb nimmt das Argument {what} nicht.",
    en: "The verb takes no argument {what}.",
  },
  "oai.badArgument.missing": {
    de: "Das Verb verlangt das Argument {what}.",
    en: "The verb needs the argument {what}.",
  },
  "oai.badArgument.exclusive": {
    de: "Neben resumptionToken ist kein weiteres Argument erlaubt.",
    en: "No other argument may come with resumptionToken.",
  },
  "oai.badArgument.syntax": {
    de: "Der Wert des Arguments {what} hat keine zulässige Form.",
    en: "The value of the argument {what} has no valid form.",
  },
  "oai.badArgument.granularity": {
    de: "from und until müssen dieselbe Granularität haben.",
    en: "from and until must have the same granularity.",
  },
  "oai.badArgument.range": {
    de: "from darf nicht nach until liegen.",
    en: "from must not be later than until.",
  },
  "oai.badResumptionToken": {
    de: "Der resumptionToken ist ungültig.",
    en: "The resumptionToken is invalid.",
  },
  "oai.cannotDisseminateFormat": {
    de: "Das Metadatenformat {what} wird nicht geliefert; ListMetadataFormats nennt die Formate.",
    en: "The metadata format {what} is not served; ListMetadataFormats names the formats.",
  },
  "oai.idDoesNotExist": {
    de: "Kein Datensatz hat den Identifier {what}.",
    en: "No record has the identifier {what}.",
  },
  "oai.noRecordsMatch": {
    de: "Kein Datensatz entspricht der Anfrage.",
    en: "No record matches the request.",
  },
  "oai.noSetHierarchy": {
    de: "Es gibt noch keine Sets: kein Datensatz gehört einer Statistik an.",
    en: "There are no sets yet: no record belongs to a statistic.",
  },
  "oai.periodicity": { de: "Periodizität: {name}", en: "Periodicity: {name}" },
  "oai.setName": { de: "Statistik {statisticId}", en: "Statistic {statisticId}" },
} as const satisfies TextTable;
