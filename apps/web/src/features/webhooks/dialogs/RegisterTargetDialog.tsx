import {
  acceptsStatisticIdInput,
  PUBLIC_EVENT_KINDS,
  type PublicEventKind,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookSecretAnswer,
} from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { errorMessage } from "../../../api/error-message.ts";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useSecretCalls } from "../api.ts";
import { eventKindName } from "../components/event-kind-name.ts";
import {
  checkDraft,
  EMPTY_DRAFT,
  type FieldMessages,
  type RegisterDraft,
  type RegisterField,
  registerField,
} from "./register-form.ts";

export interface RegisterTargetDialogProps {
  onClose(): void;
  /** the new target and its secret, which the page shows once */
  onRegistered(answer: WebhookSecretAnswer): void;
}

/**
 * A new webhook target: the receiver's URL, a statistic id or none (all), the event kinds. Checked with
 * the domain's schema from the first send on; the server's refusal of a field (an address in a refused
 * range, 422) shows at that field in its own words. Whatever was typed stays until the dialog closes.
 */
export function RegisterTargetDialog({ onClose, onRegistered }: RegisterTargetDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const kindsHelpId = useId();
  const secrets = useSecretCalls();
  const [draft, setDraft] = useState<RegisterDraft>(EMPTY_DRAFT);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);

  const result = checkDraft(draft);
  const problems = checked && "problems" in result ? result.problems : {};
  const message = (field: RegisterField): string | undefined => {
    const key = problems[field];
    return key ? t(key, { max: WEBHOOK_URL_MAX_LENGTH }) : refused[field];
  };
  const change = (patch: Partial<RegisterDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // a refusal was of what the field held then
    setRefused((current) => {
      const kept = { ...current };
      for (const field of Object.keys(patch)) delete kept[field as RegisterField];
      return kept;
    });
  };
  const toggle = (kind: PublicEventKind, on: boolean) =>
    change({ kinds: on ? [...draft.kinds, kind] : draft.kinds.filter((k) => k !== kind) });

  const submit = useRunOnce(async () => {
    setChecked(true);
    setFailure(null);
    if (!("target" in result)) return;
    try {
      onRegistered(await secrets.register(result.target));
    } catch (error) {
      // the server's refusal of a field (its rule, in the caller's language) goes to that field
      const field = isApiError(error) ? registerField(error.field) : undefined;
      if (field && isApiError(error)) setRefused({ [field]: error.message });
      else setFailure(errorMessage(error, t));
    }
  });

  const urlMessage = message("url");
  const statisticIdMessage = message("statisticId");
  const kindsMessage = message("kinds");
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("webhooks.registerDialog.title")}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit.onSubmit}>
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t("webhooks.registerDialog.url")}
            value={draft.url}
            required
            autoFocus
            type="url"
            onChange={(event) => change({ url: event.target.value })}
            error={urlMessage !== undefined}
            helperText={urlMessage ?? t("webhooks.registerDialog.urlHint")}
            slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX_LENGTH, spellCheck: false } }}
          />
          <TextField
            label={t("webhooks.registerDialog.statisticId")}
            value={draft.statisticId}
            onChange={(event) => {
              if (acceptsStatisticIdInput(event.target.value)) change({ statisticId: event.target.value });
            }}
            error={statisticIdMessage !== undefined}
            helperText={statisticIdMessage ?? t("webhooks.registerDialog.statisticIdHint")}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            sx={{ maxWidth: 260 }}
          />
          <FormControl
            component="fieldset"
            error={kindsMessage !== undefined}
            aria-describedby={kindsMessage ? kindsHelpId : undefined}
          >
            <FormLabel component="legend">{t("webhooks.registerDialog.kinds")}</FormLabel>
            <FormGroup>
              {PUBLIC_EVENT_KINDS.map((kind) => (
                <FormControlLabel
                  key={kind}
                  label={eventKindName(kind, t)}
                  control={
                    <Checkbox
                      checked={draft.kinds.includes(kind)}
                      onChange={(event) => toggle(kind, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            {kindsMessage && <FormHelperText id={kindsHelpId}>{kindsMessage}</FormHelperText>}
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" {...submit.busy}>
            {t("webhooks.registerDialog.submit")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
