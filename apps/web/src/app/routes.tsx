import { HOME_PATH, SCREENS, type Screen } from "@erhdb/domain";
import { type ComponentType, lazy } from "react";
import { Navigate, type RouteObject } from "react-router";
import { PlaceholderPage } from "../components/PlaceholderPage.tsx";
import { NotFoundPage } from "../features/not-found/index.ts";
// The home page (HOME_PATH) comes with the app, not on first visit: logout leaves a protected page for
// it, and a home page still loading would keep that page (and its guard, which then sends the user to
// the login) on screen while the navigation waits. It is also what nearly every visit opens first.
import { SurveysPage } from "../features/surveys/index.ts";
import { RouteErrorPage } from "./RouteErrorPage.tsx";
import { RouteGuard } from "./RouteGuard.tsx";
import { AppLayout } from "./shell/AppLayout.tsx";

// Feature pages load on first visit so the first page's JavaScript stays small.
const LoginPage = lazy(() => import("../features/login/index.ts").then((m) => ({ default: m.LoginPage })));
const staticPages = () => import("../features/static-pages/index.ts");
const PrivacyPage = lazy(() => staticPages().then((m) => ({ default: m.PrivacyPage })));
const ImprintPage = lazy(() => staticPages().then((m) => ({ default: m.ImprintPage })));
const AccessibilityPage = lazy(() => staticPages().then((m) => ({ default: m.AccessibilityPage })));
const evasPages = () => import("../features/evas/index.ts");
const EvasPage = lazy(() => evasPages().then((m) => ({ default: m.EvasPage })));
const EvasTreePage = lazy(() => evasPages().then((m) => ({ default: m.EvasTreePage })));
const UnassignPage = lazy(() =>
  import("../features/unassign/index.ts").then((m) => ({ default: m.UnassignPage })),
);
const ShowPage = lazy(() => import("../features/show/index.ts").then((m) => ({ default: m.ShowPage })));
const resourcePages = () => import("../features/resources/index.ts");
const ResourcesPage = lazy(() => resourcePages().then((m) => ({ default: m.ResourcesPage })));
const ResourceEditPage = lazy(() => resourcePages().then((m) => ({ default: m.ResourceEditPage })));
const DownloadPage = lazy(() => resourcePages().then((m) => ({ default: m.DownloadPage })));
const GenericResourcesPage = lazy(() =>
  import("../features/generic-resources/index.ts").then((m) => ({ default: m.GenericResourcesPage })),
);
const EncodingsPage = lazy(() =>
  import("../features/encodings/index.ts").then((m) => ({ default: m.EncodingsPage })),
);
const StylesheetPage = lazy(() =>
  import("../features/stylesheets/index.ts").then((m) => ({ default: m.StylesheetPage })),
);

/** Screens that exist already; every other screen of SCREENS shows its placeholder. */
const BUILT_SCREENS: Readonly<Record<string, ComponentType>> = {
  "/login": LoginPage,
  "/privacy": PrivacyPage,
  "/imprint": ImprintPage,
  "/accessibility": AccessibilityPage,
  "/evas": EvasPage,
  "/evastree": EvasTreePage,
  "/unassign": UnassignPage,
  "/Show.html": ShowPage,
  "/show.html": ShowPage,
  "/surveys": SurveysPage,
  "/resources": ResourcesPage,
  "/resourceedit": ResourceEditPage,
  "/download.html": DownloadPage,
  "/genericresources": GenericResourcesPage,
  "/encodings": EncodingsPage,
  // one page serves the four stylesheet addresses; it reads the name from the route or the Load query
  "/Load.html": StylesheetPage,
  "/raw2html.xsl": StylesheetPage,
  "/res1html.xsl": StylesheetPage,
  "/res2html.xsl": StylesheetPage,
};

function screenRoute(screen: Screen): RouteObject {
  const Built = BUILT_SCREENS[screen.path];
  return {
    path: screen.path.slice(1),
    // '/Show.html' and '/show.html' are distinct routes of the old app.
    caseSensitive: true,
    element: (
      <RouteGuard screen={screen}>
        {Built ? <Built /> : <PlaceholderPage titleKey={screen.titleKey} />}
      </RouteGuard>
    ),
  };
}

/** The route tree, shared by the browser router and the tests' memory router. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: "/",
      element: <AppLayout />,
      errorElement: <RouteErrorPage standalone />,
      children: [
        {
          // Pathless: a failing page renders its error inside the shell, keeping the navigation.
          errorElement: <RouteErrorPage />,
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
