import { hasRight, isValidErhebungsid, type SurveyAnswer, statisticFeedPath } from "@erhdb/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { isInvalidSurveyError, useSurvey } from "../../../api/surveys.ts";
import { useSession } from "../../../auth/session-context.ts";
import { FeedLink } from "../../../components/FeedLink.tsx";
import { historyTab } from "../../../components/history/history-tab.tsx";
import { TabbedPanels } from "../../../components/TabbedPanels.tsx";
import { DetailEvas } from "./DetailEvas.tsx";
import { DetailFields } from "./DetailFields.tsx";
import { DetailLinks } from "./DetailLinks.tsx";
import { DetailResources } from "./DetailResources.tsx";

export interface SurveyDetailDialogProps {
  erhebungsid: string;
  /** the resource type whose tab opens first; any other value opens the first tab */
  resourceType?: string | null;
  onClose(): void;
  /** the id is malformed, unknown, or not visible to the caller (SPEC 8 'Ungültige Erhebungsid.') */
  onInvalid(): void;
}

/** The detail view of one survey (SPEC 2.4): details, EVAS, resources and links. */
export function SurveyDetailDialog({
  erhebungsid,
  resourceType = null,
  onClose,
  onInvalid,
}: SurveyDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const valid = isValidErhebungsid(erhebungsid);
  const survey = useSurvey(valid ? erhebungsid : null);
  const invalid = !valid || isInvalidSurveyError(survey.error);

  // Reported once per id, also when StrictMode runs the effect twice.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!invalid || reported.current === erhebungsid) return;
    reported.current = erhebungsid;
    onInvalid();
  }, [invalid, erhebungsid, onInvalid]);
  if (invalid) return null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("surveys.detail.title", { erhebungsid })}</DialogTitle>
      <DialogContent>
        {survey.isPending && <CircularProgress aria-label={t("app.loading")} />}
        {survey.isError && <Alert severity="error">{errorMessage(survey.error, t)}</Alert>}
        {survey.data && <DetailTabs survey={survey.data} resourceType={resourceType} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The details, and beside them the survey's history for whoever may read its comments (COMMENTARY_READ,
 * issue 36): the History tab's code loads when it is opened.
 */
function DetailTabs({ survey, resourceType }: { survey: SurveyAnswer; resourceType: string | null }) {
  const { t } = useTranslation();
  const { person } = useSession();
  const details = <DetailSections survey={survey} resourceType={resourceType} />;
  if (!hasRight(person, "COMMENTARY_READ")) return details;
  return (
    <TabbedPanels
      label={t("history.tabsLabel")}
      tabs={[
        { key: "details", label: t("history.details"), panel: details },
        historyTab(t, "eid", survey.erhebungsid, { restorable: true }),
      ]}
    />
  );
}

function DetailSections({ survey, resourceType }: { survey: SurveyAnswer; resourceType: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t("surveys.detail.details")}>
        <DetailFields survey={survey} />
      </Section>
      <Section title={t("surveys.detail.evas")}>
        <DetailEvas evas={survey.evas} />
      </Section>
      <Section title={t("surveys.detail.resources")}>
        <DetailResources resources={survey.resources} initialType={resourceType} />
      </Section>
      <Section title={t("surveys.detail.links")}>
        <DetailLinks links={survey.links} />
      </Section>
      <Typography sx={{ mt: 2 }}>
        <FeedLink
          path={statisticFeedPath(survey.statisticId)}
          title={t("surveys.detail.feed", { statisticId: survey.statisticId })}
        />
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}
