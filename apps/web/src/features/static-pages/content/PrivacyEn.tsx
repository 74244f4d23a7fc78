import { CONTACT } from "../../../lib/contact.ts";
import { Address, Bullets, External, Mail, P, Section } from "../Section.tsx";

const OFFICE = [
  "Federal Statistical Office (Statistisches Bundesamt)",
  CONTACT.street,
  CONTACT.city,
] as const;

export function PrivacyEn() {
  return (
    <>
      <P>
        We take the protection of your personal data seriously. In accordance with Articles 13 and 14 of the
        General Data Protection Regulation (GDPR), the following explains which data are processed when you
        use the Erhebungsdatenbank and which rights you have.
      </P>

      <Section title="Controller">
        <Address lines={OFFICE} />
        <P>
          Email: <Mail to={CONTACT.email} />
        </P>
      </Section>

      <Section title="Data protection officer">
        <P>
          You can reach the data protection officer of the Federal Statistical Office at the postal address
          above, marked "Data protection officer", or by email to <Mail to={CONTACT.email} /> with the subject
          "Data protection".
        </P>
      </Section>

      <Section title="Purpose and legal basis of processing">
        <P>
          The Erhebungsdatenbank manages survey identifiers, EVAS numbers and related resources within the
          network of statistical offices. Personal data are processed to perform this task carried out in the
          public interest on the basis of Article 6(1)(e) GDPR in conjunction with Section 3 of the Federal
          Data Protection Act (BDSG) and the Federal Statistics Act (BStatG).
        </P>
      </Section>

      <Section title="Which data are processed">
        <Bullets
          items={[
            "When pages are requested: IP address, date and time of access, requested address, amount of data transferred, status code, browser and operating system (server log files).",
            "For registered users: surname, first name, official email address, telephone number, office, role and permissions, and the chosen design and language.",
            "For requests and newsletter subscriptions: the contact data and content entered in the form.",
            "For changes to data: who made which change and when (audit log for traceability).",
          ]}
        />
      </Section>

      <Section title="Local storage in the browser">
        <P>
          The application only keeps technically necessary information in your browser's local storage: the
          session identifier after login, the chosen language, the chosen design and table settings. No
          cookies are used for analytics or advertising, and no data are passed on to third parties. The
          application cannot be used without local storage.
        </P>
      </Section>

      <Section title="Storage period">
        <P>
          Server log files are deleted after 90 days at the latest unless they are needed to investigate a
          security incident. A session ends after one hour without activity or when you log out. User accounts
          are deleted as soon as they are no longer needed for official purposes.
        </P>
      </Section>

      <Section title="Your rights">
        <P>You have the following rights towards the Federal Statistical Office regarding your data:</P>
        <Bullets
          items={[
            "Right of access (Article 15 GDPR)",
            "Right to rectification (Article 16 GDPR)",
            "Right to erasure (Article 17 GDPR)",
            "Right to restriction of processing (Article 18 GDPR)",
            "Right to object to processing (Article 21 GDPR)",
          ]}
        />
        <P>
          You also have the right to lodge a complaint with the Federal Commissioner for Data Protection and
          Freedom of Information (BfDI), Graurheindorfer Straße 153, 53117 Bonn, Germany:{" "}
          <External href="https://www.bfdi.bund.de">www.bfdi.bund.de</External>.
        </P>
      </Section>
    </>
  );
}
