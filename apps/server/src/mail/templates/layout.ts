import type { Language } from "@erhdb/domain";
import type { RenderedMail } from "../outbox.ts";

/**
 * What a template says, as plain strings: the layout alone turns it into HTML and escapes every string
 * on the way, so no value a user typed (a name, an address) can ever become markup in a mail.
 */
export interface MailDocument {
  subject: string;
  greeting: string;
  /** paragraphs before the action */
  intro: readonly string[];
  /** a list after the intro, an entry with its own link where it has one (a digest's resources) */
  items?: readonly { text: string; url?: string }[];
  /** the one thing the mail asks for: a button in HTML, the address on a line of its own in text */
  action?: { label: string; url: string };
  /** paragraphs after the action */
  outro: readonly string[];
}

export const PRODUCT_NAME = "Erhebungsdatenbank";

const LAYOUT_TEXTS = {
  de: {
    linkFallback: "Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse im Browser:",
    footer: "Diese Mail hat die Erhebungsdatenbank automatisch versandt.",
  },
  en: {
    linkFallback: "If the button does not work, open this address in your browser:",
    footer: "This mail was sent automatically by the Erhebungsdatenbank.",
  },
} as const satisfies Record<Language, Record<string, string>>;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as HTML text or attribute value (quoted with "). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** One document as the plain-text part and its HTML twin, in the recipient's language. */
export function renderMail(lang: Language, doc: MailDocument): RenderedMail {
  return { subject: doc.subject, text: renderText(lang, doc), html: renderHtml(lang, doc) };
}

function renderText(lang: Language, doc: MailDocument): string {
  const blocks = [doc.greeting, ...doc.intro];
  if (doc.items?.length) {
    blocks.push(doc.items.map((item) => `- ${item.text}${item.url ? `\n  ${item.url}` : ""}`).join("\n"));
  }
  if (doc.action) blocks.push(`${doc.action.label}:\n${doc.action.url}`);
  blocks.push(...doc.outro, `-- \n${PRODUCT_NAME}\n${LAYOUT_TEXTS[lang].footer}`);
  return `${blocks.join("\n\n")}\n`;
}

const P = 'style="margin:0 0 16px 0"';

function renderHtml(lang: Language, doc: MailDocument): string {
  const texts = LAYOUT_TEXTS[lang];
  const paragraph = (text: string) => `<p ${P}>${escapeHtml(text)}</p>`;
  const action = doc.action
    ? [
        `<p ${P}><a href="${escapeHtml(doc.action.url)}" style="display:inline-block;padding:10px 20px;` +
          `background:#004b87;color:#ffffff;text-decoration:none;border-radius:4px">` +
          `${escapeHtml(doc.action.label)}</a></p>`,
        `<p ${P}>${escapeHtml(texts.linkFallback)}<br>` +
          `<a href="${escapeHtml(doc.action.url)}" style="color:#004b87;word-break:break-all">` +
          `${escapeHtml(doc.action.url)}</a></p>`,
      ]
    : [];
  const items = doc.items?.length
    ? [
        `<ul style="margin:0 0 16px 0;padding-left:20px">`,
        ...doc.items.map((item) => {
          const text = escapeHtml(item.text);
          const content = item.url
            ? `<a href="${escapeHtml(item.url)}" style="color:#004b87">${text}</a>`
            : text;
          return `<li style="margin:0 0 8px 0">${content}</li>`;
        }),
        "</ul>",
      ]
    : [];
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(doc.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Roboto,Arial,sans-serif;color:#1a1a1a">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:4px">',
    `<h1 style="margin:0 0 24px 0;font-size:20px;color:#004b87">${PRODUCT_NAME}</h1>`,
    paragraph(doc.greeting),
    ...doc.intro.map(paragraph),
    ...items,
    ...action,
    ...doc.outro.map(paragraph),
    `<p style="margin:24px 0 0 0;font-size:12px;color:#595959">${escapeHtml(texts.footer)}</p>`,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
