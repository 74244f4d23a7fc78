import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Page } from "../../components/Page.tsx";

/**
 * A page of legal text. The texts are long prose, so each language is a component of its own
 * (loaded with the page) instead of dozens of catalogue keys.
 */
export function StaticPage({
  titleKey,
  content,
}: {
  titleKey: string;
  content: { de: ComponentType; en: ComponentType };
}) {
  const { t, i18n } = useTranslation();
  const Content = i18n.language === "en" ? content.en : content.de;
  return (
    <Page title={t(titleKey)} maxWidth={860}>
      <Content />
    </Page>
  );
}
