import { BASE_PATH } from "@erhdb/domain";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { ddiExample, oaiExample, sdmxExample } from "./curl-examples.ts";
import { CodeBlock, RichText } from "./RichText.tsx";

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * The standards of official statistics the register speaks (issue 37, decisions 42 and 44): SDMX 3.0
 * structure queries for its codelists, DDI-Lifecycle 3.3 studies and OAI-PMH 2.0 for the public surveys,
 * with curl examples for the address this app runs at.
 */
export function StandardsPanel() {
  const { t } = useTranslation();
  const base = `${window.location.origin}${BASE_PATH}`;
  return (
    <>
      <RichText textKey="documentation.standards.intro" />

      <Heading>{t("documentation.standards.sdmxTitle")}</Heading>
      <RichText textKey="documentation.standards.sdmx" values={{ base: `${base}/sdmx/v2` }} />
      <RichText textKey="documentation.standards.sdmxFormats" />
      <CodeBlock label={t("documentation.standards.sdmxTitle")} code={sdmxExample(base)} />

      <Heading>{t("documentation.standards.ddiTitle")}</Heading>
      <RichText textKey="documentation.standards.ddi" values={{ base: `${base}/ddi/study` }} />
      <CodeBlock label={t("documentation.standards.ddiTitle")} code={ddiExample(base)} />

      <Heading>{t("documentation.standards.oaiTitle")}</Heading>
      <RichText textKey="documentation.standards.oai" values={{ base: `${base}/oai` }} />
      <RichText textKey="documentation.standards.oaiHarvest" />
      <CodeBlock label={t("documentation.standards.oaiTitle")} code={oaiExample(base)} />
    </>
  );
}
