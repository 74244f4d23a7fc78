import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../api/error-message.ts";

export interface LoadedDialogBodyProps<T> {
  query: UseQueryResult<T>;
  /** whether the body waits for the query; without, it shows at once with no data */
  needed: boolean;
  onClose(): void;
  children(data: T | undefined): ReactNode;
}

/**
 * The body of a dialog that edits loaded data: a spinner while the data loads, the failure with a
 * close button, then the body, so a form never opens with values it does not have yet.
 */
export function LoadedDialogBody<T>({ query, needed, onClose, children }: LoadedDialogBodyProps<T>) {
  const { t } = useTranslation();
  if (!needed) return children(undefined);
  if (query.isError) {
    return (
      <>
        <DialogContent>
          <Alert severity="error">{errorMessage(query.error, t)}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.close")}</Button>
        </DialogActions>
      </>
    );
  }
  if (query.data === undefined) {
    return (
      <DialogContent>
        <CircularProgress aria-label={t("app.loading")} />
      </DialogContent>
    );
  }
  return children(query.data);
}
