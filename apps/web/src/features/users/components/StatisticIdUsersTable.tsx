import type { PersonSummary } from "@erhdb/domain";
import { formatBerlinDateTime, officeLabel } from "@erhdb/domain";
import ChecklistIcon from "@mui/icons-material/Checklist";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";
import { EmailText } from "./EmailText.tsx";

export interface StatisticIdUsersTableProps {
  statisticId: string;
  persons: readonly PersonSummary[];
  selectedId: number | null;
  onSelect(id: number): void;
}

/**
 * The accounts holding a permission for one statistic id (SPEC 2.12): id, forename, name, phone, email,
 * role, office, last change, and a button showing the account's permissions below. The password column
 * of SPEC 2.12 is left out: no answer says anything about a password, and a row of dots for every
 * account (with or without one) would tell nothing true.
 */
export function StatisticIdUsersTable({
  statisticId,
  persons,
  selectedId,
  onSelect,
}: StatisticIdUsersTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <CaptionedTable maxHeight="30vh" caption={t("users.byStatisticId.usersCaption", { statisticId })}>
      <TableHead>
        <TableRow>
          <TableCell>{t("users.column.id")}</TableCell>
          <TableCell>{t("users.column.forename")}</TableCell>
          <TableCell>{t("users.column.name")}</TableCell>
          <TableCell>{t("users.column.phone")}</TableCell>
          <TableCell>{t("users.column.email")}</TableCell>
          <TableCell>{t("users.column.role")}</TableCell>
          <TableCell>{t("users.column.office")}</TableCell>
          <TableCell>{t("users.column.updating")}</TableCell>
          <TableCell>{t("users.column.permissions")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {persons.length === 0 && (
          <TableRow>
            <TableCell colSpan={9}>{t("users.byStatisticId.noUsers")}</TableCell>
          </TableRow>
        )}
        {persons.map((person) => {
          const selected = person.id === selectedId;
          const label = t("users.byStatisticId.showPermissions", {
            forename: person.forename,
            name: person.name,
          });
          return (
            <TableRow key={person.id} selected={selected} hover onClick={() => onSelect(person.id)}>
              <TableCell>{person.id}</TableCell>
              <TableCell>{person.forename}</TableCell>
              <TableCell>
                {person.name}
                {person.deleted && (
                  <Typography component="span" variant="caption">
                    {" "}
                    ({t("users.deletedMark")})
                  </Typography>
                )}
              </TableCell>
              <TableCell>{person.phone}</TableCell>
              <TableCell>
                <EmailText email={person.email} />
              </TableCell>
              <TableCell>{person.role.name}</TableCell>
              <TableCell>{officeLabel(person.office, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBerlinDateTime(person.updating)}</TableCell>
              <TableCell>
                <RowActionButton
                  title={label}
                  label={label}
                  icon={<ChecklistIcon fontSize="small" />}
                  aria-pressed={selected}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(person.id);
                  }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </CaptionedTable>
  );
}
