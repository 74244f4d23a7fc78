import { describe, expect, it } from "vitest";
import { formatMailDateTime } from "./format.ts";
import { invitationMail, passwordResetMail, publicLink } from "./index.ts";
import { escapeHtml, renderMail } from "./layout.ts";

const LINK = "https://example.org/erhebungsdatenbank/password/reset?token=abc-_123";
// 1 Dec 2026 13:05 UTC is 14:05 in Berlin (winter time)
const EXPIRES = new Date("2026-12-01T13:05:00Z");
const HOSTILE = { forename: `<script>alert("x")</script>`, name: "O'Brien & Söhne" };

describe("mail layout", () => {
  it("escapes every character that could start markup or leave an attribute", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
  });

  it("escapes every string of a document in the HTML and keeps the text part as written", () => {
    const mail = renderMail("en", {
      subject: "<b>subject</b>",
      greeting: "Hello <i>you</i>,",
      intro: ["1 < 2 & 3 > 2"],
      action: { label: "<go>", url: 'https://example.org/?a="b"' },
      outro: ["'quoted'"],
    });
    expect(mail.subject).toBe("<b>subject</b>");
    expect(mail.html).not.toMatch(/<(b|i|go)>/);
    expect(mail.html).toContain("<title>&lt;b&gt;subject&lt;/b&gt;</title>");
    expect(mail.html).toContain("1 &lt; 2 &amp; 3 &gt; 2");
    expect(mail.html).toContain('href="https://example.org/?a=&quot;b&quot;"');
    expect(mail.html).toContain("&#39;quoted&#39;");
    expect(mail.text).toContain('Hello <i>you</i>,\n\n1 < 2 & 3 > 2\n\n<go>:\nhttps://example.org/?a="b"');
  });

  it("names the product in both parts and marks the HTML with the language", () => {
    const de = renderMail("de", { subject: "s", greeting: "g", intro: [], outro: [] });
    expect(de.html).toContain('<html lang="de">');
    expect(de.html).toContain("Erhebungsdatenbank</h1>");
    expect(de.text).toContain("Diese Mail hat die Erhebungsdatenbank automatisch versandt.");
    const en = renderMail("en", { subject: "s", greeting: "g", intro: [], outro: [] });
    expect(en.html).toContain('<html lang="en">');
    expect(en.text).toContain("This mail was sent automatically by the Erhebungsdatenbank.");
  });
});

describe("formatMailDateTime", () => {
  it("writes Berlin time to the minute, in winter and in summer", () => {
    expect(formatMailDateTime(EXPIRES)).toBe("01.12.2026 - 14:05");
    expect(formatMailDateTime(new Date("2026-07-31T22:30:00Z"))).toBe("01.08.2026 - 00:30");
  });
});

describe("passwordResetMail", () => {
  const values = { forename: "Erika", name: "Mustermann", link: LINK, expiresAt: EXPIRES };

  it("in German: the one-time link in text and HTML, valid until Berlin time, ignore if not you", () => {
    const mail = passwordResetMail("de", values);
    expect(mail.subject).toBe("Erhebungsdatenbank: Passwort zurücksetzen");
    expect(mail.text).toContain("Guten Tag Erika Mustermann,");
    expect(mail.text).toContain(`Neues Passwort festlegen:\n${LINK}\n`);
    expect(mail.text).toContain("Der Link funktioniert einmal und bis zum 01.12.2026 - 14:05 Uhr.");
    expect(mail.text).toContain("Wenn Sie das nicht waren, ignorieren Sie diese Mail.");
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain("bis zum 01.12.2026 - 14:05 Uhr.");
  });

  it("in English", () => {
    const mail = passwordResetMail("en", values);
    expect(mail.subject).toBe("Erhebungsdatenbank: reset your password");
    expect(mail.text).toContain("Hello Erika Mustermann,");
    expect(mail.text).toContain(`Set a new password:\n${LINK}\n`);
    expect(mail.text).toContain("The link works once, until 01.12.2026 - 14:05 (Berlin time).");
    expect(mail.text).toContain("If it was not you, ignore this mail.");
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it("escapes the person's name in the HTML", () => {
    const mail = passwordResetMail("de", { ...values, ...HOSTILE });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Söhne,");
  });
});

describe("invitationMail", () => {
  const values = {
    forename: "Max",
    name: "Muster",
    email: "max.muster@example.org",
    link: LINK,
    expiresAt: EXPIRES,
  };

  it("in German: an account was created, set the password by the link until Berlin time, log in by email", () => {
    const mail = invitationMail("de", values);
    expect(mail.subject).toBe("Erhebungsdatenbank: Ihr neues Konto");
    expect(mail.text).toContain("für Sie wurde ein Konto in der Erhebungsdatenbank angelegt.");
    expect(mail.text).toContain("bis zum 01.12.2026 - 14:05 Uhr.");
    expect(mail.text).toContain(`Passwort festlegen:\n${LINK}\n`);
    expect(mail.text).toContain("mit Ihrer E-Mail-Adresse max.muster@example.org an.");
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it("in English", () => {
    const mail = invitationMail("en", values);
    expect(mail.subject).toBe("Erhebungsdatenbank: your new account");
    expect(mail.text).toContain("an account in the Erhebungsdatenbank has been created for you.");
    expect(mail.text).toContain("until 01.12.2026 - 14:05 (Berlin time).");
    expect(mail.text).toContain(`Set your password:\n${LINK}\n`);
    expect(mail.text).toContain("Then log in with your email address max.muster@example.org.");
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  it("escapes the name and the address in the HTML", () => {
    const mail = invitationMail("en", { ...values, ...HOSTILE, email: `"><img src=x>@example.org` });
    expect(mail.html).not.toMatch(/<script>|<img/);
    expect(mail.html).toContain("&quot;&gt;&lt;img src=x&gt;@example.org");
  });
});

describe("publicLink", () => {
  it("appends the app path to the public address, base path included, with the token encoded", () => {
    expect(publicLink("https://example.org/erhebungsdatenbank", "/password/reset", { token: "a+b/c=" })).toBe(
      "https://example.org/erhebungsdatenbank/password/reset?token=a%2Bb%2Fc%3D",
    );
    expect(publicLink("http://localhost:8080", "/password/reset", { token: "abc" })).toBe(
      "http://localhost:8080/password/reset?token=abc",
    );
  });

  it("cannot be led to another host, and refuses a path that is not a plain app path", () => {
    expect(publicLink("https://example.org//evil.example", "/x", { token: "t" })).toMatch(
      /^https:\/\/example\.org\//,
    );
    for (const path of ["password/reset", "/a?b", "/a#b", "//evil.example", "/a/../b", "/a b", ""]) {
      expect(() => publicLink("https://example.org", path, {})).toThrow(/not an app path/);
    }
  });
});
