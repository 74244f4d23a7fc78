import { CONTACT } from "../../../lib/contact.ts";
import { Address, Bullets, External, Mail, P, Section } from "../Section.tsx";

const OFFICE = [CONTACT.organisation, CONTACT.street, CONTACT.city] as const;

export function PrivacyDe() {
  return (
    <>
      <P>
        Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Nachfolgend informieren wir
        Sie gemäß Artikel 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten bei der
        Nutzung der Erhebungsdatenbank verarbeitet werden und welche Rechte Ihnen zustehen.
      </P>

      <Section title="Verantwortliche Stelle">
        <Address lines={OFFICE} />
        <P>
          E-Mail: <Mail to={CONTACT.email} />
        </P>
      </Section>

      <Section title="Datenschutzbeauftragte oder Datenschutzbeauftragter">
        <P>
          Sie erreichen die behördliche Datenschutzbeauftragte bzw. den behördlichen Datenschutzbeauftragten
          des Statistischen Bundesamtes unter der oben genannten Postanschrift mit dem Zusatz
          „Datenschutzbeauftragte/r“ oder per E-Mail an <Mail to={CONTACT.email} /> mit dem Betreff
          „Datenschutz“.
        </P>
      </Section>

      <Section title="Zweck und Rechtsgrundlage der Verarbeitung">
        <P>
          Die Erhebungsdatenbank dient der Verwaltung von Erhebungsidentifikatoren, EVAS-Nummern und
          zugehörigen Ressourcen im Statistischen Verbund. Die Verarbeitung personenbezogener Daten erfolgt
          zur Erfüllung dieser im öffentlichen Interesse liegenden Aufgabe auf Grundlage von Art. 6 Abs. 1
          Buchst. e DSGVO in Verbindung mit § 3 des Bundesdatenschutzgesetzes (BDSG) sowie dem
          Bundesstatistikgesetz (BStatG).
        </P>
      </Section>

      <Section title="Welche Daten verarbeitet werden">
        <Bullets
          items={[
            "Beim Aufruf der Seiten: IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Adresse, übertragene Datenmenge, Statusmeldung sowie Browser und Betriebssystem (Server-Protokolldateien).",
            "Bei registrierten Nutzerinnen und Nutzern: Name, Vorname, dienstliche E-Mail-Adresse, Telefonnummer, Amt, Rolle und Berechtigungen sowie die Einstellungen zu Design und Sprache.",
            "Bei Anträgen und Newsletter-Abonnements: die im Formular angegebenen Kontaktdaten und Inhalte.",
            "Bei Änderungen an Datenbeständen: wer wann welche Änderung vorgenommen hat (Protokollierung zur Nachvollziehbarkeit).",
          ]}
        />
      </Section>

      <Section title="Lokale Speicherung im Browser">
        <P>
          Die Anwendung speichert im lokalen Speicher (Local Storage) Ihres Browsers ausschließlich technisch
          notwendige Angaben: das Sitzungskennzeichen nach der Anmeldung, die gewählte Sprache, das gewählte
          Design und Tabelleneinstellungen. Es werden keine Cookies zu Analyse- oder Werbezwecken verwendet
          und keine Daten an Dritte weitergegeben. Ohne lokale Speicherung kann die Anwendung nicht genutzt
          werden.
        </P>
      </Section>

      <Section title="Speicherdauer">
        <P>
          Server-Protokolldateien werden nach spätestens 90 Tagen gelöscht, sofern sie nicht zur Aufklärung
          eines Sicherheitsvorfalls benötigt werden. Eine Sitzung endet nach einer Stunde ohne Aktivität oder
          mit der Abmeldung. Benutzerkonten werden gelöscht, sobald die dienstliche Notwendigkeit entfällt.
        </P>
      </Section>

      <Section title="Ihre Rechte">
        <P>Sie haben gegenüber dem Statistischen Bundesamt folgende Rechte hinsichtlich Ihrer Daten:</P>
        <Bullets
          items={[
            "Recht auf Auskunft (Art. 15 DSGVO)",
            "Recht auf Berichtigung (Art. 16 DSGVO)",
            "Recht auf Löschung (Art. 17 DSGVO)",
            "Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)",
            "Recht auf Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)",
          ]}
        />
        <P>
          Darüber hinaus können Sie sich bei der Bundesbeauftragten für den Datenschutz und die
          Informationsfreiheit (BfDI), Graurheindorfer Straße 153, 53117 Bonn, beschweren:{" "}
          <External href="https://www.bfdi.bund.de">www.bfdi.bund.de</External>.
        </P>
      </Section>
    </>
  );
}
