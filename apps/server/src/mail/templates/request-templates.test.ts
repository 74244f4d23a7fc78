import { describe, expect, it } from "vitest";
import { requestDecisionMail, requestNoticeMail, requestTicketMail } from "./index.ts";

const LINK = "https://example.org/erhebungsdatenbank/ticketstatus?token=abc-_123";
const HOSTILE = { forename: `<script>alert("x")</script>`, name: "O'Brien & Söhne" };

describe("the request mails", () => {
  it("carry the ticket link in text and HTML, in either language, escaping what the applicant typed", () => {
    const de = requestTicketMail("de", { ...HOSTILE, id: 12, requestType: "Neue Erhebungsid", link: LINK });
    expect(de.subject).toBe("Erhebungsdatenbank: Ihr Antrag Nr. 12 ist eingegangen");
    expect(de.text).toContain(`Status des Antrags ansehen:\n${LINK}\n`);
    expect(de.html).toContain(`href="${LINK}"`);
    expect(de.html).not.toContain("<script>");
    expect(de.html).toContain("O&#39;Brien &amp; Söhne");
    const en = requestTicketMail("en", { ...HOSTILE, id: 12, requestType: "New survey id", link: LINK });
    expect(en.text).toContain('Your request "New survey id" has arrived as number 12.');
  });

  it("tell staff whether they are the responsible person", () => {
    const values = {
      forename: "Katrin",
      name: "Neumann",
      id: 3,
      requestType: "Berechtigungen beantragen",
      applicant: "Julia Schneider",
      statisticId: "4521",
      link: "https://example.org/erhebungsdatenbank/processes",
    };
    const responsible = requestNoticeMail("de", { ...values, responsible: true });
    expect(responsible.text).toContain(
      "Julia Schneider hat den Antrag „Berechtigungen beantragen“ gestellt (Statistik-ID 4521).",
    );
    expect(responsible.text).toContain("Sie sind für diesen Antrag als zuständige Person eingetragen.");
    const other = requestNoticeMail("en", { ...values, statisticId: null, responsible: false });
    expect(other.text).toContain('Julia Schneider has made the request "Berechtigungen beantragen".');
    expect(other.text).toContain("because you are one of the persons for such requests");
  });

  it("say the decision, what accepting did and the reason", () => {
    const base = { forename: "Julia", name: "Schneider", id: 5, requestType: "Neue Erhebungsid" };
    const approved = requestDecisionMail("de", {
      ...base,
      decision: {
        approved: true,
        outcome: { kind: "rightsGranted", accountCreated: true, permissions: ["4521 (14)"] },
      },
      reason: "",
    });
    expect(approved.subject).toBe("Erhebungsdatenbank: Ihr Antrag Nr. 5 wurde genehmigt");
    expect(approved.text).toContain("Ihr Konto hat jetzt diese Berechtigungen: 4521 (14).");
    expect(approved.text).toContain("Für Sie wurde dazu ein Konto angelegt");
    expect(approved.text).not.toContain("Begründung");
    const rejected = requestDecisionMail("en", {
      ...base,
      decision: { approved: false },
      reason: "Not ours <b>here</b>.",
    });
    expect(rejected.subject).toBe("Erhebungsdatenbank: your request no. 5 has been rejected");
    expect(rejected.text).toContain("Substantiation: Not ours <b>here</b>.");
    expect(rejected.html).toContain("Substantiation: Not ours &lt;b&gt;here&lt;/b&gt;.");
  });
});
