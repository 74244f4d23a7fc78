import { PRODUCT_VERSION, PRODUCT_VERSION_DATE } from "@erhdb/domain";

/*
 * The texts of the demo documents (decision 19), in German: what the product's users read on the
 * documentation page. The pages are HTML fragments starting at <h2> (their title is the document's).
 */

const STAND = `Stand: Version ${PRODUCT_VERSION} vom ${PRODUCT_VERSION_DATE}`;

/** Public: the usage notes (a one-page PDF). */
export const USAGE_NOTES_LINES: readonly string[] = [
  "Die Erhebungsdatenbank verzeichnet die Erhebungskennungen (Erhebungsid) der Statistischen",
  "Ämter des Bundes und der Länder mit ihren EVAS-Nummern und den zugehörigen Ressourcen.",
  "",
  "Ohne Anmeldung können Sie",
  "- Erhebungen, EVAS und allgemeine Ressourcen lesen, filtern und als CSV herunterladen,",
  "- freigegebene öffentliche Ressourcen herunterladen und die öffentlichen Dokumente lesen,",
  "- den Newsletter zu neuen Ressourcen abonnieren und wieder abbestellen,",
  "- eine neue Erhebungsid, deren Änderung, Fortführung oder Archivierung beantragen,",
  "- Rechte beantragen und den Stand Ihres Antrags mit dem Ticket aus der Bestätigungsmail abfragen.",
  "",
  "Mit Anmeldung bearbeiten Sie Erhebungen und Ressourcen im Rahmen der Rechte Ihres Kontos.",
  "Ein Konto beantragen Sie über die Seite 'Administrationszugang beantragen'.",
  "",
  "Maschinelle Abfragen",
  "- Nutzen Sie die REST-Schnittstelle unter /erhebungsdatenbank/api/v1/ (Reiter",
  "  'REST-Schnittstelle' auf der Seite Dokumentation, dort auch Swagger UI und OpenAPI).",
  "- Fragen Sie Listen seitenweise ab (höchstens 100 Zeilen je Seite); für den ganzen",
  "  Bestand gibt es den CSV-Export.",
  "- Die SOAP-Schnittstelle steht nur noch bis zum 31.12.2026 zur Verfügung und ist",
  "  für neue Anbindungen nicht mehr zugelassen.",
  "",
  "Nach zu vielen fehlgeschlagenen Anmeldungen wird Ihre IP-Adresse vorübergehend gesperrt.",
  "Eine Sitzung endet nach einer Stunde ohne Aktivität.",
  "",
  "Fragen richten Sie bitte an das Kontaktpostfach (Kontomenü, Eintrag 'Kontakt').",
  STAND,
];

/** Internal: what to check before a survey is approved (a one-page PDF). */
export const APPROVAL_CHECKLIST_LINES: readonly string[] = [
  "Vor der Freigabe (Status 0 gesperrt oder 1 testbar nach 3 freigegeben) prüfen Sie:",
  "",
  "1. Erhebungsid: Statistik-Kennung, Berichtszeitraum (bzr) und Amt stimmen mit der",
  "   Anordnung der Erhebung überein; die Beschreibung nennt die Statistik verständlich.",
  "2. Periodizität: passt zum Interpreter des bzr (z. B. monatlich zu 4, jährlich zu 0).",
  "3. EVAS: mindestens eine gültige, nicht geschlossene EVAS-Nummer ist zugeordnet.",
  "4. Ressourcen: die Erhebungsbeschreibung (Typ 99) ist verwendbar (Status 3);",
  "   Fragebogen (97) und Prüfcode (93) sind getestet, bevor sie verwendbar werden.",
  "5. Zugriffsmodus: öffentlich nur, wenn alle öffentlichen Ressourcen veröffentlicht",
  "   werden dürfen; interne Ressourcen bleiben bei öffentlicher Erhebung intern.",
  "6. Links: jeder Link ist erreichbar und beschrieben.",
  "7. Kommentar: der Freigabekommentar nennt Anlass und Rechtsgrundlage.",
  "",
  "Nach der Freigabe",
  "- Änderungen an Daten der Erhebung sind eingeschränkt; nur der Reiter EVAS bleibt offen.",
  "- Neue Fassungen entstehen über 'Fortführen', nicht durch Ändern der freigegebenen.",
  "- Abonnenten des Newsletters erfahren von den Ressourcen, die verwendbar werden.",
  "",
  "Sperren (3 nach 0) nur mit Kommentar, der den Grund nennt.",
  STAND,
];

