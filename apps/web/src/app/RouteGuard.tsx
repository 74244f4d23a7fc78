import { checkAccess, HOME_PATH, type Screen } from "@erhdb/domain";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../auth/session-context.ts";
import { FullPageProgress } from "../components/FullPageProgress.tsx";
import { ForbiddenPage } from "../features/not-found/index.ts";
import { loginPathFor } from "../lib/redirect.ts";

export interface RouteGuardProps {
  screen: Pick<Screen, "path" | "access">;
  children: ReactNode;
}

/**
 * Applies a screen's declared access (from the domain's SCREENS) before rendering it. The server
 * enforces the same declaration; this only avoids showing what it would refuse.
 */
export function RouteGuard({ screen, children }: RouteGuardProps) {
  const { status, person } = useSession();
  const { pathname, search } = useLocation();
  const verdict = checkAccess(person, screen.access);

  if (verdict === "granted") return children;
  // The stored token is still being checked: deciding now would throw a logged-in user out.
  if (status === "validating" || status === "fetching") return <FullPageProgress />;
  if (verdict === "forbidden") return <ForbiddenPage />;
  // An expired session leaves protected pages for the home route (SPEC 4); the dialog explains why.
  if (status === "invalid") return <Navigate to={HOME_PATH} replace />;
  // Settings without a session go home, not to the login (SPEC 2.1).
  if (screen.path === "/settings") return <Navigate to={HOME_PATH} replace />;
  return <Navigate to={loginPathFor(pathname, search)} replace />;
}
