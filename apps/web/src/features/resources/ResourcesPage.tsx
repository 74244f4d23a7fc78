import { resourceRowTargetCell } from "@erhdb/domain";
import DownloadIcon from "@mui/icons-material/Download";
import EditNoteIcon from "@mui/icons-material/EditNote";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
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
        <Tooltip title={t("resources.download")}>
          <IconButton
            size="small"
            aria-label={named(t("resources.download"))}
            onClick={() => void download(target)}
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("resources.editSurvey")}>
          <IconButton
            size="small"
            component={RouterLink}
            to={`/resourceedit?erhebungsid=${target.erhebungsid}`}
            aria-label={named(t("resources.editSurvey"))}
          >
            <EditNoteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  };

  return (
    <Page title={t("screen.resources")}>
      <DataTable source={resourceTableSource} label={t("resources.tableLabel")} renderCell={renderCell} />
    </Page>
  );
}
