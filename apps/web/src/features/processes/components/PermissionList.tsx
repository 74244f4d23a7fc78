import type { RequestSpecializing } from "@erhdb/domain";
import { officeLabel } from "@erhdb/domain";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { CaptionedTable } from "../../../components/CaptionedTable.tsx";
import { RightIcon } from "../../../components/permissions/RightIcon.tsx";

type Permission = Extract<RequestSpecializing, { type: "REQUEST_RIGHTS" }>["permissionList"][number];

const RIGHTS = ["res_rights", "it_res_rights", "eid_rights", "mapping_rights"] as const;

/** The permissions a REQUEST_RIGHTS request asks for: statistic id, state and each right as tick or cross. */
export function PermissionList({ permissions }: { permissions: readonly Permission[] }) {
  const { t, i18n } = useTranslation();
  return (
    <CaptionedTable caption={t("processes.field.permissionList")}>
      <TableHead>
        <TableRow>
          <TableCell>{t("processes.field.statisticId")}</TableCell>
          <TableCell>{t("processes.field.lkz")}</TableCell>
          {RIGHTS.map((right) => (
            <TableCell key={right}>{t(`processes.field.right.${right}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {permissions.map((permission, index) => (
          // a request may name a pair twice, and its list never changes: the place is the key
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <TableRow key={index}>
            <TableCell>{permission.statisticId}</TableCell>
            <TableCell>{officeLabel(permission.lkz, i18n.language)}</TableCell>
            {RIGHTS.map((right) => (
              <TableCell key={right}>
                <RightIcon granted={permission[right]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </CaptionedTable>
  );
}
