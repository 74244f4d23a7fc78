import { type AuthPerson, IDLE_TIMEOUT_MS, TOKEN_REVALIDATION_MS } from "@erhdb/domain";
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { isApiError, isNetworkError, onSessionInvalid } from "../api/client.ts";
import { fetchAuthPerson, requestLogin, requestLogout } from "./auth-api.ts";
import { type Session, SessionContext } from "./session-context.ts";
import { canExpire, initialSessionState, type SessionAction, sessionReducer } from "./session-state.ts";
import { useIdleTimeout, useRevalidation } from "./session-timers.ts";
import { clearCredentials, readToken, storeToken } from "./token.ts";

export interface SessionProviderProps {
  children: ReactNode;
  /** Token re-check interval; tests shorten it. */
  revalidateIntervalMs?: number;
  /** Idle time that ends the session; tests shorten it. */
  idleTimeoutMs?: number;
  /** Called whenever a person was freshly loaded (login, start-up, reload) to apply its settings. */
  onPersonLoaded?: (person: AuthPerson) => void;
}

/** SPEC 4: a failed login whose answer carries a value means the IP is locked. */
function isIpLocked(error: unknown): boolean {
  return isApiError(error) && (error.status === 423 || error.code === "IP_LOCKED");
}

export function SessionProvider({
  children,
  revalidateIntervalMs = TOKEN_REVALIDATION_MS,
  idleTimeoutMs = IDLE_TIMEOUT_MS,
  onPersonLoaded,
}: SessionProviderProps) {
  const [state, dispatchToReact] = useReducer(sessionReducer, readToken() !== null, initialSessionState);
  // A mirror of the state that async code can read synchronously (React's copy lags one render).
  // The reducer is pure, so applying every action to both keeps them equal.
  const stateRef = useRef(state);
  const dispatch = useCallback((action: SessionAction) => {
    stateRef.current = sessionReducer(stateRef.current, action);
    dispatchToReact(action);
  }, []);
  // Async answers compare this counter so that a late answer of an ended session is dropped.
  const epoch = useRef(0);
  const personLoadedRef = useRef(onPersonLoaded);
  useEffect(() => {
    personLoadedRef.current = onPersonLoaded;
  });

  const invalidate = useCallback(() => {
    if (!canExpire(stateRef.current.status)) return;
    epoch.current += 1;
    clearCredentials();
    dispatch({ type: "invalidate" });
  }, [dispatch]);

  /** `startUp`: the check of the stored token as the app opens (see below), else after a login or to reload */
  const loadPerson = useCallback(
    async (startUp = false) => {
      const started = epoch.current;
      const person = await fetchAuthPerson();
      if (started !== epoch.current) return;
      const loggedIn = () => dispatch({ type: "loggedIn", person });
      // As the app opens, the answer re-renders the whole page (the app bar, the rights, every row's
      // actions) while it loads: as a transition React renders that in slices between which the page
      // answers input (issue 17: total blocking time). After a login the person waits for it: at once.
      if (startUp) startTransition(loggedIn);
      else loggedIn();
      personLoadedRef.current?.(person);
    },
    [dispatch],
  );

  // The API client reports 401/403 of any call; only a live session ends because of it.
  useEffect(() => onSessionInvalid(() => invalidate()), [invalidate]);

  // Start-up with a stored token: check it once.
  useEffect(() => {
    if (stateRef.current.status !== "validating") return;
    loadPerson(true).catch(invalidate);
  }, [loadPerson, invalidate]);

  const revalidate = useCallback(async () => {
    const started = epoch.current;
    const person = await fetchAuthPerson();
    if (started === epoch.current) dispatch({ type: "refreshed", person });
  }, [dispatch]);
  useRevalidation(state.status === "loggedIn", revalidateIntervalMs, revalidate, invalidate);
  useIdleTimeout(state.status === "loggedIn", idleTimeoutMs, invalidate);

  const login = useCallback(
    async (username: string, password: string) => {
      epoch.current += 1;
      dispatch({ type: "fetching" });
      let token: string;
      try {
        token = await requestLogin({ username, password });
      } catch (error) {
        if (isNetworkError(error)) {
          // No answer is no verdict on the credentials; the page reports the network failure.
          dispatch({ type: "reset" });
          throw error;
        }
        if (isIpLocked(error)) {
          dispatch({ type: "ipLocked", lockedUntil: isApiError(error) ? (error.lockedUntil ?? null) : null });
        } else {
          dispatch({ type: "invalidCredentials" });
        }
        return;
      }
      storeToken(token);
      dispatch({ type: "validating" });
      await loadPerson().catch(invalidate);
    },
    [loadPerson, invalidate, dispatch],
  );

  const logout = useCallback(async () => {
    epoch.current += 1;
    try {
      await requestLogout();
    } catch {
      // The token is dropped locally either way; the server forgets it after the idle timeout.
    }
    clearCredentials();
    dispatch({ type: "reset" });
  }, [dispatch]);

  const reload = useCallback(() => loadPerson(), [loadPerson]);
  const acknowledgeExpiry = useCallback(() => {
    if (stateRef.current.status === "invalid") dispatch({ type: "reset" });
  }, [dispatch]);
  const resetLoginResult = useCallback(() => {
    const status = stateRef.current.status;
    if (status === "invalidCredentials" || status === "ipLocked") dispatch({ type: "reset" });
  }, [dispatch]);

  const value = useMemo<Session>(
    () => ({ ...state, login, logout, reload, acknowledgeExpiry, resetLoginResult }),
    [state, login, logout, reload, acknowledgeExpiry, resetLoginResult],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
