import {
  GENERIC_RESOURCE_SKELETON_ROWS,
  type GenericResourceAnswer,
  type GenericResourceTypeCode,
} from "@erhdb/domain";
import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { downloadGenericResource, useGenericResources } from "../../../api/generic-resources.ts";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { genericTypeName } from "../../../lib/generic-type-name.ts";

export interface GenericResourceListProps {
  /** only the resources of this type; all without */
  type?: GenericResourceTypeCode;
}

/**
 * The general resources the caller may see (anonymous callers: the public ones), each with its
 * download: type, description, version, bzr. The Show page lists one type with it (decision 9).
 */
export function GenericResourceList({ type }: GenericResourceListProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const resources = useGenericResources();
  const typeName = (code: string) => genericTypeName(code, t);
  const rows = type ? resources.data?.filter((r) => r.resourcetype === type) : resources.data;
  const label = type
    ? t("genericResources.listLabelOfType", { type: typeName(type) })
    : t("genericResources.listLabel");
  const headers = ["type", "description", "version", "bzr", "actions"] as const;

  const download = async (resource: GenericResourceAnswer) => {
    try {
      await downloadGenericResource(resource);
    } catch (error) {
      snackbar.error(errorMessage(error, t, { action: "DOWNLOAD", object: "GENERAL_RESOURCE" }));
    }
  };

  if (resources.error) {
    return (
      <Alert severity="error">
        {errorMessage(resources.error, t, { action: "RETRIEVE", object: "GENERAL_RESOURCE" })}
      </Alert>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-busy={rows === undefined}>
        <Box component="caption" sx={visuallyHidden}>
          {label}
        </Box>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{t(`genericResources.${header}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined &&
            Array.from({ length: GENERIC_RESOURCE_SKELETON_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={i} data-testid="skeleton-row">
                {headers.map((header) => (
                  <TableCell key={header}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length}>{t("validation.empty-list")}</TableCell>
            </TableRow>
          )}
          {rows?.map((resource) => (
            <TableRow key={resource.id} hover>
              <TableCell>{typeName(resource.resourcetype)}</TableCell>
              <TableCell>{resource.description}</TableCell>
              <TableCell>{resource.version}</TableCell>
              <TableCell>{resource.bzr}</TableCell>
              <TableCell>
                <RowActionButton
                  title={t("genericResources.download")}
                  label={t("genericResources.downloadNamed", { filename: resource.filename })}
                  icon={<DownloadIcon fontSize="small" />}
                  onClick={() => void download(resource)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
