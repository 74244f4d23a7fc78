import { formatBerlinDateTime, resourceStatusI18nKey, resourceTypeName } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { useSurveyResources } from "../api.ts";

/** The "existing resources" tab of the add dialog (SPEC 2.4): what the survey has, to avoid a duplicate. */
export function ExistingResourcesTab({ erhebungsid }: { erhebungsid: string }) {
  const { t, i18n } = useTranslation();
  const resources = useSurveyResources(erhebungsid);
  if (resources.isError) {
    return (
      <Alert severity="error">
        {errorMessage(resources.error, t, { action: "RETRIEVE", object: "RESOURCE" })}
      </Alert>
    );
  }
  if (!resources.data) return <CircularProgress aria-label={t("app.loading")} />;
  if (resources.data.length === 0) return <Typography>{t("resources.none")}</Typography>;
  return (
    <CaptionedTable caption={t("resources.add.existingCaption", { erhebungsid })}>
      <TableHead>
        <TableRow>
          <TableCell>{t("resources.column.key")}</TableCell>
          <TableCell>{t("resources.column.description")}</TableCell>
          <TableCell>{t("resources.column.type")}</TableCell>
          <TableCell>{t("resources.column.specialization")}</TableCell>
          <TableCell>{t("resources.column.status")}</TableCell>
          <TableCell>{t("resources.column.updating")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {resources.data.map((r) => (
          <TableRow key={r.id}>
            <TableCell sx={{ fontFamily: "monospace" }}>{r.mutableKey}</TableCell>
            <TableCell>{r.description}</TableCell>
            <TableCell>
              {r.resourcetype} – {resourceTypeName(r.resourcetype, i18n.language)}
            </TableCell>
            <TableCell>{r.specialization}</TableCell>
            <TableCell>{t(resourceStatusI18nKey(r.status))}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(r.updating)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </CaptionedTable>
  );
}
