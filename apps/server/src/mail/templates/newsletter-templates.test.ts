import { describe, expect, it } from "vitest";
import {
  newsletterDigestMail,
  newsletterEditMail,
  newsletterSubscribeMail,
  newsletterUnsubscribeMail,
} from "./index.ts";

const LINK = "https://example.org/erhebungsdatenbank/newsletter/verify/subscribe?token=abc-_123";
const UNSUBSCRIBE = "https://example.org/erhebungsdatenbank/newsletter/unsubscribe";
// 1 Dec 2026 13:05 UTC is 14:05 in Berlin
const EXPIRES = new Date("2026-12-01T13:05:00Z");
const SHOW = "https://example.org/erhebungsdatenbank/Show.html?eid=1261125000009&resid=97";

describe("newsletterSubscribeMail", () => {
  const values = {
    topics: [
      { statisticId: "allID", resourceType: "99" },
      { statisticId: "1261", resourceType: "97" },
    ],
    link: LINK,
    expiresAt: EXPIRES,
    unsubscribePage: UNSUBSCRIBE,
  };

  it("lists the topics, the confirmation link with its expiry, and where to leave, in German", () => {
    const mail = newsletterSubscribeMail("de", values);
    expect(mail.text).toContain(
      "- alle StatistikIDs: 99 Erhebungsbeschreibung\n- StatistikID 1261: 97 Elektronischer Fragebogen\n",
    );
    expect(mail.text).toContain(`Bestellung bestätigen:\n${LINK}\n`);
    expect(mail.text).toContain("bis zum 01.12.2026 - 14:05 Uhr.");
    expect(mail.text).toContain(`Abbestellen können Sie ihn unter ${UNSUBSCRIBE}`);
    expect(mail.html).toContain(
      '<li style="margin:0 0 8px 0">StatistikID 1261: 97 Elektronischer Fragebogen</li>',
    );
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it("in English", () => {
    const mail = newsletterSubscribeMail("en", values);
    expect(mail.subject).toBe("Erhebungsdatenbank: confirm the newsletter");
    expect(mail.text).toContain(
      "- all statistic ids: 99 Survey description\n- statistic id 1261: 97 Electronic questionnaire\n",
    );
    expect(mail.text).toContain("until 01.12.2026 - 14:05 (Berlin time).");
  });
});

describe("newsletterUnsubscribeMail and newsletterEditMail", () => {
  it("carry their link and expiry in both languages", () => {
    for (const lang of ["de", "en"] as const) {
      const unsubscribe = newsletterUnsubscribeMail(lang, { link: LINK, expiresAt: EXPIRES });
      const edit = newsletterEditMail(lang, { link: LINK, expiresAt: EXPIRES, unsubscribePage: UNSUBSCRIBE });
      for (const mail of [unsubscribe, edit]) {
        expect(mail.text).toContain(`\n${LINK}\n`);
        expect(mail.text).toContain("01.12.2026 - 14:05");
        expect(mail.html).toContain(`<html lang="${lang}">`);
      }
    }
  });
});

describe("newsletterDigestMail", () => {
  const resource = {
    description: `<b>Fragebogen</b> & "Anleitung"`,
    erhebungsid: "1261125000009",
    resourceType: "97",
    version: "0002",
    link: SHOW,
  };

  it("lists each resource with its type, Erhebungsid, version and link, escaped in the HTML", () => {
    const mail = newsletterDigestMail("de", {
      resources: [resource, { ...resource, resourceType: "99", version: "0010" }],
      unsubscribePage: UNSUBSCRIBE,
      newsletterPage: "https://example.org/erhebungsdatenbank/newsletter",
    });
    expect(mail.subject).toBe("Erhebungsdatenbank: 2 neue Ressourcen");
    expect(mail.text).toContain(
      `- <b>Fragebogen</b> & "Anleitung" (97 Elektronischer Fragebogen, Erhebungsid 1261125000009, Version 2)\n  ${SHOW}\n`,
    );
    expect(mail.text).toContain("(99 Erhebungsbeschreibung, Erhebungsid 1261125000009, Version 10)");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain(
      `<a href="${SHOW.replace("&", "&amp;")}" style="color:#004b87">&lt;b&gt;Fragebogen&lt;/b&gt; &amp; &quot;Anleitung&quot;`,
    );
  });

  it("in English, one resource", () => {
    const mail = newsletterDigestMail("en", {
      resources: [resource],
      unsubscribePage: UNSUBSCRIBE,
      newsletterPage: "https://example.org/erhebungsdatenbank/newsletter",
    });
    expect(mail.subject).toBe("Erhebungsdatenbank: a new resource");
    expect(mail.text).toContain("(97 Electronic questionnaire, Erhebungsid 1261125000009, Version 2)");
    expect(mail.text).toContain(
      "You change your topics at https://example.org/erhebungsdatenbank/newsletter.",
    );
  });
});
