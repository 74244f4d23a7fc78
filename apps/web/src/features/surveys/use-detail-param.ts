import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

const PARAM = "detail";
/** the resource type whose tab the dialog opens on (the Show page's `resid`, decision 9) */
const RESOURCE_TYPE_PARAM = "resid";

export interface DetailParam {
  erhebungsid: string | null;
  resourceType: string | null;
}

/**
 * The detail dialog lives in the address (`/surveys?detail=<erhebungsid>`, SPEC 2.4), so the Show page
 * and bookmarks can open it. The table keeps its own state in the hash, written past the router
 * (DataTable), so the hash is taken from the window and kept whenever the parameter changes.
 */
export function useDetailParam(): [DetailParam, (erhebungsid: string | null) => void] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const set = useCallback(
    (erhebungsid: string | null) => {
      const next = new URLSearchParams(params);
      next.delete(RESOURCE_TYPE_PARAM);
      if (erhebungsid === null) next.delete(PARAM);
      else next.set(PARAM, erhebungsid);
      const search = next.toString();
      navigate(
        { pathname, search: search ? `?${search}` : "", hash: window.location.hash },
        { replace: true },
      );
    },
    [params, pathname, navigate],
  );
  return [{ erhebungsid: params.get(PARAM), resourceType: params.get(RESOURCE_TYPE_PARAM) }, set];
}
