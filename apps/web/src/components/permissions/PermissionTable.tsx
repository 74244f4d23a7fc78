import type { PermissionFlag, PersonPermission } from "@erhdb/domain";
import { formatBerlinDateTime } from "@erhdb/domain";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../CaptionedTable.tsx";
import { RightIcon } from "./RightIcon.tsx";

export interface PermissionTableProps {
  caption: string;
  permissions: readonly PersonPermission[];
  /** the rights shown as columns, in this order */
  flags: readonly PermissionFlag[];
  /** the actions of a row (the column shows only with it) */
  actions?: (permission: PersonPermission) => ReactNode;
}

/**
 * A person's permissions (SPEC 2.12 detail table, the user dialog's tab): id, statistic id, state code,
 * each right as a tick or a cross, last change.
 */
export function PermissionTable({ caption, permissions, flags, actions }: PermissionTableProps) {
  const { t } = useTranslation();
  return (
    <CaptionedTable maxHeight="30vh" caption={caption} dense>
      <TableHead>
        <TableRow>
          <TableCell>{t("users.permissionColumn.id")}</TableCell>
          <TableCell>{t("users.permissionColumn.statisticId")}</TableCell>
          <TableCell>{t("users.permissionColumn.lkz")}</TableCell>
          {flags.map((flag) => (
            <TableCell key={flag} align="center">
              {t(`users.permissionColumn.${flag}`)}
            </TableCell>
          ))}
          <TableCell>{t("users.permissionColumn.updating")}</TableCell>
          {actions && <TableCell>{t("users.permissionColumn.actions")}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {permissions.length === 0 && (
          <TableRow>
            <TableCell colSpan={flags.length + (actions ? 5 : 4)}>{t("users.permission.none")}</TableCell>
          </TableRow>
        )}
        {permissions.map((permission) => (
          <TableRow key={permission.id}>
            <TableCell>{permission.id}</TableCell>
            <TableCell>{permission.statisticId}</TableCell>
            <TableCell>{permission.lkz}</TableCell>
            {flags.map((flag) => (
              <TableCell key={flag} align="center">
                <RightIcon granted={permission[flag]} />
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(permission.updating)}</TableCell>
            {actions && <TableCell>{actions(permission)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </CaptionedTable>
  );
}
