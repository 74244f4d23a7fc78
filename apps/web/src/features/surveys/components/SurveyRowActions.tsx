import AddCircleOutlineIcon from "@mui/icons-material/AddCircleOutlineOutlined";
import ArchiveIcon from "@mui/icons-material/Archive";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import CommentIcon from "@mui/icons-material/Comment";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import EditNoteIcon from "@mui/icons-material/EditNote";
import FastForwardIcon from "@mui/icons-material/FastForward";
import LinkIcon from "@mui/icons-material/Link";
import LockIcon from "@mui/icons-material/Lock";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import VisibilityIcon from "@mui/icons-material/Visibility";
import Box from "@mui/material/Box";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";
import { useMenuAnchor } from "../../../components/use-menu-anchor.ts";
import { isRowActionEnabled, type RowAction, type SurveyRow, statusActionOf } from "./survey-row.ts";

const ICONS: Readonly<Record<RowAction, ComponentType<SvgIconProps>>> = {
  detail: VisibilityIcon,
  comments: CommentIcon,
  edit: EditIcon,
  addResource: AddCircleOutlineIcon,
  editResource: EditNoteIcon,
  changeLinks: LinkIcon,
  continue: FastForwardIcon,
  approve: CheckCircleIcon,
  block: LockIcon,
  archive: ArchiveIcon,
  delete: DeleteIcon,
};

/** The menu's entries after the detail view, which has a button of its own. */
function menuActions(row: SurveyRow): RowAction[] {
  return [
    "comments",
    "edit",
    "addResource",
    "editResource",
    "changeLinks",
    "continue",
    statusActionOf(row),
    "archive",
    "delete",
  ];
}

export interface SurveyRowActionsProps {
  row: SurveyRow & { erhebungsid: string };
  onAction(action: RowAction): void;
}

/**
 * The actions of one survey (SPEC 2.4): the detail view as a button, the rest in a menu. Every action is
 * shown; those the server's list does not name are disabled but stay focusable, so keyboard and screen
 * reader users learn that they exist (the server checks every call again).
 */
export function SurveyRowActions({ row, onAction }: SurveyRowActionsProps) {
  const { t } = useTranslation();
  const { mounted, close, labelledBy, buttonProps, menuProps } = useMenuAnchor();
  const { erhebungsid } = row;
  const named = (action: RowAction) =>
    t("surveys.actions.named", { action: t(`surveys.actions.${action}`), erhebungsid });
  const choose = (action: RowAction) => {
    close();
    onAction(action);
  };

  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      <RowActionButton
        title={t("surveys.actions.detail")}
        label={named("detail")}
        icon={<VisibilityIcon fontSize="small" />}
        disabled={!isRowActionEnabled(row, "detail")}
        onClick={() => onAction("detail")}
      />
      <RowActionButton
        {...buttonProps}
        title={t("surveys.actions.more")}
        label={t("surveys.actions.menu", { erhebungsid })}
        icon={<MoreVertIcon fontSize="small" />}
      />
      {mounted && (
        <Menu
          {...menuProps}
          slotProps={{ list: { "aria-labelledby": labelledBy, disabledItemsFocusable: true } }}
        >
          {menuActions(row).map((action) => {
            const Icon = ICONS[action];
            return (
              <MenuItem
                key={action}
                disabled={!isRowActionEnabled(row, action)}
                aria-label={named(action)}
                onClick={() => choose(action)}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t(`surveys.actions.${action}`)}</ListItemText>
              </MenuItem>
            );
          })}
        </Menu>
      )}
    </Box>
  );
}
