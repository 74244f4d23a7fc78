import { HOME_PATH, SCREENS, type Screen } from "@erhdb/domain";
import type { ComponentType } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { lazyExport } from "../components/lazy-export.ts";
import { NotFoundPage } from "../features/not-found/index.ts";
import { PageErrorBoundary, RouteErrorBoundary } from "./RouteErrorBoundary.tsx";
import { RouteGuard } from "./RouteGuard.tsx";
import { SCREEN_LOADERS } from "./screen-modules.ts";
import { AppLayout } from "./shell/AppLayout.tsx";

/**
 * The screens that exist, each loaded on first visit (screen-modules.ts). The home screen, the first
 * page of most visits, shows with the first part of the texts (i18n.ts); every other with all of them.
 */
const BUILT_SCREENS: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([path, load]) => [
    path,
    lazyExport(load, { texts: path === HOME_PATH ? "first" : "all" }),
  ]),
);

function screenRoute(screen: Screen): RouteObject {
  const Built = BUILT_SCREENS[screen.path];
  // every screen of the route list has its page (routes.test.tsx); a missing one is a programming error
  if (!Built) throw new Error(`No page for the screen ${screen.path} in screen-modules.ts`);
  return {
    path: screen.path.slice(1),
    // '/Show.html' and '/show.html' are distinct routes of the old app.
    caseSensitive: true,
    element: (
      <RouteGuard screen={screen}>
        <Built />
      </RouteGuard>
    ),
  };
}

/** The route tree, shared by the browser router and the tests' memory router. */
function createRoutes(): RouteObject[] {
  return [
    {
      path: "/",
      element: (
        <RouteErrorBoundary standalone>
          <AppLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          // Pathless: a failing page renders its error inside the shell, keeping the navigation.
          element: <PageErrorBoundary />,
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            { path: "admin/admin.html", element: <Navigate to="/login" replace /> },
            ...SCREENS.map(screenRoute),
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

const ROUTES = createRoutes();

/**
 * The page of the current address. Declared routes inside a <BrowserRouter>, not a data router: the app
 * loads no data through the router, and the data router's code was a sixth of the first page's
 * JavaScript (issue 17).
 */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
