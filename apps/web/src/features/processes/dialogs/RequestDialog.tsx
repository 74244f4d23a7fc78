import type { RequestAnswer } from "@erhdb/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LoadedDialogBody } from "../../../components/LoadedDialogBody.tsx";
import { requestName } from "../../../lib/request-names.ts";
import { useRequest } from "../api.ts";

/** A title naming the request's type once it is loaded ("<what> Nr. 5: <type>"), its number before. */
export const typedTitle =
  (t: TFunction, key: string, id: number) =>
  (request: RequestAnswer | undefined): string =>
    request
      ? t(key, { id, type: requestName(t, "type", request.requestType) })
      : t("processes.dialog.requestTitle", { id });

export interface RequestDialogProps {
  id: number;
  /** the title once the request is loaded */
  title(request: RequestAnswer | undefined): string;
  maxWidth?: "sm" | "md";
  onClose(): void;
  children(request: RequestAnswer): ReactNode;
}

/**
 * A dialog that shows one request as `GET request/{id}` answers it: a spinner while it loads, the
 * failure, then the body and a close button.
 */
export function RequestDialog({ id, title, maxWidth = "sm", onClose, children }: RequestDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const request = useRequest(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title(request.data)}</DialogTitle>
      <LoadedDialogBody query={request} needed onClose={onClose}>
        {(loaded) =>
          loaded && (
            <>
              <DialogContent>{children(loaded)}</DialogContent>
              <DialogActions>
                <Button onClick={onClose}>{t("common.close")}</Button>
              </DialogActions>
            </>
          )
        }
      </LoadedDialogBody>
    </Dialog>
  );
}
