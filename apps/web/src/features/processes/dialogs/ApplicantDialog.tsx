import { useTranslation } from "react-i18next";
import { ApplicantFacts } from "../components/ApplicantFacts.tsx";
import { RequestDialog } from "./RequestDialog.tsx";

/** The applicant of a request (SPEC 2.15), opened from the table's applicant cell. */
export function ApplicantDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RequestDialog id={id} title={() => t("processes.dialog.applicantTitle", { id })} onClose={onClose}>
      {(request) => <ApplicantFacts applicant={request.applicant} />}
    </RequestDialog>
  );
}
