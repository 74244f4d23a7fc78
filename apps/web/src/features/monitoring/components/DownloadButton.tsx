import DownloadIcon from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";

export interface DownloadButtonProps {
  label: string;
  /** fetches the file and offers it for saving; null while the download cannot start (disabled) */
  download: (() => Promise<void>) | null;
}

/** A download of the monitoring screen: busy while the zip comes, a refusal in the snackbar. */
export function DownloadButton({ label, download }: DownloadButtonProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!download) return;
    setBusy(true);
    try {
      await download();
    } catch (error) {
      snackbar.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      disabled={!download || busy}
      aria-busy={busy}
      onClick={() => void start()}
    >
      {label}
    </Button>
  );
}
