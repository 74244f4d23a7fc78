import { isHttpUrl } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

/**
 * A stored link address. Only an absolute http or https address becomes a link (the server refuses
 * others, but older rows may hold anything), so no `javascript:` can ever run from here.
 */
export function SafeLink({ href }: { href: string }) {
  const { t } = useTranslation();
  if (!isHttpUrl(href)) return <span>{href}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: "anywhere" }}>
      {href}
      <Box component="span" sx={visuallyHidden}>
        {` (${t("surveys.links.newWindow")})`}
      </Box>
    </Link>
  );
}
