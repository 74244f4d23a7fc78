import { NO_RESPONSIBLE_PERSON } from "@erhdb/domain";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../api/error-message.ts";
import { useConfirm } from "../../../components/confirm.tsx";
import { useSnackbar } from "../../../components/snackbar.tsx";
import { useCandidates, useRequest, useSetResponsible } from "../api.ts";
import { candidateSubjectOf } from "../request-subject.ts";

export interface ResponsiblePersonSelectProps {
  requestId: number;
  /** the responsible person as the table's cell has it: the id ('' for nobody) ... */
  personId: string;
  /** ... and "Name, Forename" */
  personName: string;
}

const NOBODY = String(NO_RESPONSIBLE_PERSON);

/**
 * The responsible person of a request as a dropdown (SPEC 2.15): nobody, the person responsible now, and
 * the candidates `GET request/orgAdmin` names for the request's statistic id and state, asked when the
 * list first opens. A choice takes effect after a confirmation (SPEC 4).
 */
export function ResponsiblePersonSelect({ requestId, personId, personName }: ResponsiblePersonSelectProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const setResponsible = useSetResponsible();
  const [opened, setOpened] = useState(false);
  const request = useRequest(opened ? requestId : null);
  const subject = request.data ? candidateSubjectOf(request.data) : null;
  const candidates = useCandidates(subject);
  const current = personId === "" ? NOBODY : personId;
  // only the answer for this request's subject: a list cached for another one must not show meanwhile
  const answered = subject === null ? undefined : candidates.data;
  const people = (answered ?? []).map((p) => ({
    value: String(p.id),
    text: `${p.name}, ${p.forename}`,
  }));
  // the person responsible now stays listed though the rule no longer names them
  const options = [
    { value: NOBODY, text: t("processes.responsible.nobody") },
    ...(current !== NOBODY && !people.some((p) => p.value === current)
      ? [{ value: current, text: personName }]
      : []),
    ...people,
  ];
  const failure = request.error ?? candidates.error;
  const loading = opened && answered === undefined && !failure;

  const choose = async (value: string) => {
    if (value === current) return;
    const nobody = value === NOBODY;
    await confirm({
      title: t("processes.responsible.confirmTitle"),
      message: nobody
        ? t("processes.responsible.confirmNobody", { id: requestId })
        : t("processes.responsible.confirmText", {
            id: requestId,
            person: options.find((o) => o.value === value)?.text ?? value,
          }),
      confirmLabel: t("processes.responsible.confirm"),
      action: async () => {
        try {
          await setResponsible.mutateAsync({ id: requestId, personId: Number(value) });
          snackbar.success(t("processes.responsible.done", { id: requestId }));
        } catch (error) {
          snackbar.error(errorMessage(error, t, { action: "EDIT", object: "REQUEST" }));
        }
      },
    });
  };

  return (
    <Select
      size="small"
      value={current}
      onOpen={() => setOpened(true)}
      onChange={(event) => void choose(event.target.value)}
      inputProps={{ "aria-label": t("processes.responsible.label", { id: requestId }) }}
      sx={{ minWidth: 180 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.text}
        </MenuItem>
      ))}
      {loading && (
        <MenuItem key="loading" value="" disabled>
          {t("processes.responsible.loading")}
        </MenuItem>
      )}
      {failure && (
        <MenuItem key="failure" value="" disabled>
          {errorMessage(failure, t)}
        </MenuItem>
      )}
    </Select>
  );
}
