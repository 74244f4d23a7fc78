import type { ProtectionSubject, Right, Role, RoleChangeRefusal } from "@erhdb/domain";
import { FIXED_RIGHT_ROLES, RIGHTS, roleDeleteRefusal } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import HistoryIcon from "@mui/icons-material/History";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { draftedRights, type RoleDraft, toggleRefusal } from "./role-draft.ts";

export interface RoleMatrixProps {
  caller: ProtectionSubject;
  roles: readonly Role[];
  draft: RoleDraft;
  /** stable across renders, so unchanged boxes skip rendering */
  onToggle(role: Role, right: Right): void;
  onDelete(role: Role): void;
  /** opens the role's history (issue 36) */
  onHistory(role: Role): void;
}

// The rights' column stays in view while a narrow screen scrolls the roles sideways.
const stickyCell = { position: "sticky", left: 0, zIndex: 1, bgcolor: "background.paper" } as const;

/**
 * The matrix of SPEC 2.16: a row per right, a column per role, a box per pair. Each box the caller may
 * not toggle is disabled, with the domain's reason as its tooltip; each role's header has its delete
 * button, disabled for the built-in roles.
 */
export function RoleMatrix({ caller, roles, draft, onToggle, onDelete, onHistory }: RoleMatrixProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={t("roles.matrixLabel")}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={stickyCell}>
              {t("roles.rightColumn")}
            </TableCell>
            {roles.map((role) => (
              <TableCell key={role.id} scope="col" align="center" sx={{ whiteSpace: "nowrap" }}>
                <RoleHeader
                  caller={caller}
                  role={role}
                  onDelete={() => onDelete(role)}
                  onHistory={() => onHistory(role)}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {RIGHTS.map((right) => (
            <TableRow key={right} hover>
              <TableCell component="th" scope="row" sx={{ ...stickyCell, minWidth: 180 }}>
                {t(`roles.rightName.${right}`)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {right}
                </Typography>
              </TableCell>
              {roles.map((role) => (
                <TableCell key={role.id} align="center" padding="checkbox">
                  <RightBox
                    role={role}
                    right={right}
                    checked={draftedRights(draft, role).includes(right)}
                    refusal={toggleRefusal(caller, draft, role, right)}
                    onToggle={onToggle}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface RoleHeaderProps {
  caller: ProtectionSubject;
  role: Role;
  onDelete(): void;
  onHistory(): void;
}

function RoleHeader({ caller, role, onDelete, onHistory }: RoleHeaderProps) {
  const { t } = useTranslation();
  // whether users hold the role only the server knows: it answers SPEC 8's message
  const refusal = roleDeleteRefusal(caller, role.name, 0);
  const label = t("roles.delete", { role: role.name });
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 0.5 }}>
      <span>
        {role.name}
        {FIXED_RIGHT_ROLES.includes(role.name) && (
          <Typography variant="caption" component="span" color="text.secondary" sx={{ display: "block" }}>
            ({t("roles.fixed")})
          </Typography>
        )}
      </span>
      <Tooltip title={refusal ? t(`roles.refusal.${refusal}`, { role: role.name }) : label} describeChild>
        {/* a disabled button gets no pointer events: the span carries the tooltip */}
        <span>
          <IconButton size="small" aria-label={label} disabled={refusal !== null} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t("roles.history", { role: role.name })}>
        <IconButton size="small" aria-label={t("roles.history", { role: role.name })} onClick={onHistory}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

interface RightBoxProps {
  role: Role;
  right: Right;
  checked: boolean;
  refusal: RoleChangeRefusal | null;
  onToggle(role: Role, right: Right): void;
}

// A toggle re-renders only the boxes whose state changed, not all 150 of them.
const RightBox = memo(function RightBox({ role, right, checked, refusal, onToggle }: RightBoxProps) {
  const { t } = useTranslation();
  const box = (
    <Checkbox
      size="small"
      checked={checked}
      disabled={refusal !== null}
      onChange={() => onToggle(role, right)}
      slotProps={{ input: { "aria-label": t("roles.toggle", { right, role: role.name }) } }}
    />
  );
  if (refusal === null) return box;
  return (
    <Tooltip title={t(`roles.refusal.${refusal}`, { role: role.name, right })} describeChild>
      <span>{box}</span>
    </Tooltip>
  );
});
