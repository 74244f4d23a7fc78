import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { insertStoredBlob } from "../files/blob-store.ts";
import type { DemoFile } from "./documents.ts";
import { xmlFile, zipFile } from "./documents.ts";

const SCHEMA = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xs:element name="erhebungsbeschreibung">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="titel" type="xs:string"/>
        <xs:element name="rechtsgrundlage" type="xs:string" minOccurs="0"/>
        <xs:element name="auskunftspflicht" type="xs:string" minOccurs="0"/>
        <xs:element name="merkmale" minOccurs="0">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="merkmal" maxOccurs="unbounded">
                <xs:complexType>
                  <xs:attribute name="name" type="xs:string" use="required"/>
                  <xs:attribute name="typ" type="xs:string" use="required"/>
                  <xs:attribute name="laenge" type="xs:positiveInteger"/>
                </xs:complexType>
              </xs:element>
            </xs:sequence>
          </xs:complexType>
        </xs:element>
      </xs:sequence>
      <xs:attribute name="erhebungsid" use="required">
        <xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="1[0-9]{12}"/></xs:restriction></xs:simpleType>
      </xs:attribute>
      <xs:attribute name="statistik" type="xs:string"/>
      <xs:attribute name="bzr" type="xs:string"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;

const stylesheet = (
  title: string,
  extra: string,
) => `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="de">
      <head><title>${title}</title></head>
      <body>
        <h1><xsl:value-of select="*/titel"/></h1>
        <p>Erhebungsid: <xsl:value-of select="*/@erhebungsid"/></p>
${extra}      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

const MERKMALE = `        <table>
          <tr><th>Merkmal</th><th>Typ</th></tr>
          <xsl:for-each select="*/merkmale/merkmal">
            <tr><td><xsl:value-of select="@name"/></td><td><xsl:value-of select="@typ"/></td></tr>
          </xsl:for-each>
        </table>
`;

/** raw2html: a DatML/RAW delivery (the examples, 90) as a table of its records, one column per field. */
const RAW2HTML = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="de">
      <head><title>raw2html</title></head>
      <body>
        <h1>DatML/RAW-Lieferung zur Erhebungsid <xsl:value-of select="*/@erhebungsid"/></h1>
        <table>
          <tr><xsl:for-each select="*/satz[1]/*"><th><xsl:value-of select="name()"/></th></xsl:for-each></tr>
          <xsl:for-each select="*/satz">
            <tr><xsl:for-each select="*"><td><xsl:value-of select="."/></td></xsl:for-each></tr>
          </xsl:for-each>
        </table>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

const sdfMeta = (version: string) => `<sdfmeta version="${version}">
  <datml-raw version="${version}"/>
  <beschreibung>Metadaten zum Standarddatenformat (SDF) für Lieferungen im Format DatML/RAW ${version}</beschreibung>
  <schluessel name="Regionalschlüssel" laenge="12"/>
  <schluessel name="Berichtszeitraum" laenge="6"/>
</sdfmeta>
`;

interface GenericPlan {
  type: string;
  datmlRawVersion: string;
  version: string;
  bzr: string;
  description: string;
  accessMode: boolean;
  mainGenRes: string | null;
  file: DemoFile;
}

function genericResources(now: Date): GenericPlan[] {
  const xsd = (name: string) => xmlFile(name, SCHEMA);
  const plan = (
    type: string,
    datmlRawVersion: string,
    version: string,
    bzr: string,
    description: string,
    accessMode: boolean,
    file: DemoFile,
    mainGenRes: string | null = null,
  ): GenericPlan => ({ type, datmlRawVersion, version, bzr, description, accessMode, mainGenRes, file });
  return [
    plan(
      "01",
      "2.4",
      "1.0",
      "240000",
      "SDF-Metadaten DatML/RAW 2.4",
      true,
      xmlFile("sdfmeta_2_4.xml", sdfMeta("2.4")),
    ),
    plan(
      "01",
      "2.3",
      "1.2",
      "230000",
      "SDF-Metadaten DatML/RAW 2.3 (Vorversion)",
      false,
      xmlFile("sdfmeta_2_3.xml", sdfMeta("2.3"), "ISO-8859-1"),
    ),
    plan(
      "02",
      "2.4",
      "1.0",
      "240000",
      "Schema der Erhebungsbeschreibung",
      true,
      xsd("erhebungsbeschreibung.xsd"),
    ),
    plan(
      "02",
      "2.5",
      "0.9",
      "250000",
      "Schemapaket DatML/RAW 2.5 (Entwurf)",
      false,
      zipFile("datml-raw-2.5.zip", [xsd("datml-raw.xsd"), xsd("erhebungsbeschreibung.xsd")], now),
      "datml-raw.xsd",
    ),
    plan("03", "2.4", "1.1", "240000", "raw2html – Darstellung von DatML/RAW-Lieferungen", true, {
      ...xmlFile("raw2html.xsl", RAW2HTML),
      contentType: "application/xslt+xml",
    }),
    plan("04", "2.4", "1.0", "240000", "res1html – Kurzdarstellung der Erhebungsbeschreibung", true, {
      ...xmlFile("res1html.xsl", stylesheet("res1html", "")),
      contentType: "application/xslt+xml",
    }),
    plan("04", "2.4", "1.3", "240000", "res2html – Erhebungsbeschreibung mit Merkmalen", true, {
      ...xmlFile("res2html.xsl", stylesheet("res2html", MERKMALE)),
      contentType: "application/xslt+xml",
    }),
  ];
}

/** Resource types and the encodings registered for them (the encodings screen). */
const ENCODINGS: readonly (readonly [string, string])[] = [
  ["99", "UTF-8"],
  ["99", "ISO-8859-1"],
  ["97", "UTF-8"],
  ["94", "UTF-8"],
  ["94", "ISO-8859-15"],
  ["01", "UTF-8"],
  ["01", "ISO-8859-1"],
  ["02", "UTF-8"],
  ["03", "UTF-8"],
  ["04", "UTF-8"],
];

export async function seedEncodings(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .insertInto("encoding")
    .values(ENCODINGS.map(([restype, encoding]) => ({ restype, encoding, updating: now })))
    .onConflict((oc) => oc.columns(["restype", "encoding"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function seedGenericResources(db: Kysely<DB>, now: Date): Promise<number> {
  const planned = genericResources(now);
  const blobIds: number[] = [];
  for (const g of planned) blobIds.push(await insertStoredBlob(db, g.file.content, now));
  const rows = planned.map((g, index) => ({
    resource_type: g.type,
    datml_raw_version: g.datmlRawVersion,
    version: g.version,
    bzr: g.bzr,
    description: g.description,
    access_mode: g.accessMode,
    main_gen_res: g.mainGenRes,
    filename: g.file.fileName,
    content_type: g.file.contentType,
    encoding: g.file.encoding ?? "UTF-8",
    blob_id: blobIds[index]!,
    updating: now,
  }));
  await db.insertInto("generic_resource").values(rows).execute();
  return rows.length;
}
