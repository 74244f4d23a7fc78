import { Component, type ErrorInfo, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { RouteErrorPage } from "./RouteErrorPage.tsx";

interface BoundaryProps {
  standalone?: boolean;
  children: ReactNode;
}

/**
 * Catches what rendering a route throws (a page's code that failed to load after a new deployment, a
 * programming error) and shows the error page instead of a blank window. React has no hook for this,
 * hence the class.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // the console is where a support call starts; the page itself only says to reload
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage standalone={this.props.standalone} /> : this.props.children;
  }
}

/**
 * The pages inside the shell: a failing page shows its error there, keeping the navigation, and the
 * next address starts afresh (the boundary is keyed by it).
 */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
