import { CONTACT } from "../../../lib/contact.ts";
import { Address, External, Mail, P, Section } from "../Section.tsx";

export function ImprintDe() {
  return (
    <>
      <Section title="Herausgeber">
        <Address lines={[CONTACT.organisation, CONTACT.street, CONTACT.city]} />
        <P>
          Das Statistische Bundesamt ist eine selbstständige Bundesoberbehörde im Geschäftsbereich des
          Bundesministeriums des Innern. Es wird vertreten durch seine Präsidentin bzw. seinen Präsidenten.
        </P>
      </Section>

      <Section title="Kontakt">
        <P>
          Fragen und Hinweise zur Erhebungsdatenbank richten Sie bitte an <Mail to={CONTACT.email} />.
        </P>
        <P>
          Allgemeine Informationen zum Statistischen Bundesamt finden Sie unter{" "}
          <External href="https://www.destatis.de">www.destatis.de</External>.
        </P>
      </Section>

      <Section title="Verantwortlich für den Inhalt">
        <P>
          Für den Inhalt der Erhebungsdatenbank ist das Statistische Bundesamt gemeinsam mit den Statistischen
          Ämtern der Länder verantwortlich. Die Einträge zu Erhebungen und Ressourcen werden von den jeweils
          zuständigen Ämtern gepflegt.
        </P>
      </Section>

      <Section title="Haftungsausschluss">
        <P>
          Die Inhalte wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und
          Aktualität kann jedoch keine Gewähr übernommen werden. Für Inhalte externer Seiten, auf die
          verwiesen wird, sind ausschließlich deren Betreiber verantwortlich.
        </P>
      </Section>

      <Section title="Urheberrecht">
        <P>
          © Statistisches Bundesamt (Destatis), 2025. Vervielfältigung und Verbreitung, auch auszugsweise,
          sind mit Quellenangabe gestattet.
        </P>
      </Section>
    </>
  );
}
