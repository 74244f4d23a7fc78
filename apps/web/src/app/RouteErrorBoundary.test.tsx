import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PageErrorBoundary, RouteErrorBoundary } from "./RouteErrorBoundary.tsx";

function Broken(): never {
  throw new Error("the page's code did not load");
}

describe("route error boundaries", () => {
  it("show the error page in place of a page that throws, and the next address starts afresh", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={["/broken"]}>
        <Link to="/fine">weiter</Link>
        <Routes>
          <Route element={<PageErrorBoundary />}>
            <Route path="broken" element={<Broken />} />
            <Route path="fine" element={<p>Alles gut</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Ein Fehler ist aufgetreten" })).toBeInTheDocument();
    expect(screen.queryByRole("main")).not.toBeInTheDocument(); // inside the shell, which has the <main>
    await userEvent.click(screen.getByRole("link", { name: "weiter" }));
    expect(screen.getByText("Alles gut")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Ein Fehler ist aufgetreten" })).not.toBeInTheDocument();
  });

  it("standalone, bring their own <main> when the shell itself failed", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary standalone>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("main")).toHaveTextContent("Ein Fehler ist aufgetreten");
    expect(screen.getByRole("button", { name: "Seite neu laden" })).toBeInTheDocument();
  });
});
