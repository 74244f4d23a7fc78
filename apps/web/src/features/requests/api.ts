import type { MinimalSurvey, RequestCreate, SurveyAnswer, TicketStatus } from "@erhdb/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";
import { surveyQuery } from "../../api/surveys.ts";

/** The public calls of the request pages and the ticket (decision 17), and the pickers they use. */

export const requestKeys = {
  ticket: (token: string) => ["ticket", token] as const,
  surveySearch: (search: string) => ["surveyPicker", search] as const,
  statisticIds: ["statisticIds", "minimized"] as const,
};

/** `POST request/create`: 201 `{ id }`; the ticket link goes to the applicant by mail only. */
export function useCreateRequest() {
  return useMutation({
    mutationFn: (request: RequestCreate) => post<{ id: number }>("request/create", request),
  });
}

/** `GET request/ticketstatus?token=`: 404 INVALID_TOKEN for a wrong token. */
export function ticketQuery(token: string) {
  return queryOptions({
    queryKey: requestKeys.ticket(token),
    queryFn: ({ signal }) =>
      get<TicketStatus>(`request/ticketstatus?token=${encodeURIComponent(token)}`, { signal }),
    // a wrong token stays wrong: asking again only delays the answer
    retry: false,
  });
}

export function useTicket(token: string) {
  return useQuery({ ...ticketQuery(token), enabled: token !== "" });
}

/** `POST eid/minimalized` (decision 10): the surveys a visitor may name, found by id or description. */
export function useSurveySearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.surveySearch(search),
    queryFn: ({ signal }) => post<MinimalSurvey[]>("eid/minimalized", { search }, { signal }),
    enabled,
    // the list keeps its options while the next search runs, instead of flashing empty
    placeholderData: keepPreviousData,
  });
}

/** `GET util/statistikIdMinimized`: the statistic ids of the surveys the caller sees (public). */
export function useStatisticIdChoices() {
  return useQuery({
    queryKey: requestKeys.statisticIds,
    queryFn: ({ signal }) => get<string[]>("util/statistikIdMinimized", { signal }),
  });
}

/** A survey's current data (`eid/erhebungsid/{id}`), loaded when the applicant picks it. */
export function useLoadSurvey() {
  const client = useQueryClient();
  return (erhebungsid: string): Promise<SurveyAnswer> => client.fetchQuery(surveyQuery(erhebungsid));
}
