import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

const PARAM = "detail";
/** the resource type whose tab the dialog opens on (the Show page's `resid`, decision 9) */
const RESOURCE_TYPE_PARAM = "resid";
/** the mark of a history entry the list added for its dialog (in the entry's state) */
const OPENED_FROM_LIST = "detailOpenedFromList";

export interface DetailParam {
  erhebungsid: string | null;
  resourceType: string | null;
}

function openedFromList(state: unknown): boolean {
  return typeof state === "object" && state !== null && OPENED_FROM_LIST in state;
}

/**
 * The detail dialog lives in the address (`/surveys?detail=<erhebungsid>`, SPEC 2.4), so the Show page
 * and bookmarks can open it. Opened from the list it is a history entry of its own (decision 9): the
 * browser's Back closes it and stays on the list, Forward opens it again, and closing it goes back to the
 * list's entry instead of leaving a second one behind. Opened by an address (a link, the Show page), it
 * closes by replacing that entry with the list's. The table keeps its own state in the hash, written past
 * the router (DataTable), so the hash is taken from the window and kept whenever the parameter changes.
 */
export function useDetailParam(): [DetailParam, (erhebungsid: string | null) => void] {
  const [params] = useSearchParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const set = useCallback(
    (erhebungsid: string | null) => {
      if (erhebungsid === null && openedFromList(state)) {
        void navigate(-1);
        return;
      }
      const next = new URLSearchParams(params);
      next.delete(RESOURCE_TYPE_PARAM);
      if (erhebungsid === null) next.delete(PARAM);
      else next.set(PARAM, erhebungsid);
      const search = next.toString();
      const to = { pathname, search: search ? `?${search}` : "", hash: window.location.hash };
      if (erhebungsid === null) void navigate(to, { replace: true });
      else void navigate(to, { state: { [OPENED_FROM_LIST]: true } });
    },
    [params, pathname, state, navigate],
  );
  return [{ erhebungsid: params.get(PARAM), resourceType: params.get(RESOURCE_TYPE_PARAM) }, set];
}
