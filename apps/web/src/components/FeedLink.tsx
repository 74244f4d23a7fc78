import { BASE_PATH, FEED_MEDIA_TYPE } from "@erhdb/domain";
import RssFeedIcon from "@mui/icons-material/RssFeed";
import Link from "@mui/material/Link";

export interface FeedLinkProps {
  /** the feed's path under the base path (the domain's EVENTS_FEED_PATH, statisticFeedPath) */
  path: string;
  /** what it holds, in the shown language: the visible link's text and the head link's title */
  title: string;
}

/**
 * An Atom feed of the page (decision 43): announced in the document head (`rel="alternate"`, which React
 * places there and removes with the page), so that browsers and feed readers find it, and a link for
 * people where the page shows it.
 */
export function FeedLink({ path, title }: FeedLinkProps) {
  const href = `${BASE_PATH}${path}`;
  return (
    <>
      <link rel="alternate" type={FEED_MEDIA_TYPE} href={href} title={title} />
      <Link href={href} sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
        <RssFeedIcon fontSize="small" aria-hidden />
        {title}
      </Link>
    </>
  );
}
