import type { WebhookTargetAnswer } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import KeyIcon from "@mui/icons-material/Key";
import ListAltIcon from "@mui/icons-material/ListAlt";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import ReplayIcon from "@mui/icons-material/Replay";
import SendIcon from "@mui/icons-material/Send";
import Box from "@mui/material/Box";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";
import { type TargetAction, targetActions } from "./target-actions.ts";

const ICONS: Readonly<Record<TargetAction, ComponentType<SvgIconProps>>> = {
  deliveries: ListAltIcon,
  test: SendIcon,
  pause: PauseIcon,
  resume: PlayArrowIcon,
  resumeFailing: ReplayIcon,
  rotate: KeyIcon,
  delete: DeleteIcon,
};

export interface TargetRowActionsProps {
  target: WebhookTargetAnswer;
  /** while a write of some row runs: every write waits, so none is sent twice (decision 37) */
  writing: boolean;
  onAction(action: TargetAction, target: WebhookTargetAnswer): void;
}

/** A target's actions as icon buttons, each named with the target's URL for screen readers and tests. */
export function TargetRowActions({ target, writing, onAction }: TargetRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      {targetActions(target).map((action) => {
        const Icon = ICONS[action];
        return (
          <RowActionButton
            key={action}
            title={t(`webhooks.action.${action}`)}
            label={t(`webhooks.action.${action}Of`, { url: target.url })}
            icon={<Icon fontSize="small" />}
            disabled={action !== "deliveries" && writing}
            onClick={() => onAction(action, target)}
          />
        );
      })}
    </Box>
  );
}
