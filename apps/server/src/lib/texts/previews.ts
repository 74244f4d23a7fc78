import type { TextTable } from "./text-table.ts";

/** The XML previews' refusals (issue 38, decision 45). */
export const PREVIEW_TEXTS = {
  PREVIEW_NOT_OFFERED: {
    de: "Für Ressourcen dieses Typs gibt es keine Vorschau. Bitte laden Sie die Datei herunter.",
    en: "Resources of this type have no preview. Please download the file.",
  },
  PREVIEW_NO_STYLESHEET: {
    de: "Es gibt kein öffentliches Stylesheet {name}, mit dem die Vorschau erstellt werden könnte.",
    en: "There is no public stylesheet {name} to make the preview with.",
  },
  PREVIEW_TIMEOUT: {
    de: "Die Vorschau konnte nicht rechtzeitig erstellt werden. Bitte laden Sie die Datei herunter.",
    en: "The preview could not be made in time. Please download the file.",
  },
  PREVIEW_OUTPUT_TOO_LARGE: {
    de: "Die Vorschau wäre zu groß, um sie anzuzeigen. Bitte laden Sie die Datei herunter.",
    en: "The preview would be too large to show. Please download the file.",
  },
  PREVIEW_INPUT_TOO_LARGE: {
    de: "Die Datei ist für eine Vorschau zu groß. Bitte laden Sie sie herunter.",
    en: "The file is too large for a preview. Please download it.",
  },
  PREVIEW_FAILED: {
    de: "Die Vorschau konnte mit dem Stylesheet nicht erstellt werden. Bitte laden Sie die Datei herunter.",
    en: "The stylesheet could not make the preview. Please download the file.",
  },
  PREVIEW_BUSY: {
    de: "Es werden gerade zu viele Vorschauen erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.",
    en: "Too many previews are being made right now. Please try again in a few seconds.",
  },
} satisfies TextTable;