/** Public: the identifiers explained (an HTML page). */
export const IDENTIFIERS_PAGE = `<p>Die Erhebungsdatenbank arbeitet mit wenigen, fest aufgebauten Kennungen. Alle bestehen nur aus
Ziffern; führende Nullen gehören dazu.</p>
<h2>Übersicht</h2>
<table>
  <thead><tr><th scope="col">Kennung</th><th scope="col">Stellen</th><th scope="col">Aufbau</th><th scope="col">Beispiel</th></tr></thead>
  <tbody>
    <tr><td>Erhebungsid</td><td>13</td><td>1, Statistik-Kennung (4), Berichtszeitraum (6), Amt (2)</td><td><code>1231125400305</code></td></tr>
    <tr><td>Statistik-Kennung</td><td>4</td><td>beliebige vier Ziffern</td><td><code>2311</code></td></tr>
    <tr><td>Berichtszeitraum (bzr)</td><td>6</td><td>Jahr (2), Interpreter (1), Zeitnummer (3)</td><td><code>254003</code> = März 2025</td></tr>
    <tr><td>EVAS-Nummer</td><td>5</td><td>Nummer im Verzeichnis der Statistiken</td><td><code>12411</code></td></tr>
    <tr><td>Ressourcenschlüssel</td><td>21 oder 27</td><td>Erhebungsid (13), Typ (2), Spezialisierung (2), Version (4); bei den Typen 93 und 94 davor der bzr, ab dem sie gelten (6)</td><td><code>123112540030599000001</code></td></tr>
  </tbody>
</table>
<h2>Interpreter des Berichtszeitraums</h2>
<table>
  <thead><tr><th scope="col">Ziffer</th><th scope="col">Bedeutung</th><th scope="col">Zeitnummer</th></tr></thead>
  <tbody>
    <tr><td>0</td><td>Jahr</td><td>000</td></tr>
    <tr><td>1</td><td>Halbjahr</td><td>001 oder 002</td></tr>
    <tr><td>2</td><td>Semester</td><td>001 oder 002</td></tr>
    <tr><td>3</td><td>Quartal</td><td>001 bis 004</td></tr>
    <tr><td>4</td><td>Monat</td><td>001 bis 012</td></tr>
    <tr><td>5</td><td>Kalenderwoche</td><td>001 bis 053</td></tr>
    <tr><td>6</td><td>Tag</td><td>001 bis 366</td></tr>
  </tbody>
</table>
<h2>Ämter</h2>
<p><code>00</code> steht für das Statistische Bundesamt, <code>01</code> bis <code>16</code> für die Statistischen
Ämter der Länder in der Reihenfolge der amtlichen Länderschlüssel (01 Schleswig-Holstein bis 16 Thüringen),
<code>99</code> für den Verbund.</p>
<h2>Abfragen</h2>
<p>Eine Erhebung finden Sie direkt über die Seite <code>Show.html</code>, zum Beispiel
<code>/erhebungsdatenbank/Show.html?eid=1231125400305</code>; eine Ressource laden Sie mit ihrem Schlüssel über
<code>/erhebungsdatenbank/download.html?download=123112540030599000001</code> herunter.</p>
`;

/** Internal: the handbook for editors (an HTML page). */
export const EDITOR_HANDBOOK_PAGE = `<p>Dieses Handbuch fasst die Arbeitsschritte für angemeldete Bearbeiterinnen und Bearbeiter zusammen.
Welche Schritte Ihnen offenstehen, bestimmen die Rechte Ihrer Rolle und Ihre Berechtigungen je
Statistik-Kennung und Amt.</p>
<h2>Erhebungen</h2>
<h3>Status</h3>
<table>
  <thead><tr><th scope="col">Status</th><th scope="col">Bedeutung</th><th scope="col">Möglich</th></tr></thead>
  <tbody>
    <tr><td>0 gesperrt</td><td>neu angelegt oder gesperrt</td><td>bearbeiten, freigeben, fortführen, archivieren, löschen</td></tr>
    <tr><td>1 testbar</td><td>zum Test bereitgestellt</td><td>bearbeiten, freigeben, fortführen, archivieren, löschen</td></tr>
    <tr><td>3 freigegeben</td><td>in Gebrauch</td><td>EVAS ändern, sperren, fortführen, archivieren, löschen</td></tr>
    <tr><td>2 archiviert</td><td>abgeschlossen</td><td>fortführen, löschen</td></tr>
    <tr><td>9 gelöscht</td><td>logisch gelöscht</td><td>nichts mehr</td></tr>
  </tbody>
</table>
<p>Freigeben, Sperren, Archivieren und Löschen verlangen einen Kommentar; er steht danach in der Historie
der Erhebung. Eine Erhebung mit Basisobjekt (Zuordnung ungleich 0) ist nur eingeschränkt änderbar und
kann weder archiviert noch gelöscht werden.</p>
<h3>Fortführen</h3>
<p>Für einen neuen Berichtszeitraum legen Sie keine neue Erhebung an, sondern führen die bisherige fort:
so entsteht ihre Nachfolgerin mit eigener Erhebungsid.</p>
<h2>Ressourcen</h2>
<ul>
  <li>Eine hochgeladene Datei beginnt gesperrt (0). Prüfen Sie sie und setzen Sie sie dann testbar (1)
  oder verwendbar (3).</li>
  <li>Alle können verwendbare oder verwendete Ressourcen (3, 8) herunterladen, wenn Ressource und
  Erhebung öffentlich sind und die Erhebung freigegeben ist; alle übrigen nur, wer die Ressource sehen
  darf.</li>
  <li>Eine Datei ersetzen („Überschreiben“) geht nur, solange die Version gesperrt, testbar oder getestet
  ist. Sonst laden Sie eine neue Version hoch.</li>
  <li>Die Typen 99 und 98 verlangen das IT-Ressourcenrecht, die Typen 97 bis 87 das Ressourcenrecht.</li>
</ul>
<h2>Anträge</h2>
<p>Anträge von Besucherinnen und Besuchern erscheinen unter <strong>Prozesse</strong>. Weisen Sie jedem
Antrag eine verantwortliche Person zu, halten Sie den Fortschritt im Kommentar fest und entscheiden Sie:
Annehmen führt den Antrag aus (zum Beispiel legt es die Erhebung an), Ablehnen verlangt eine Begründung
von mehr als zehn Zeichen. Die Antragstellerin oder der Antragsteller erhält beide Entscheidungen per Mail.</p>
<h2>Hilfe</h2>
<p>Technische Fragen zur Schnittstelle beantwortet der Reiter <strong>REST-Schnittstelle</strong> dieser
Seite; fachliche Fragen klären Sie mit der Fachadministration Ihrer Statistik.</p>
`;
