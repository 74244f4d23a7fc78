import {
  EVENTS_FEED_PATH,
  FEED_MEDIA_TYPE,
  FEED_PAGE_SIZE,
  publicEventKindKey,
  resourceTypeLabel,
  statisticFeedPath,
} from "@erhdb/domain";
import type { Database } from "../../db/database.ts";
import {
  objectKey,
  type PublicObject,
  publicObjectsOf,
  publicPageOf,
} from "../../db/public-event-objects.ts";
import type { PublicEvent } from "../../db/public-events.ts";
import { entityTag } from "../../lib/conditional-request.ts";
import { type Lang, translate } from "../../lib/messages.ts";
import { publicLink } from "../../mail/templates/index.ts";
import { type AtomEntry, type AtomLink, atomXml } from "./atom.ts";
import { eventsBefore, type FeedScope, lastEventAt, positionsFrom } from "./repository.ts";

export interface FeedServiceOptions {
  /** the app's public address (Config.publicUrl): the feeds' links, and the authority of their tag URIs */
  publicUrl: string;
}

export interface FeedDocument {
  xml: string;
  etag: string;
  lastModified: Date;
}

/**
 * The date of the tag URIs (RFC 4151): the product's release, a day on which the app's address was its
 * owner's. Changing it, or PUBLIC_URL's host, gives every entry a new id.
 */
const TAG_DATE = "2025-08-12";
const HTML = "text/html";

/** Which page of a feed: the newest (the subscription document), or the one below a position (an archive). */
export interface FeedPage {
  scope: FeedScope;
  before: number | null;
  lang: Lang;
}

/**
 * The Atom feeds of the public events (decision 43): every event, or one statistic id's; 50 entries a
 * page, newest first, the older pages by RFC 5005 (`next` and `prev-archive` to the page below the
 * oldest entry; an archive page names the current one and the newer page). An entry tells its object's
 * details only while a visitor without a session sees the object.
 */
export function createFeedService(db: Database, { publicUrl }: FeedServiceOptions) {
  const tagging = `tag:${new URL(publicUrl).hostname},${TAG_DATE}:erhebungsdatenbank`;
  const tag = (specific: string) => `${tagging}/${specific}`;
  const feedPath = (scope: FeedScope) =>
    scope.statisticId === null ? EVENTS_FEED_PATH : statisticFeedPath(scope.statisticId);
  const feedUrl = (scope: FeedScope, before: number | null) =>
    publicLink(publicUrl, feedPath(scope), before === null ? {} : { before: String(before) });

  /** The page above an archive page: the current document, or the archive of the 50 events from `before` on. */
  async function newerPage(scope: FeedScope, before: number): Promise<number | null> {
    const newer = await positionsFrom(db, scope, before, FEED_PAGE_SIZE + 1);
    return newer[FEED_PAGE_SIZE] ?? null;
  }

  async function links({ scope, before }: FeedPage, older: number | null): Promise<AtomLink[]> {
    const alternate =
      scope.statisticId === null
        ? publicLink(publicUrl, "/surveys", {})
        : publicLink(publicUrl, "/Show.html", { statid: scope.statisticId });
    const found: AtomLink[] = [
      { rel: "self", href: feedUrl(scope, before), type: FEED_MEDIA_TYPE },
      { rel: "alternate", href: alternate, type: HTML },
    ];
    if (older !== null) {
      const href = feedUrl(scope, older);
      found.push(
        { rel: "next", href, type: FEED_MEDIA_TYPE },
        { rel: "prev-archive", href, type: FEED_MEDIA_TYPE },
      );
    }
    if (before !== null) {
      const current = feedUrl(scope, null);
      found.push({ rel: "current", href: current, type: FEED_MEDIA_TYPE });
      const newer = await newerPage(scope, before);
      const previous = newer === null ? current : feedUrl(scope, newer);
      found.push({ rel: "previous", href: previous, type: FEED_MEDIA_TYPE });
      if (newer !== null) found.push({ rel: "next-archive", href: previous, type: FEED_MEDIA_TYPE });
    }
    return found;
  }

  function entryOf(event: PublicEvent, seen: PublicObject | undefined, lang: Lang): AtomEntry {
    const kind = translate(publicEventKindKey(event.kind), lang);
    const base = {
      id: tag(`event/${event.id}`),
      updated: event.occurredAt,
      category: { term: event.kind, label: kind },
    };
    if (!seen) {
      const statistic =
        event.statisticId === null
          ? ""
          : ` (${translate("feed.statistic", lang, { statisticId: event.statisticId })})`;
      return { ...base, title: `${kind}${statistic}`, link: null, content: translate("feed.hidden", lang) };
    }
    const page = publicPageOf(seen);
    return {
      ...base,
      title: `${kind}: ${labelOf(seen, lang)}`,
      link: { rel: "alternate", href: publicLink(publicUrl, page.path, page.query), type: HTML },
      content: seen.description,
    };
  }

  async function page(request: FeedPage): Promise<FeedDocument> {
    const { scope, before, lang } = request;
    const events = await eventsBefore(db, scope, before, FEED_PAGE_SIZE + 1);
    const shown = events.slice(0, FEED_PAGE_SIZE);
    const older = events.length > FEED_PAGE_SIZE ? (shown.at(-1)?.id ?? null) : null;
    const objects = await publicObjectsOf(db, shown);
    const changes = [(await lastEventAt(db)) ?? new Date(0), ...[...objects.values()].map((o) => o.updating)];
    const lastModified = new Date(Math.max(...changes.map((d) => d.getTime())));
    const title =
      scope.statisticId === null
        ? translate("feed.title", lang)
        : translate("feed.title.statistic", lang, { statisticId: scope.statisticId });
    const xml = atomXml({
      lang,
      id: tag(`feeds/${scope.statisticId === null ? "events" : `statistic/${scope.statisticId}`}`),
      title,
      subtitle: translate("feed.subtitle", lang),
      author: translate("feed.author", lang),
      updated: lastModified,
      links: await links(request, older),
      archive: before !== null,
      entries: shown.map((event) => entryOf(event, objects.get(objectKey(event)), lang)),
    });
    return { xml, etag: entityTag(xml), lastModified };
  }

  return { page };
}

/** An object as an entry's title names it. */
function labelOf(seen: PublicObject, lang: Lang): string {
  switch (seen.object) {
    case "survey":
      return translate("feed.survey", lang, { erhebungsid: seen.erhebungsid, description: seen.description });
    case "resource":
      return translate("feed.resource", lang, {
        resourceKey: seen.resourceKey,
        type: resourceTypeLabel(seen.resourceType, lang),
        version: seen.version,
        erhebungsid: seen.erhebungsid,
      });
    case "genericResource":
      return translate("feed.genericResource", lang, {
        type: translate(`genericResourceType.${seen.resourceType}`, lang),
        fileName: seen.fileName,
        version: seen.version,
      });
  }
}
