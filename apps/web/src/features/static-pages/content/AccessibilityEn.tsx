import { CONTACT } from "../../../lib/contact.ts";
import { Address, Bullets, External, Mail, P, Section } from "../Section.tsx";

export function AccessibilityEn() {
  return (
    <>
      <P>
        The Federal Statistical Office endeavours to make the Erhebungsdatenbank accessible in accordance with
        the Federal Disability Equality Act (BGG) and the Barrier-Free Information Technology Ordinance (BITV
        2.0), which implement Directive (EU) 2016/2102.
      </P>

      <Section title="Compliance status">
        <P>
          The accessibility requirements result from Sections 3(1) to (4) and 4 of BITV 2.0, which was issued
          on the basis of Section 12d BGG. The benchmark is the Web Content Accessibility Guidelines (WCAG)
          2.1 at conformance level AA.
        </P>
        <P>
          The Erhebungsdatenbank is largely compliant with these requirements. Every page is tested
          automatically during development, in the light and the dark design. The application can be operated
          completely with the keyboard; a "Skip to main content" link leads directly to the main content.
        </P>
      </Section>

      <Section title="Non-accessible content">
        <Bullets
          items={[
            "Resources uploaded by the statistical offices (for example XML, PDF and ZIP files) are not produced by the application and are not accessible in every case.",
            "Large data tables with many columns can only be read completely on small screens by scrolling horizontally.",
            "The database query for administrators requires knowledge of the SQL query language.",
          ]}
        />
      </Section>

      <Section title="Preparation of this statement">
        <P>
          This statement was prepared on 12 August 2025. It is based on a self-assessment by the development
          team, supplemented by automated tests of all pages.
        </P>
      </Section>

      <Section title="Feedback and contact information">
        <P>
          Have you noticed any barriers to accessing content of the Erhebungsdatenbank, or do you need
          information in an accessible form? Please contact:
        </P>
        <Address
          lines={["Federal Statistical Office (Statistisches Bundesamt)", CONTACT.street, CONTACT.city]}
        />
        <P>
          Email: <Mail to={CONTACT.email} />
        </P>
        <P>We usually answer your enquiry within two weeks.</P>
      </Section>

      <Section title="Enforcement procedure">
        <P>
          If no satisfactory solution has been found after your feedback to the contact above, you can apply
          to the arbitration board under Section 16 BGG (Schlichtungsstelle BGG). Its task is to support
          out-of-court dispute resolution in conflicts about accessibility between people with disabilities
          and public bodies of the Federation. The arbitration procedure is free of charge, and no legal
          counsel is required.
        </P>
        <Address
          lines={[
            "Schlichtungsstelle nach dem Behindertengleichstellungsgesetz",
            "bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen",
            "Mauerstraße 53",
            "10117 Berlin, Germany",
          ]}
        />
        <P>
          Telephone: +49 30 18 527-2805, email: <Mail to="info@schlichtungsstelle-bgg.de" />, web:{" "}
          <External href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</External>
        </P>
      </Section>
    </>
  );
}
