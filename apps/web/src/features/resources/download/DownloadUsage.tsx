import { BASE_PATH, composeResourceKey, DOWNLOAD_PARAM } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** A key of the shape the page takes: survey 1126124000009, survey description (99/00), version 1. */
const SAMPLE_KEY = composeResourceKey({
  erhebungsid: "1126124000009",
  resourceType: "99",
  specialization: "00",
  version: 1,
});

/** The download page's usage help (SPEC 2.21): the address with its one parameter, and an example. */
export function DownloadUsage() {
  const { t } = useTranslation();
  const address = `${BASE_PATH}/download.html?${DOWNLOAD_PARAM}=`;
  return (
    <Box sx={{ maxWidth: "70ch" }}>
      <Typography sx={{ mb: 2 }}>{t("resources.downloadPage.intro")}</Typography>
      <Typography variant="h6" component="h2">
        {t("resources.downloadPage.usageHeading")}
      </Typography>
      <Typography component="p" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
        {address}
        {t("resources.downloadPage.placeholder")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("resources.downloadPage.parameter")}</Typography>
      <Typography variant="h6" component="h2">
        {t("resources.downloadPage.exampleHeading")}
      </Typography>
      <Typography component="p" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
        {address}
        {SAMPLE_KEY}
      </Typography>
    </Box>
  );
}
