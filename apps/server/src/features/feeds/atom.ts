import { escapeXml } from "../../lib/xml.ts";

const ATOM_NS = "http://www.w3.org/2005/Atom";
/** RFC 5005's namespace, for the `fh:archive` mark of an archive document. */
const HISTORY_NS = "http://purl.org/syndication/history/1.0";

export interface AtomLink {
  rel: string;
  href: string;
  type?: string;
}

export interface AtomEntry {
  id: string;
  title: string;
  updated: Date;
  /** the kind of event, as a category */
  category: { term: string; label: string };
  /** absent where the object is no longer public */
  link: AtomLink | null;
  /** plain text */
  content: string;
}

export interface AtomFeed {
  lang: string;
  id: string;
  title: string;
  subtitle: string;
  author: string;
  updated: Date;
  links: readonly AtomLink[];
  /** an archive document of RFC 5005 (section 4): its entries no longer change */
  archive: boolean;
  entries: readonly AtomEntry[];
}

const date = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

function linkXml({ rel, href, type }: AtomLink): string {
  const typed = type === undefined ? "" : ` type="${escapeXml(type)}"`;
  return `<link rel="${escapeXml(rel)}" href="${escapeXml(href)}"${typed}/>`;
}

function entryXml(e: AtomEntry): string {
  return [
    "<entry>",
    `<id>${escapeXml(e.id)}</id>`,
    `<title type="text">${escapeXml(e.title)}</title>`,
    `<updated>${date(e.updated)}</updated>`,
    `<published>${date(e.updated)}</published>`,
    `<category term="${escapeXml(e.category.term)}" label="${escapeXml(e.category.label)}"/>`,
    e.link ? linkXml(e.link) : "",
    `<content type="text">${escapeXml(e.content)}</content>`,
    "</entry>",
  ].join("");
}

/** An Atom 1.0 feed document (RFC 4287), with RFC 5005's history namespace where it is an archive. */
export function atomXml(feed: AtomFeed): string {
  const history = feed.archive ? ` xmlns:fh="${HISTORY_NS}"` : "";
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    `<feed xmlns="${ATOM_NS}"${history} xml:lang="${feed.lang}">`,
    `<id>${escapeXml(feed.id)}</id>`,
    `<title type="text">${escapeXml(feed.title)}</title>`,
    `<subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`,
    `<author><name>${escapeXml(feed.author)}</name></author>`,
    `<updated>${date(feed.updated)}</updated>`,
    feed.archive ? "<fh:archive/>" : "",
    ...feed.links.map(linkXml),
    ...feed.entries.map(entryXml),
    "</feed>\n",
  ].join("");
}
