import { useTranslation } from "react-i18next";
import { requestName } from "../../requests/shared/request-names.ts";
import { SpecializingFacts } from "../components/SpecializingFacts.tsx";
import { RequestDialog } from "./RequestDialog.tsx";

/** What a request asks for (SPEC 2.15 "request specialization"), opened from the table's type cell. */
export function SpecializingDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RequestDialog
      id={id}
      title={(request) =>
        request
          ? t("processes.dialog.specializingTitle", { id, type: requestName(t, "type", request.requestType) })
          : t("processes.dialog.requestTitle", { id })
      }
      maxWidth="md"
      onClose={onClose}
    >
      {(request) => <SpecializingFacts request={request} />}
    </RequestDialog>
  );
}
