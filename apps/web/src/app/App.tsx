import { BASE_PATH } from "@erhdb/domain";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./providers.tsx";
import { AppRoutes } from "./routes.tsx";

export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={BASE_PATH}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
