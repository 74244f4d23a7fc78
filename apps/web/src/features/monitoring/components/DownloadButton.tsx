import DownloadIcon from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";

export interface DownloadButtonProps {
  label: string;
  /** fetches the file and offers it for saving; null while the download cannot start (disabled) */
  download: (() => Promise<void>) | null;
}

/** A download of the monitoring screen: busy while the zip comes, a refusal in the snackbar. */
export function DownloadButton({ label, download }: DownloadButtonProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const start = useRunOnce(async () => {
    if (!download) return;
    try {
      await download();
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    }
  });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loadingPosition="start"
      disabled={!download}
      onClick={() => void start.run()}
      {...start.busy}
    >
      {label}
    </Button>
  );
}
