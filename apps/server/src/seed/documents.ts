import { escapeXml } from "../lib/xml.ts";
import { buildPdf, buildZip } from "./files.ts";

/** A demo file: bytes plus what an upload would have declared. */
export interface DemoFile {
  fileName: string;
  contentType: string;
  /** text files only */
  encoding: string | null;
  content: Buffer;
}

export interface SurveyInfo {
  erhebungsid: string;
  description: string;
  statisticId: string;
  bzr: string;
}

const XML_HEAD = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n`;

/**
 * XML in the declared encoding. Latin-1 bytes are right for the German umlauts in ISO-8859-1 and -15
 * alike; characters beyond it (the dash "–") become character references.
 */
function encodeXml(text: string, encoding: string): Buffer {
  if (encoding === "UTF-8") return Buffer.from(text, "utf8");
  const latin1 = [...text]
    .map((c) => ((c.codePointAt(0) ?? 0) > 0xff ? `&#${c.codePointAt(0)};` : c))
    .join("");
  return Buffer.from(latin1, "latin1");
}

export function xmlFile(fileName: string, body: string, encoding = "UTF-8"): DemoFile {
  return {
    fileName,
    contentType: "application/xml",
    encoding,
    content: encodeXml(XML_HEAD(encoding) + body, encoding),
  };
}

export function textFile(fileName: string, text: string, contentType = "text/plain"): DemoFile {
  return { fileName, contentType, encoding: "UTF-8", content: Buffer.from(text, "utf8") };
}

export function pdfFile(fileName: string, title: string, lines: readonly string[]): DemoFile {
  return { fileName, contentType: "application/pdf", encoding: null, content: buildPdf(title, lines) };
}

export function zipFile(fileName: string, entries: readonly DemoFile[], modified: Date): DemoFile {
  const content = buildZip(
    entries.map((e) => ({ name: e.fileName, content: e.content })),
    modified,
  );
  return { fileName, contentType: "application/zip", encoding: null, content };
}

/** Type 99: the survey description in the DatML/RAW style the stylesheets render. */
export function surveyDescriptionXml(s: SurveyInfo, encoding = "UTF-8"): DemoFile {
  const body = `<erhebungsbeschreibung erhebungsid="${s.erhebungsid}" statistik="${s.statisticId}" bzr="${s.bzr}">
  <titel>${escapeXml(s.description)}</titel>
  <rechtsgrundlage>Gesetz über die Statistik für Bundeszwecke (BStatG)</rechtsgrundlage>
  <auskunftspflicht>ja</auskunftspflicht>
  <merkmale>
    <merkmal name="Berichtszeitraum" typ="bzr"/>
    <merkmal name="Regionalschlüssel" typ="text" laenge="12"/>
    <merkmal name="Anzahl" typ="ganzzahl"/>
  </merkmale>
</erhebungsbeschreibung>
`;
  return xmlFile(`EB_${s.erhebungsid}.xml`, body, encoding);
}

/** Type 97: an electronic questionnaire (or its transformation, specialization 50-59). */
export function questionnaireXml(s: SurveyInfo, specialization: string): DemoFile {
  const body = `<fragebogen erhebungsid="${s.erhebungsid}" variante="${specialization}">
  <titel>${escapeXml(s.description)}</titel>
  <abschnitt nr="1" titel="Angaben zur meldenden Stelle">
    <frage id="F1" typ="text">Name der Einrichtung</frage>
    <frage id="F2" typ="text">Anschrift</frage>
  </abschnitt>
  <abschnitt nr="2" titel="Erhebungsmerkmale">
    <frage id="F3" typ="ganzzahl">Anzahl im Berichtszeitraum</frage>
  </abschnitt>
</fragebogen>
`;
  return xmlFile(`FB_${s.erhebungsid}_${specialization}.xml`, body);
}

/** Type 94 below specialization 50: metadata for the plausibility checks. */
export function plMetadataXml(s: SurveyInfo, specialization: string, encoding: string): DemoFile {
  const body = `<pl-metadaten erhebungsid="${s.erhebungsid}" gueltigAb="${s.bzr}">
  <pruefung id="P001" schwere="fehler">Anzahl darf nicht negativ sein.</pruefung>
  <pruefung id="P002" schwere="hinweis">Veränderung zum Vorjahr über 25 % – bitte prüfen.</pruefung>
</pl-metadaten>
`;
  return xmlFile(`PLM_${s.erhebungsid}_${specialization}.xml`, body, encoding);
}

export function exampleXml(s: SurveyInfo, specialization: string): DemoFile {
  const body = `<beispiel erhebungsid="${s.erhebungsid}">
  <satz><bzr>${s.bzr}</bzr><regionalschluessel>091620000000</regionalschluessel><anzahl>1234</anzahl></satz>
</beispiel>
`;
  return xmlFile(`BSP_${s.erhebungsid}_${specialization}.xml`, body);
}

export function conversionIni(s: SurveyInfo): DemoFile {
  const text = `; Umsteigeschlüssel für ${s.description}
[Allgemein]
Erhebungsid=${s.erhebungsid}
Quelle=WZ 2008
Ziel=WZ 2025

[Zuordnung]
10.11=10.11
10.12=10.12
47.11=47.11
`;
  return textFile(`UST_${s.erhebungsid}.ini`, text);
}

export function checkCodeZip(s: SurveyInfo, specialization: string, modified: Date): DemoFile {
  const rules = textFile(
    "pruefregeln.txt",
    `Prüfregeln ${s.erhebungsid}\nP001: ANZAHL >= 0\nP002: ABS(ANZAHL / ANZAHL_VJ - 1) <= 0.25\n`,
  );
  const readme = textFile("LIESMICH.txt", `PL-Prüfcode für ${s.description}\n`);
  return zipFile(`PLC_${s.erhebungsid}_${specialization}.zip`, [rules, readme], modified);
}

export function idevPackageZip(s: SurveyInfo, modified: Date): DemoFile {
  const form = questionnaireXml(s, "00");
  const manifest = textFile("manifest.txt", `IDEV-Paket\nErhebungsid: ${s.erhebungsid}\nVersion: 1\n`);
  return zipFile(`IDEV_${s.erhebungsid}.zip`, [manifest, form], modified);
}

export function infoPdf(fileName: string, title: string, s: SurveyInfo): DemoFile {
  return pdfFile(fileName, title, [
    s.description,
    `Erhebungsid ${s.erhebungsid}, Berichtszeitraum ${s.bzr}`,
    "Statistische Ämter des Bundes und der Länder",
  ]);
}
