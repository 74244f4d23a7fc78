import type { AuthPerson } from "@erhdb/domain";
import { createContext, useContext } from "react";
import type { SessionStatus } from "./session-state.ts";

export interface Session {
  status: SessionStatus;
  person: AuthPerson | null;
  lockedUntil: string | null;
  /** Resolves when the attempt is decided; rejects only when the server cannot be reached. */
  login(username: string, password: string): Promise<void>;
  /** Ends the session on the server and locally; the caller decides where to navigate. */
  logout(): Promise<void>;
  /** Loads the person again and applies its settings (after the settings screen saved them). */
  reload(): Promise<void>;
  /** The user has seen the session-expired dialog: back to "none". */
  acknowledgeExpiry(): void;
  /** Forget a failed login's result (the login page leaves). */
  resetLoginResult(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider");
  return session;
}
