import type { AuthPerson } from "@erhdb/domain";

/** The authentication states of SPEC 4. */
export type SessionStatus =
  | "none"
  | "validating"
  | "invalid"
  | "invalidCredentials"
  | "ipLocked"
  | "fetching"
  | "loggedIn";

export interface SessionState {
  status: SessionStatus;
  person: AuthPerson | null;
  /** ISO time until which the caller's IP is locked (status ipLocked) */
  lockedUntil: string | null;
}

export type SessionAction =
  | { type: "fetching" }
  | { type: "validating" }
  | { type: "loggedIn"; person: AuthPerson }
  | { type: "refreshed"; person: AuthPerson }
  | { type: "invalidate" }
  | { type: "invalidCredentials" }
  | { type: "ipLocked"; lockedUntil: string | null }
  | { type: "reset" };

export function initialSessionState(hasToken: boolean): SessionState {
  return { status: hasToken ? "validating" : "none", person: null, lockedUntil: null };
}

/** Only a session that existed (or was being checked) can expire. */
export function canExpire(status: SessionStatus): boolean {
  return status === "loggedIn" || status === "validating";
}

function samePerson(a: AuthPerson | null, b: AuthPerson): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "fetching":
      return { status: "fetching", person: null, lockedUntil: null };
    case "validating":
      return { status: "validating", person: null, lockedUntil: null };
    case "loggedIn":
      return { status: "loggedIn", person: action.person, lockedUntil: null };
    case "refreshed":
      // A late answer must not revive a session that ended meanwhile, and an unchanged person
      // keeps its identity so the re-check every few seconds re-renders nothing.
      if (state.status !== "loggedIn" || samePerson(state.person, action.person)) return state;
      return { ...state, person: action.person };
    case "invalidate":
      // Idempotent: the client's 401 callback and the failing caller may both report the same end.
      return canExpire(state.status) ? { status: "invalid", person: null, lockedUntil: null } : state;
    case "invalidCredentials":
      return { status: "invalidCredentials", person: null, lockedUntil: null };
    case "ipLocked":
      return { status: "ipLocked", person: null, lockedUntil: action.lockedUntil };
    case "reset":
      return { status: "none", person: null, lockedUntil: null };
  }
}
