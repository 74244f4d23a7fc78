import { type RequestRowAction, type RequestRowTarget, requestRowTargetCell } from "@erhdb/domain";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CellRenderer, DataTable } from "../../components/data-table/index.ts";
import { lazyExport } from "../../components/lazy-export.ts";
import { Page } from "../../components/Page.tsx";
import { processTableSource } from "./api.ts";
import { CellButton } from "./components/CellButton.tsx";
import { ProcessRowActions } from "./components/ProcessRowActions.tsx";
import { ResponsiblePersonSelect } from "./components/ResponsiblePersonSelect.tsx";
import type { Decision } from "./dialogs/DecisionDialog.tsx";

// Every dialog loads when first opened: the table is what a visit shows first (issue 17).
const ApplicantDialog = lazyExport(() =>
  import("./dialogs/ApplicantDialog.tsx").then((m) => m.ApplicantDialog),
);
const SpecializingDialog = lazyExport(() =>
  import("./dialogs/SpecializingDialog.tsx").then((m) => m.SpecializingDialog),
);
const RequestDetailsDialog = lazyExport(() =>
  import("./dialogs/RequestDetailsDialog.tsx").then((m) => m.RequestDetailsDialog),
);
const DecisionDialog = lazyExport(() => import("./dialogs/DecisionDialog.tsx").then((m) => m.DecisionDialog));

type OpenDialog =
  | { kind: "applicant" | "specializing" | "details"; id: number }
  | { kind: Decision; target: RequestRowTarget };

/**
 * The processes screen (SPEC 2.15; REQUEST_READ, which the route guard and every call check): the
 * requests through the one data table, the applicant and the request's specializing from their cells,
 * the responsible person as a dropdown, and per row details, accept and decline as the server's actions
 * cell allows them.
 */
export function ProcessesPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  const act = (target: RequestRowTarget, action: RequestRowAction) =>
    setDialog(action === "details" ? { kind: "details", id: target.id } : { kind: action, target });

  const renderCell: CellRenderer = ({ row, column, cell }) => {
    const id = Number(row.id);
    const text = cell?.view ?? "";
    switch (column.id) {
      case "applicant":
        return (
          <CellButton
            text={text}
            hint={t("processes.showApplicant")}
            onClick={() => setDialog({ kind: "applicant", id })}
          />
        );
      case "requestType":
        return (
          <CellButton
            text={text}
            hint={t("processes.showSpecializing")}
            onClick={() => setDialog({ kind: "specializing", id })}
          />
        );
      case "responsiblePerson":
        return <ResponsiblePersonSelect requestId={id} personId={text} personName={cell?.label ?? ""} />;
      case "actions": {
        // the server's cell names the request and what the caller may do, whichever columns are shown
        const target = requestRowTargetCell.parse(text);
        return target && <ProcessRowActions target={target} onAction={(action) => act(target, action)} />;
      }
      default:
        return undefined;
    }
  };

  return (
    <Page title={t("screen.processes")}>
      <DataTable source={processTableSource} label={t("processes.tableLabel")} renderCell={renderCell} />
      <Suspense fallback={null}>
        {dialog?.kind === "applicant" && <ApplicantDialog id={dialog.id} onClose={close} />}
        {dialog?.kind === "specializing" && <SpecializingDialog id={dialog.id} onClose={close} />}
        {dialog?.kind === "details" && <RequestDetailsDialog id={dialog.id} onClose={close} />}
        {dialog && "target" in dialog && (
          <DecisionDialog decision={dialog.kind} target={dialog.target} onClose={close} />
        )}
      </Suspense>
    </Page>
  );
}
