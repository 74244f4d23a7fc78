import { SURVEY_DESCRIPTION_MAX_LENGTH, SURVEY_LINK_MAX_LENGTH } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useConfirm } from "../../../components/confirm.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useAddSurveyLink, useRemoveSurveyLink, useSurveyLinks } from "../api.ts";
import { SafeLink } from "../components/SafeLink.tsx";
import { checkLinkForm, type LinkField } from "./link-form.ts";

export interface LinksDialogProps {
  erhebungsid: string;
  onClose(): void;
}

/** The links editor of one survey (SPEC 2.4, 5): the list with a delete per link, and the add form. */
export function LinksDialog({ erhebungsid, onClose }: LinksDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const links = useSurveyLinks(erhebungsid);
  const remove = useRemoveSurveyLink();
  const confirm = useConfirm();
  const snackbar = useSnackbar();

  const removeLink = async (linkId: number, description: string) => {
    await confirm({
      title: t("surveys.links.deleteTitle"),
      message: t("surveys.links.deleteText", { description }),
      confirmLabel: t("surveys.links.delete"),
      action: async () => {
        try {
          await remove.mutateAsync({ erhebungsid, linkId });
          snackbar.success(t("surveys.actions.successful"));
        } catch (error) {
          snackbar.error(errorMessage(error, t, { action: "EDIT", object: "ERHEBUNGSID" }));
        }
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("surveys.links.title", { erhebungsid })}</DialogTitle>
      <DialogContent>
        <Typography id={listId} variant="h6" component="h3">
          {t("surveys.links.listHeading")}
        </Typography>
        {links.isPending && <CircularProgress aria-label={t("app.loading")} />}
        {links.isError && <Alert severity="error">{errorMessage(links.error, t)}</Alert>}
        {links.data?.length === 0 && <Typography>{t("surveys.detail.noLinks")}</Typography>}
        {links.data && links.data.length > 0 && (
          <List aria-labelledby={listId} dense>
            {links.data.map((link) => (
              <ListItem
                key={link.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t("surveys.links.deleteNamed", { description: link.description })}
                    onClick={() => void removeLink(link.id, link.description)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={<SafeLink href={link.content} />} secondary={link.description} />
              </ListItem>
            ))}
          </List>
        )}
        <AddLinkForm erhebungsid={erhebungsid} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

const EMPTY = { content: "", description: "" };
const MAX_LENGTH: Readonly<Record<LinkField, number>> = {
  content: SURVEY_LINK_MAX_LENGTH,
  description: SURVEY_DESCRIPTION_MAX_LENGTH,
};

function AddLinkForm({ erhebungsid }: { erhebungsid: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const add = useAddSurveyLink();
  const snackbar = useSnackbar();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<LinkField, string>>>({});
  const [checked, setChecked] = useState(false);

  const set = (field: LinkField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // Messages show from the first attempt on, then follow every change.
    if (checked) {
      const result = checkLinkForm(next);
      setErrors("errors" in result ? result.errors : {});
    }
  };
  const message = (field: LinkField) => {
    const key = errors[field];
    return key ? t(key, { max: MAX_LENGTH[field] }) : undefined;
  };

  const submit = useRunOnce(async () => {
    setChecked(true);
    const result = checkLinkForm(form);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync({ erhebungsid, link: result.value });
      snackbar.success(t("surveys.actions.successful"));
      setForm(EMPTY);
      setChecked(false);
    } catch (error) {
      snackbar.error(errorMessage(error, t, { action: "EDIT", object: "ERHEBUNGSID" }));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit.onSubmit}
      sx={{ display: "grid", gap: 2, mt: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h3">
        {t("surveys.links.addHeading")}
      </Typography>
      <TextField
        label={t("surveys.links.content")}
        value={form.content}
        onChange={(event) => set("content", event.target.value)}
        required
        type="url"
        error={Boolean(errors.content)}
        helperText={message("content") ?? t("surveys.links.contentHint")}
      />
      <TextField
        label={t("surveys.links.description")}
        value={form.description}
        onChange={(event) => set("description", event.target.value)}
        required
        error={Boolean(errors.description)}
        helperText={message("description")}
      />
      <Box>
        <Button type="submit" variant="contained" {...submit.busy}>
          {t("surveys.links.add")}
        </Button>
      </Box>
    </Box>
  );
}
