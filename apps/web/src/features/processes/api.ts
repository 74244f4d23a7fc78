import type {
  RequestAnswer,
  RequestApprove,
  RequestPerson,
  RequestReject,
  RequestUpdate,
} from "@erhdb/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post } from "../../api/client.ts";
import { protocolTableSource, tableQueryKey } from "../../api/table-source.ts";

/**
 * The calls of the processes screen (decision 17, REQUEST_READ): the processes table, one request, the
 * candidates for its responsible person, and the staff's steps, each of which loads the table and the
 * request again.
 */

/** The processes table (SPEC 2.15): `GET request/tablestate`, `POST request/table`, CSV, templates. */
export const processTableSource = protocolTableSource({
  id: "request",
  path: "request/table",
  statePath: "request",
  templateType: "processtable",
});

/** Who may be responsible for a request: by its statistic id and state (null: everyone who handles requests). */
export interface CandidateSubject {
  statisticId: string | null;
  lkz: string | null;
}

export const processKeys = {
  table: tableQueryKey(processTableSource.id),
  /** everything cached about requests besides the table */
  all: ["processes"] as const,
  request: (id: number) => ["processes", "request", id] as const,
  candidates: (subject: CandidateSubject) =>
    ["processes", "candidates", subject.statisticId ?? "", subject.lkz ?? ""] as const,
};

/** `GET request/{id}`: the request as staff see it; nothing is asked while `id` is null. */
export function useRequest(id: number | null) {
  return useQuery({
    queryKey: processKeys.request(id ?? 0),
    queryFn: ({ signal }) => get<RequestAnswer>(`request/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** `GET request/orgAdmin?statisticId=&lkz=`: the candidates by decision 17's rule; none asked while null. */
export function useCandidates(subject: CandidateSubject | null) {
  return useQuery({
    queryKey: processKeys.candidates(subject ?? { statisticId: null, lkz: null }),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (subject?.statisticId) query.set("statisticId", subject.statisticId);
      if (subject?.lkz) query.set("lkz", subject.lkz);
      const search = query.toString();
      return get<RequestPerson[]>(`request/orgAdmin${search ? `?${search}` : ""}`, { signal });
    },
    enabled: subject !== null,
  });
}

/**
 * A step on a request. Whatever its outcome, the table and the request load again: a refusal because
 * someone else decided meanwhile (409) must show the row as it is now.
 */
function useRequestStep<V>(call: (variables: V) => Promise<RequestAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: processKeys.table }),
        client.invalidateQueries({ queryKey: processKeys.all }),
      ]),
  });
}

/** `POST request/{id}/approve`: performs the request (decision 17); 409 REQUEST_DECIDED, 400 EVAS_REQUIRED. */
export function useApproveRequest() {
  return useRequestStep(({ id, decision }: { id: number; decision: RequestApprove }) =>
    post<RequestAnswer>(`request/${id}/approve`, decision),
  );
}

/** `POST request/reject/{id}`: the reason longer than 10 characters; 409 REQUEST_DECIDED. */
export function useRejectRequest() {
  return useRequestStep(({ id, decision }: { id: number; decision: RequestReject }) =>
    post<RequestAnswer>(`request/reject/${id}`, decision),
  );
}

/** `POST request/{id}/update`: a progress comment and a move of REQUEST_UPDATE_MOVES. */
export function useUpdateRequest() {
  return useRequestStep(({ id, update }: { id: number; update: RequestUpdate }) =>
    post<RequestAnswer>(`request/${id}/update`, update),
  );
}

/** `POST request/{id}/responsiblePerson/{personId}`: a person who handles requests, or nobody (-1). */
export function useSetResponsible() {
  return useRequestStep(({ id, personId }: { id: number; personId: number }) =>
    post<RequestAnswer>(`request/${id}/responsiblePerson/${personId}`),
  );
}
