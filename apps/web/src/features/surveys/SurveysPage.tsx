import { EVENTS_FEED_PATH, hasRight } from "@erhdb/domain";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { surveyTableSource } from "../../api/surveys.ts";
import { useSession } from "../../auth/session-context.ts";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
import { FeedLink } from "../../components/FeedLink.tsx";
import { lazyExport } from "../../components/lazy-export.ts";
import { Page } from "../../components/Page.tsx";
import { useSnackbar } from "../../components/snackbar.tsx";
import { SurveyRowActions } from "./components/SurveyRowActions.tsx";
import { SurveyStatusLabel } from "./components/SurveyStatusLabel.tsx";
import { type RowAction, type SurveyRow, surveyRowOf } from "./components/survey-row.ts";
import type { StatusChangeKind } from "./dialogs/status-change.ts";
import { useSurveyForm } from "./form/use-survey-form.tsx";
import { useSurveyResourceViews } from "./resource-views.ts";
import { useDetailParam } from "./use-detail-param.ts";

// Every dialog loads when first opened: the table is what a visit shows first (issue 17).
const SurveyDetailDialog = lazyExport(() =>
  import("./detail/SurveyDetailDialog.tsx").then((m) => m.SurveyDetailDialog),
);
const CommentsDialog = lazyExport(() => import("./dialogs/CommentsDialog.tsx").then((m) => m.CommentsDialog));
const LinksDialog = lazyExport(() => import("./dialogs/LinksDialog.tsx").then((m) => m.LinksDialog));
const StatusChangeDialog = lazyExport(() =>
  import("./dialogs/StatusChangeDialog.tsx").then((m) => m.StatusChangeDialog),
);

type OpenDialog =
  | { kind: "comments" | "links" | "addResource"; erhebungsid: string }
  | { kind: StatusChangeKind; erhebungsid: string; rigorousAllowed: boolean };

/** The surveys screen (SPEC 2.4): the table, its row actions and their dialogs. */
export function SurveysPage() {
  const { t } = useTranslation();
  const { person } = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const form = useSurveyForm();
  const { AddResourceDialog } = useSurveyResourceViews();
  const [detail, setDetail] = useDetailParam();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const closeDialog = () => setDialog(null);

  const closeDetail = useCallback(() => setDetail(null), [setDetail]);
  const invalidDetail = useCallback(() => {
    snackbar.error(t("surveys.detail.invalid"));
    setDetail(null);
  }, [snackbar, t, setDetail]);

  const act = (row: SurveyRow & { erhebungsid: string }, action: RowAction) => {
    const { erhebungsid } = row;
    switch (action) {
      case "detail":
        return setDetail(erhebungsid);
      case "comments":
        return setDialog({ kind: "comments", erhebungsid });
      case "changeLinks":
        return setDialog({ kind: "links", erhebungsid });
      case "edit":
      case "continue":
        return form.open(action, erhebungsid);
      case "addResource":
        return setDialog({ kind: "addResource", erhebungsid });
      case "editResource":
        return navigate(`/resourceedit?erhebungsid=${erhebungsid}`);
      default:
        return setDialog({ kind: action, erhebungsid, rigorousAllowed: row.allowed.has("deleteRigorous") });
    }
  };

  const renderCell: CellRenderer = ({ row, column }) => {
    if (column.id !== "status" && column.id !== "actions") return undefined;
    const survey = surveyRowOf(row);
    if (column.id === "status") {
      return (
        <SurveyStatusLabel
          status={survey.status}
          publicApproved={survey.publicApproved}
          text={survey.statusText}
        />
      );
    }
    const { erhebungsid } = survey;
    // The server names every row in its actions cell; a row without one offers no actions.
    if (erhebungsid === null) return null;
    return (
      <SurveyRowActions
        row={{ ...survey, erhebungsid }}
        onAction={(action) => act({ ...survey, erhebungsid }, action)}
      />
    );
  };

  return (
    <Page title={t("screen.surveys")}>
      <Box sx={{ mb: 1 }}>
        <FeedLink path={EVENTS_FEED_PATH} title={t("surveys.page.feed")} />
      </Box>
      <DataTable
        source={surveyTableSource}
        label={t("surveys.page.tableLabel")}
        renderCell={renderCell}
        toolbar={
          hasRight(person, "ERHEBUNGSID_CREATE") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.open("create")}>
              {t("surveys.page.add")}
            </Button>
          )
        }
      />
      <Suspense fallback={null}>
        {form.dialog}
        {detail.erhebungsid !== null && (
          <SurveyDetailDialog
            erhebungsid={detail.erhebungsid}
            resourceType={detail.resourceType}
            onClose={closeDetail}
            onInvalid={invalidDetail}
          />
        )}
        {dialog?.kind === "comments" && (
          <CommentsDialog erhebungsid={dialog.erhebungsid} onClose={closeDialog} />
        )}
        {dialog?.kind === "links" && <LinksDialog erhebungsid={dialog.erhebungsid} onClose={closeDialog} />}
        {dialog?.kind === "addResource" && (
          <AddResourceDialog erhebungsid={dialog.erhebungsid} onClose={closeDialog} />
        )}
        {dialog && "rigorousAllowed" in dialog && (
          <StatusChangeDialog
            kind={dialog.kind}
            erhebungsid={dialog.erhebungsid}
            rigorousAllowed={dialog.rigorousAllowed}
            onClose={closeDialog}
          />
        )}
      </Suspense>
    </Page>
  );
}
