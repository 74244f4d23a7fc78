import { useTranslation } from "react-i18next";
import { EvasTreeView } from "../../components/evas-tree/EvasTreeView.tsx";
import { Page } from "../../components/Page.tsx";

/** /evastree: the active EVAS as a tree of 1, 2, 3 and 5 digit codes (SPEC 2.5). */
export function EvasTreePage() {
  const { t } = useTranslation();
  return (
    <Page title={t("screen.evastree")}>
      <EvasTreeView label={t("evasTree.label")} />
    </Page>
  );
}
