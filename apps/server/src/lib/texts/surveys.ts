import {
  SURVEY_LINK_MESSAGE_KEYS as K,
  SURVEY_DESCRIPTION_MAX_LENGTH,
  SURVEY_LINK_MAX_LENGTH,
} from "@erhdb/domain";
import type { TextTable } from "./text-table.ts";

/** A survey's link form (issue 35): each rule in its own words, as the web's dialog says them. */
export const SURVEY_TEXTS = {
  [K.contentEmpty]: { de: "Bitte eine Adresse angeben.", en: "Please enter an address." },
  [K.contentTooLong]: {
    de: `Die Adresse ist zu lang (höchstens ${SURVEY_LINK_MAX_LENGTH} Zeichen).`,
    en: `The address is too long (at most ${SURVEY_LINK_MAX_LENGTH} characters).`,
  },
  [K.contentNotHttp]: {
    de: "Bitte eine vollständige Adresse mit http:// oder https:// angeben.",
    en: "Please enter a complete address with http:// or https://.",
  },
  [K.descriptionEmpty]: { de: "Bitte eine Beschreibung angeben.", en: "Please enter a description." },
  [K.descriptionTooLong]: {
    de: `Die Beschreibung ist zu lang (höchstens ${SURVEY_DESCRIPTION_MAX_LENGTH} Zeichen).`,
    en: `The description is too long (at most ${SURVEY_DESCRIPTION_MAX_LENGTH} characters).`,
  },
  [K.descriptionInvalid]: {
    de: "Die Beschreibung enthält ungültige Zeichen.",
    en: "The description contains invalid characters.",
  },
} satisfies TextTable;
