import type { TextTable } from "./text-table.ts";

/** The webhooks' refusals and why a delivery failed (issue 38, decision 48). */
export const WEBHOOK_TEXTS = {
  WEBHOOK_TARGET_REFUSED: {
    de: "Webhooks dürfen {address} nicht erreichen: Die Adresse liegt im gesperrten Bereich „{rule}“ (Loopback, private und lokale Netze, Link-Local mit der Metadatenadresse der Cloud und andere Sonderbereiche). Ein Bereich, der gemeint ist, wird mit WEBHOOK_ALLOWED_NETWORKS erlaubt.",
    en: "Webhooks may not reach {address}: the address lies in the refused range “{rule}” (loopback, private and local networks, link-local with the cloud's metadata address, and other special ranges). A range that is meant is allowed with WEBHOOK_ALLOWED_NETWORKS.",
  },
  WEBHOOK_TARGET_HTTP_REFUSED: {
    de: "Webhooks werden nur über https:// zugestellt. http:// erlaubt erst WEBHOOK_ALLOW_HTTP.",
    en: "Webhooks are delivered over https:// only. http:// needs WEBHOOK_ALLOW_HTTP.",
  },
  WEBHOOK_ERROR_REFUSED: {
    de: "Nicht zugestellt: {address} liegt im gesperrten Bereich „{rule}“.",
    en: "Not delivered: {address} lies in the refused range “{rule}”.",
  },
  WEBHOOK_ERROR_UNRESOLVED: {
    de: "Der Name {host} ließ sich nicht auflösen.",
    en: "The name {host} could not be resolved.",
  },
  WEBHOOK_ERROR_TIMEOUT: {
    de: "Der Empfänger hat nicht innerhalb von 5 Sekunden geantwortet.",
    en: "The receiver did not answer within 5 seconds.",
  },
  WEBHOOK_ERROR_CONNECTION: {
    de: "Keine Verbindung zum Empfänger ({reason}).",
    en: "No connection to the receiver ({reason}).",
  },
  WEBHOOK_ERROR_STATUS: {
    de: "Der Empfänger hat mit {status} geantwortet (erwartet: 2xx; Umleitungen werden nicht verfolgt).",
    en: "The receiver answered {status} (expected: 2xx; redirects are not followed).",
  },
  WEBHOOK_ERROR_UNKNOWN: { de: "Unbekannter Fehler.", en: "Unknown error." },
} satisfies TextTable;
