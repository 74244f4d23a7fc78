import type { SurveyAnswer } from "@erhdb/domain";
import { useMutation } from "@tanstack/react-query";
import { get } from "../../api/client.ts";
import { useInvalidateSurvey } from "../../api/surveys.ts";

/** Sets the survey's base object id back to 0 (SPEC 2.13; `GET eid/baseObjectId/{id}/unassign`). */
export function useUnassignSurvey() {
  const invalidate = useInvalidateSurvey();
  return useMutation({
    mutationFn: (erhebungsid: string) => get<SurveyAnswer>(`eid/baseObjectId/${erhebungsid}/unassign`),
    onSuccess: (_, erhebungsid) => invalidate(erhebungsid),
  });
}
