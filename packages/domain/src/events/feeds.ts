/** Where the Atom feeds of the public events live, under the base path (decision 43). */
export const FEEDS_PATH = "/feeds";

/** Every public event. */
export const EVENTS_FEED_PATH = `${FEEDS_PATH}/events.atom`;

/** The public events of one statistic id. */
export function statisticFeedPath(statisticId: string): string {
  return `${FEEDS_PATH}/statistic/${statisticId}.atom`;
}

export const FEED_MEDIA_TYPE = "application/atom+xml";

/** Entries of one feed document (RFC 5005 pages: the newest, then older ones by `before`). */
export const FEED_PAGE_SIZE = 50;
