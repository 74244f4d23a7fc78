import ArchiveIcon from "@mui/icons-material/Archive";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import DeleteIcon from "@mui/icons-material/Delete";
import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import LockIcon from "@mui/icons-material/Lock";
import PublicIcon from "@mui/icons-material/Public";
import ScienceIcon from "@mui/icons-material/Science";
import Box from "@mui/material/Box";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";

/** The icon of each survey status (ARCHITECTURE 7: 0 blocked, 1 testable, 2 archived, 3 approved, 9 deleted). */
const STATUS_ICONS: Readonly<Record<number, ComponentType<SvgIconProps>>> = {
  0: LockIcon,
  1: ScienceIcon,
  2: ArchiveIcon,
  3: CheckCircleIcon,
  9: DeleteIcon,
};

const STATUS_COLOURS: Readonly<Record<number, SvgIconProps["color"]>> = {
  0: "warning",
  1: "info",
  2: "action",
  3: "success",
  9: "error",
};

export interface SurveyStatusLabelProps {
  status: number | null;
  /** approved and public (SPEC 4): an icon of its own and the word */
  publicApproved: boolean;
  /** the status in words */
  text: string;
}

/** A survey's status as icon and text, never by colour or icon alone (WCAG 1.4.1). */
export function SurveyStatusLabel({ status, publicApproved, text }: SurveyStatusLabelProps) {
  const { t } = useTranslation();
  const Icon = publicApproved ? PublicIcon : (status !== null && STATUS_ICONS[status]) || HelpOutlineIcon;
  const colour = status !== null ? STATUS_COLOURS[status] : undefined;
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
      <Icon fontSize="small" color={colour ?? "action"} aria-hidden />
      <span>{publicApproved ? t("surveys.status.publicApproved", { status: text }) : text}</span>
    </Box>
  );
}
