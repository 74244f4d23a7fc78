import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface UploadProgressProps {
  /** 0..100 */
  percent: number;
  onCancel(): void;
}

/** The running upload: a determinate bar with its percentage for screen readers too, and a cancel button. */
export function UploadProgress({ percent, onCancel }: UploadProgressProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const rounded = Math.round(percent);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, mt: 2 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography id={labelId} variant="body2">
          {t("upload.progress", { percent: rounded })}
        </Typography>
        <LinearProgress variant="determinate" value={rounded} aria-labelledby={labelId} />
      </Box>
      <Button onClick={onCancel}>{t("upload.cancel")}</Button>
    </Box>
  );
}
