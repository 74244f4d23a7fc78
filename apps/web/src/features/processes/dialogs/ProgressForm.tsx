import { REQUEST_UPDATE_MOVES, type RequestAnswer, requestUpdateSchema } from "@erhdb/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useUpdateRequest } from "../api.ts";
import { validationKey } from "../validation-key.ts";

/**
 * The staff's progress on a request (`POST request/{id}/update`): a progress comment, kept in the
 * history, and the move REQUEST_UPDATE_MOVES allows from the request's status (NEU -> IN_BEARBEITUNG,
 * GENEHMIGT -> COMPLETED), which may carry the comment.
 */
export function ProgressForm({ request }: { request: RequestAnswer }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdateRequest();
  const [comment, setComment] = useState("");
  const move = REQUEST_UPDATE_MOVES[request.actionStatus];
  const commented = requestUpdateSchema.safeParse({ progressComment: comment });
  const moved = requestUpdateSchema.safeParse({ progressComment: comment, actionStatus: move });
  const problem = commented.success ? undefined : commented.error.issues[0]?.message;

  // one run for both buttons: either holds the other; the pressed one shows the progress
  const [pressed, setPressed] = useState<"save" | "move">("save");
  const send = useRunOnce(async (button: "save" | "move") => {
    const parsed = button === "save" ? commented : moved;
    setPressed(button);
    if (!parsed.success) return;
    try {
      await update.mutateAsync({ id: request.id, update: parsed.data });
      snackbar.success(t("processes.progress.done", { id: request.id }));
      setComment("");
    } catch (error) {
      snackbar.error(errorMessage(error, t, { action: "EDIT", object: "REQUEST" }));
    }
  });
  const busyWhen = (button: "save" | "move") => (pressed === button ? send.busy : {});

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send.run("save");
      }}
      sx={{ display: "grid", gap: 1 }}
    >
      <TextField
        label={t("processes.progress.comment")}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        error={problem !== undefined}
        helperText={problem ? t(validationKey(problem)) : t("processes.progress.hint")}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "flex-end" }}>
        <Button
          type="submit"
          disabled={send.running || !commented.success || comment.trim() === ""}
          {...busyWhen("save")}
        >
          {t("processes.progress.save")}
        </Button>
        {move && (
          <Button
            variant="contained"
            disabled={send.running || !moved.success}
            onClick={() => void send.run("move")}
            {...busyWhen("move")}
          >
            {t(`processes.progress.move.${move}`)}
          </Button>
        )}
      </Box>
    </Box>
  );
}
