import type { RequestRowAction, RequestRowTarget } from "@erhdb/domain";
import CancelOutlinedIcon from "@mui/icons-material/CancelOutlined";
import CheckCircleOutlinedIcon from "@mui/icons-material/CheckCircleOutlined";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import Box from "@mui/material/Box";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "../../../components/data-table/RowActionButton.tsx";

const ICONS: Readonly<Record<RequestRowAction, ReactElement>> = {
  details: <InfoOutlinedIcon fontSize="small" />,
  accept: <CheckCircleOutlinedIcon fontSize="small" color="success" />,
  decline: <CancelOutlinedIcon fontSize="small" color="error" />,
};

export interface ProcessRowActionsProps {
  /** the request and what the server's cell allows the caller (accept and decline only while undecided) */
  target: RequestRowTarget;
  onAction(action: RequestRowAction): void;
}

/** Details, accept and decline of one request (SPEC 2.15), each named with the request's number. */
export function ProcessRowActions({ target, onAction }: ProcessRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", whiteSpace: "nowrap" }}>
      {target.actions.map((action) => (
        <RowActionButton
          key={action}
          title={t(`processes.row.${action}`)}
          label={t(`processes.row.${action}Named`, { id: target.id })}
          icon={ICONS[action]}
          onClick={() => onAction(action)}
        />
      ))}
    </Box>
  );
}
