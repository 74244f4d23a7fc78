import { resourceRowTargetCell } from "@erhdb/domain";
import DownloadIcon from "@mui/icons-material/Download";
import EditNoteIcon from "@mui/icons-material/EditNote";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
import { RowActionButton } from "../../components/data-table/RowActionButton.tsx";
import { Page } from "../../components/Page.tsx";
import { useResourceDownload } from "../../components/use-resource-download.ts";
import { resourceTableSource } from "./api.ts";

/**
 * Every resource the user sees, over all surveys (SPEC 2.1, 2.2: logged in). The server declares the
 * columns (RESOURCE_TABLE_COLUMNS) and words the status and the access in the caller's language; the
 * page fills the actions cell from its payload: the download, and the way to the survey's resource
 * edit page.
 */
export function ResourcesPage() {
  const { t } = useTranslation();
  const download = useResourceDownload();

  const renderCell: CellRenderer = ({ column, cell }) => {
    if (column.id !== "actions") return undefined;
    const target = resourceRowTargetCell.parse(cell?.view ?? "");
    if (!target) return null;
    const named = (action: string) => t("resources.named", { action, key: target.key });
    return (
      <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
        <RowActionButton
          title={t("resources.download")}
          label={named(t("resources.download"))}
          icon={<DownloadIcon fontSize="small" />}
          onClick={() => void download(target)}
        />
        <RowActionButton
          title={t("resources.editSurvey")}
          label={named(t("resources.editSurvey"))}
          icon={<EditNoteIcon fontSize="small" />}
          to={`/resourceedit?erhebungsid=${target.erhebungsid}`}
        />
      </Box>
    );
  };

  return (
    <Page title={t("screen.resources")}>
      <DataTable source={resourceTableSource} label={t("resources.tableLabel")} renderCell={renderCell} />
    </Page>
  );
}
