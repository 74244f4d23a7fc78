import { BASE_PATH } from "@erhdb/domain";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./providers.tsx";
import { createRoutes } from "./routes.tsx";

const router = createBrowserRouter(createRoutes(), { basename: BASE_PATH });

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
