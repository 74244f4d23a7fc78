import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRunOnce } from "./use-run-once.ts";

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** what confirming does: the call and its message (snackbar); it runs once, the dialog open meanwhile */
  action(): Promise<unknown>;
}

type Confirm = (options: ConfirmOptions) => Promise<void>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * The one confirmation dialog. `await confirm({..., action})` asks; confirming runs the action once
 * (useRunOnce): the dialog stays open with the confirm button busy and both buttons held until the
 * action settles, then closes. The promise resolves when the dialog has closed, cancelled or done.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<(() => void) | null>(null);

  const close = () => {
    resolver.current?.();
    resolver.current = null;
    setOptions(null);
  };
  const confirmed = useRunOnce(async () => {
    try {
      await options?.action();
    } finally {
      close();
    }
  });

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.();
    setOptions(next);
    return new Promise<void>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const cancel = () => {
    if (!confirmed.running) close();
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      <Dialog open={options !== null} onClose={cancel} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{options?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} component="div">
            {options?.message}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={confirmed.running}>
            {options?.cancelLabel ?? t("common.cancel")}
          </Button>
          <Button variant="contained" onClick={() => void confirmed.run()} {...confirmed.busy}>
            {options?.confirmLabel ?? t("common.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider");
  return confirm;
}
