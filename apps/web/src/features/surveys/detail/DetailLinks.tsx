import type { SurveyLinkAnswer } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SafeLink } from "../components/SafeLink.tsx";

/** The survey's links (SPEC 2.4): the address as a link, then its description. */
export function DetailLinks({ links }: { links: readonly SurveyLinkAnswer[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return <Typography>{t("surveys.detail.noLinks")}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {links.map((link) => (
        <li key={link.id}>
          <SafeLink href={link.content} /> – {link.description}
        </li>
      ))}
    </Box>
  );
}
