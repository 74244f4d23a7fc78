import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";

// The message types live here, with the code that shows them: snackbar.tsx imports them as types only
// and this file lazily, so neither file imports the other's code and there is no cycle.
export type SnackbarSeverity = "success" | "error" | "info";

export interface Message {
  id: number;
  text: string;
  severity: SnackbarSeverity;
}

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
