import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import type { Message } from "./snackbar.tsx";

export interface SnackbarMessageProps {
  message: Message;
  open: boolean;
  autoHideMs: number;
  closeLabel: string;
  onClose(event?: unknown, reason?: string): void;
  /** the message has left the screen: the next may come */
  onExited(): void;
}

/** The snackbar of SnackbarProvider showing one message, bottom left. */
export function SnackbarMessage({
  message,
  open,
  autoHideMs,
  closeLabel,
  onClose,
  onExited,
}: SnackbarMessageProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideMs}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={message.severity}
        variant="filled"
        onClose={() => onClose()}
        slotProps={{ closeButton: { title: closeLabel, "aria-label": closeLabel } }}
        sx={{ width: "100%" }}
      >
        {message.text}
      </Alert>
    </Snackbar>
  );
}
