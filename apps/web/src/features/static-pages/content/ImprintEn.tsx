import { CONTACT } from "../../../lib/contact.ts";
import { Address, External, Mail, P, Section } from "../Section.tsx";

export function ImprintEn() {
  return (
    <>
      <Section title="Publisher">
        <Address
          lines={["Federal Statistical Office (Statistisches Bundesamt)", CONTACT.street, CONTACT.city]}
        />
        <P>
          The Federal Statistical Office is an independent higher federal authority within the remit of the
          Federal Ministry of the Interior. It is represented by its President.
        </P>
      </Section>

      <Section title="Contact">
        <P>
          Please send questions and comments about the Erhebungsdatenbank to <Mail to={CONTACT.email} />.
        </P>
        <P>
          General information about the Federal Statistical Office is available at{" "}
          <External href="https://www.destatis.de">www.destatis.de</External>.
        </P>
      </Section>

      <Section title="Responsible for the content">
        <P>
          The Federal Statistical Office and the statistical offices of the Länder are jointly responsible for
          the content of the Erhebungsdatenbank. Entries on surveys and resources are maintained by the
          responsible offices.
        </P>
      </Section>

      <Section title="Disclaimer">
        <P>
          The content has been compiled with the utmost care. However, no guarantee can be given that it is
          correct, complete and up to date. The operators of external pages that are linked are solely
          responsible for their content.
        </P>
      </Section>

      <Section title="Copyright">
        <P>
          © Federal Statistical Office (Destatis), 2025. Reproduction and distribution, also in parts, are
          permitted provided that the source is mentioned.
        </P>
      </Section>
    </>
  );
}
