import { CONTACT } from "../../../lib/contact.ts";
import { Address, Bullets, External, Mail, P, Section } from "../Section.tsx";

export function AccessibilityDe() {
  return (
    <>
      <P>
        Das Statistische Bundesamt ist bemüht, die Erhebungsdatenbank im Einklang mit den Bestimmungen des
        Behindertengleichstellungsgesetzes des Bundes (BGG) sowie der
        Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) zur Umsetzung der Richtlinie (EU) 2016/2102
        barrierefrei zugänglich zu machen.
      </P>

      <Section title="Stand der Vereinbarkeit mit den Anforderungen">
        <P>
          Die Anforderungen der Barrierefreiheit ergeben sich aus §§ 3 Absätze 1 bis 4 und 4 der BITV 2.0, die
          auf der Grundlage von § 12d BGG erlassen wurde. Maßstab sind die Web Content Accessibility
          Guidelines (WCAG) 2.1 auf der Konformitätsstufe AA.
        </P>
        <P>
          Die Erhebungsdatenbank ist weitgehend mit diesen Anforderungen vereinbar. Jede Seite wird bei der
          Entwicklung automatisiert geprüft, in hellem und dunklem Design. Die Bedienung ist vollständig mit
          der Tastatur möglich; ein Link „Zum Inhalt springen“ führt direkt zum Hauptinhalt.
        </P>
      </Section>

      <Section title="Nicht barrierefreie Inhalte">
        <Bullets
          items={[
            "Von den Statistischen Ämtern hochgeladene Ressourcen (zum Beispiel XML-, PDF- und ZIP-Dateien) werden nicht von der Anwendung erzeugt und sind nicht in jedem Fall barrierefrei.",
            "Umfangreiche Datentabellen mit vielen Spalten sind auf kleinen Bildschirmen nur mit horizontalem Blättern vollständig lesbar.",
            "Die Datenbankabfrage für Administratorinnen und Administratoren setzt Kenntnisse der Abfragesprache SQL voraus.",
          ]}
        />
      </Section>

      <Section title="Erstellung dieser Erklärung">
        <P>
          Diese Erklärung wurde am 12.08.2025 erstellt. Grundlage ist eine Selbstbewertung durch das
          Entwicklungsteam, ergänzt um automatisierte Prüfungen aller Seiten.
        </P>
      </Section>

      <Section title="Feedback und Kontaktangaben">
        <P>
          Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten der Erhebungsdatenbank aufgefallen, oder
          benötigen Sie Informationen in barrierefreier Form? Dann wenden Sie sich bitte an:
        </P>
        <Address lines={[CONTACT.organisation, CONTACT.street, CONTACT.city]} />
        <P>
          E-Mail: <Mail to={CONTACT.email} />
        </P>
        <P>Wir beantworten Ihre Anfrage in der Regel innerhalb von zwei Wochen.</P>
      </Section>

      <Section title="Schlichtungsverfahren">
        <P>
          Wenn auch nach Ihrem Feedback an den oben genannten Kontakt keine zufriedenstellende Lösung gefunden
          wurde, können Sie sich an die Schlichtungsstelle nach § 16 BGG wenden. Die Schlichtungsstelle BGG
          hat die Aufgabe, bei Konflikten zum Thema Barrierefreiheit zwischen Menschen mit Behinderungen und
          öffentlichen Stellen des Bundes eine außergerichtliche Streitbeilegung zu unterstützen. Das
          Schlichtungsverfahren ist kostenlos. Es muss kein Rechtsbeistand eingeschaltet werden.
        </P>
        <Address
          lines={[
            "Schlichtungsstelle nach dem Behindertengleichstellungsgesetz",
            "bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen",
            "Mauerstraße 53",
            "10117 Berlin",
          ]}
        />
        <P>
          Telefon: 030 18 527-2805, E-Mail: <Mail to="info@schlichtungsstelle-bgg.de" />, Internet:{" "}
          <External href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</External>
        </P>
      </Section>
    </>
  );
}
