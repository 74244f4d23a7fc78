import { CSV_LIMIT, type TableQuery } from "@erhdb/domain";
import DownloadIcon from "@mui/icons-material/Download";
import MenuItem from "@mui/material/MenuItem";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message.ts";
import type { CsvScope, DataTableSource } from "../../api/table-source.ts";
import { saveBlob } from "../../lib/download.ts";
import { useSnackbar } from "../snackbar.tsx";
import { useRunOnce } from "../use-run-once.ts";
import { MenuButton } from "./MenuButton.tsx";

export interface CsvMenuProps {
  fetchCsv: NonNullable<DataTableSource["fetchCsv"]>;
  query: TableQuery | null;
}

/** CSV export of the current view or of all data, saved as output.csv (SPEC 2.3, 7). */
export function CsvMenu({ fetchCsv, query }: CsvMenuProps) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const download = useRunOnce(async (scope: CsvScope) => {
    if (!query) return;
    try {
      const file = await fetchCsv(query, scope);
      saveBlob(file.blob, "output.csv");
      if (file.limited) {
        snackbar.info(t("dataTable.csv.limited", { limit: CSV_LIMIT.toLocaleString(i18n.language) }));
      }
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    }
  });
  return (
    <MenuButton
      label={t("dataTable.csv.button")}
      icon={<DownloadIcon />}
      disabled={download.running || !query}
    >
      {(close) => [
        <MenuItem
          key="view"
          onClick={() => {
            close();
            void download.run("view");
          }}
        >
          {t("dataTable.csv.view")}
        </MenuItem>,
        <MenuItem
          key="all"
          onClick={() => {
            close();
            void download.run("all");
          }}
        >
          {t("dataTable.csv.all")}
        </MenuItem>,
      ]}
    </MenuButton>
  );
}
