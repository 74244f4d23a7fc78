import type { ResourceAnswer } from "@erhdb/domain";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import DeleteIcon from "@mui/icons-material/Delete";
import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import DeleteSweepIcon from "@mui/icons-material/DeleteSweep";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import LockIcon from "@mui/icons-material/Lock";
import PublicIcon from "@mui/icons-material/Public";
import ScienceIcon from "@mui/icons-material/Science";
import Box from "@mui/material/Box";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";
import type { EditAction } from "./edit-actions.ts";

const ICONS: Readonly<Record<EditAction, ComponentType<SvgIconProps>>> = {
  download: DownloadIcon,
  changeDescription: EditIcon,
  lock: LockIcon,
  setTestable: ScienceIcon,
  setUsable: CheckCircleIcon,
  changeUsability: PublicIcon,
  delete: DeleteIcon,
  deleteButUsed: DeleteSweepIcon,
  deletePhysical: DeleteForeverIcon,
};

export interface ResourceActionButtonsProps {
  resource: Pick<ResourceAnswer, "mutableKey">;
  /** the buttons, in this order */
  actions: readonly EditAction[];
  enabled(action: EditAction): boolean;
  onAction(action: EditAction): void;
}

/**
 * Every action of one resource as a button, named with the resource key for screen readers; the
 * disabled ones stay visible so that the user sees what the resource's state does not allow now.
 */
export function ResourceActionButtons({ resource, actions, enabled, onAction }: ResourceActionButtonsProps) {
  const { t } = useTranslation();
  const key = resource.mutableKey;
  return (
    <Box
      role="group"
      aria-label={t("resources.edit.actionsOf", { key })}
      sx={{ display: "flex", whiteSpace: "nowrap" }}
    >
      {actions.map((action) => {
        const Icon = ICONS[action];
        const label = t(`resources.edit.action.${action}`);
        return (
          <RowActionButton
            key={action}
            title={label}
            label={t("resources.named", { action: label, key })}
            icon={<Icon fontSize="small" />}
            disabled={!enabled(action)}
            onClick={() => onAction(action)}
          />
        );
      })}
    </Box>
  );
}
