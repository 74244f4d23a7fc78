import { BASE_PATH } from "@erhdb/domain";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { API_BASE } from "../../../api/client.ts";
import { loginExample, tableExample } from "./curl-examples.ts";
import { CodeBlock, RichText } from "./RichText.tsx";

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The OpenAPI documents and Swagger UI live beside the API (ARCHITECTURE 4), outside the app's routes. */
const REFERENCE = [
  { href: `${BASE_PATH}/swagger-ui.html`, key: "documentation.rest.swagger" },
  { href: `${BASE_PATH}/v3/api-docs`, key: "documentation.rest.openapiJson" },
  { href: `${BASE_PATH}/v3/api-docs.yaml`, key: "documentation.rest.openapiYaml" },
] as const;

/**
 * How to use the REST interface (API.md): login and token, the table protocol, errors, the documents,
 * with curl examples for the address this app runs at and links to Swagger UI and the OpenAPI documents.
 */
export function RestInterfacePanel() {
  const { t } = useTranslation();
  const base = `${window.location.origin}${API_BASE.replace(/\/$/, "")}`;
  return (
    <>
      <RichText textKey="documentation.rest.intro" values={{ base }} />
      <Heading>{t("documentation.rest.referenceTitle")}</Heading>
      <Typography component="ul" sx={{ mt: 0, pl: 3 }}>
        {REFERENCE.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href}>{t(entry.key)}</Link>
          </li>
        ))}
      </Typography>

      <Heading>{t("documentation.rest.loginTitle")}</Heading>
      <RichText textKey="documentation.rest.login" />
      <CodeBlock label={t("documentation.rest.loginTitle")} code={loginExample(base)} />
      <RichText textKey="documentation.rest.session" />
      <RichText textKey="documentation.rest.swaggerLogin" />

      <Heading>{t("documentation.rest.tableTitle")}</Heading>
      <RichText textKey="documentation.rest.table" />
      <RichText textKey="documentation.rest.sorting" />
      <RichText textKey="documentation.rest.tableAnswer" />
      <RichText textKey="documentation.rest.filters" />
      <CodeBlock label={t("documentation.rest.tableTitle")} code={tableExample(base)} />

      <Heading>{t("documentation.rest.errorsTitle")}</Heading>
      <RichText textKey="documentation.rest.errors" />

      <Heading>{t("documentation.rest.documentsTitle")}</Heading>
      <RichText textKey="documentation.rest.documents" />
    </>
  );
}
