import { useTranslation } from "react-i18next";
import { SpecializingFacts } from "../components/SpecializingFacts.tsx";
import { RequestDialog, typedTitle } from "./RequestDialog.tsx";

/** What a request asks for (SPEC 2.15 "request specialization"), opened from the table's type cell. */
export function SpecializingDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RequestDialog
      id={id}
      title={typedTitle(t, "processes.dialog.specializingTitle", id)}
      maxWidth="md"
      onClose={onClose}
    >
      {(request) => <SpecializingFacts request={request} />}
    </RequestDialog>
  );
}
