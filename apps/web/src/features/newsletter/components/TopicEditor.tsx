import { type NewsletterTopic, type NewsletterUserdata, uniqueTopics } from "@erhdb/domain";
import DeleteIcon from "@mui/icons-material/Delete";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client.ts";
import { serverMessage } from "../../../api/error-message.ts";
import { useConfirm } from "../../../components/confirm.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useRunOnce } from "../../../components/use-run-once.ts";
import { useUpdateTopics } from "../api.ts";
import { failureText, topicLabel } from "../newsletter-form.ts";
import { TopicAddForm } from "./TopicAddForm.tsx";

const topicKey = (topic: NewsletterTopic) => `${topic.statisticId}/${topic.resourceType}`;
const sameTopics = (a: readonly NewsletterTopic[], b: readonly NewsletterTopic[]) => {
  const keys = new Set(a.map(topicKey));
  return a.length === b.length && b.every((topic) => keys.has(topicKey(topic)));
};

export interface TopicEditorProps {
  /** the edit token of the page's link */
  token: string;
  /** the address and its topics as last saved */
  saved: NewsletterUserdata;
  /** the token stopped working (expired meanwhile) */
  onTokenRefused(): void;
}

/**
 * The topics of an address as an editable list (decision 17): remove, add (each topic once), then save
 * the whole set with `update`; or unsubscribe all, after a confirmation, which saves the empty set.
 */
export function TopicEditor({ token, saved, onTokenRefused }: TopicEditorProps) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const update = useUpdateTopics();
  const headingId = useId();
  const [topics, setTopics] = useState<readonly NewsletterTopic[]>(saved.topics);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = !sameTopics(topics, saved.topics);

  const add = (topic: NewsletterTopic) => {
    const next = uniqueTopics([...topics, topic]);
    if (next.length === topics.length) return false;
    setTopics(next);
    return true;
  };

  const store = async (next: readonly NewsletterTopic[], success: string) => {
    setFailure(null);
    try {
      const result = await update.mutateAsync({ token, topics: [...next] });
      setTopics(result.topics);
      snackbar.success(success);
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_TOKEN") return onTokenRefused();
      // a refused topic (400 naming topics.N.field) in the server's words; anything else as SPEC 8 says
      const refusal = isApiError(error) && error.status === 400 ? serverMessage(error.body) : undefined;
      setFailure(refusal ?? failureText(error, t, "EDIT"));
    }
  };

  const save = useRunOnce(() => store(topics, t("newsletter.edit.saved")));

  const unsubscribeAll = () =>
    confirm({
      title: t("newsletter.edit.confirmTitle"),
      message: t("newsletter.edit.confirmText", { mail: saved.mail }),
      confirmLabel: t("newsletter.edit.unsubscribeAll"),
      action: () => store([], t("newsletter.edit.unsubscribedAll")),
    });

  return (
    <Stack spacing={3}>
      <Typography>{t("newsletter.edit.intro", { mail: saved.mail })}</Typography>
      <Box component="section" aria-labelledby={headingId}>
        <Box component="h2" id={headingId} sx={{ typography: "h6", mt: 0, mb: 1 }}>
          {t("newsletter.edit.topicsTitle")}
        </Box>
        {topics.length === 0 ? (
          <Typography color="text.secondary">{t("newsletter.edit.noTopics")}</Typography>
        ) : (
          <List dense aria-labelledby={headingId}>
            {topics.map((topic) => {
              const label = topicLabel(topic, t, i18n.language);
              return (
                <ListItem
                  key={topicKey(topic)}
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t("newsletter.edit.removeTopic", { topic: label })}
                      onClick={() => setTopics(topics.filter((other) => topicKey(other) !== topicKey(topic)))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={label} />
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
      <TopicAddForm onAdd={add} />
      {failure && <Alert severity="error">{failure}</Alert>}
      {changed && <Alert severity="info">{t("newsletter.edit.unsaved")}</Alert>}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        <Button variant="contained" disabled={!changed} onClick={() => void save.run()} {...save.busy}>
          {t("newsletter.edit.save")}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={saved.topics.length === 0 || save.running}
          onClick={() => void unsubscribeAll()}
        >
          {t("newsletter.edit.unsubscribeAll")}
        </Button>
      </Box>
    </Stack>
  );
}
