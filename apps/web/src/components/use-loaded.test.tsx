import { act, render, screen } from "@testing-library/react";
import { Suspense, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "../app/RouteErrorBoundary.tsx";
import { preloadable, useLoaded } from "./use-loaded.ts";

function Shows({ part }: { part: ReturnType<typeof preloadable<string>> }) {
  const text = useLoaded(part);
  return <p>{text ?? "noch nicht"}</p>;
}

describe("useLoaded", () => {
  it("shows what it has until the part arrives, and loads a part once for every user", async () => {
    let arrive: (text: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const part = preloadable(load);
    render(
      <>
        <Shows part={part} />
        <Shows part={part} />
      </>,
    );
    expect(screen.getAllByText("noch nicht")).toHaveLength(2);
    arrive("da");
    expect(await screen.findAllByText("da")).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.current).toBe("da");
  });

  it("renders what arrived as a transition: a page that is not ready with it keeps what it shows", async () => {
    let arrive: (text: string) => void = () => undefined;
    const part = preloadable(() => new Promise<string>((resolve) => (arrive = resolve)));
    let ready: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (ready = resolve));
    // the part's users need more before they can show it (as the rows wait for their data)
    function NeedsMore() {
      const text = useLoaded(part);
      if (text) use(rest);
      return <p>{text ?? "noch nicht"}</p>;
    }
    render(
      <Suspense fallback={<p>ersetzt</p>}>
        <NeedsMore />
      </Suspense>,
    );
    await act(async () => arrive("da"));
    // an urgent update would have replaced the shown page with the fallback
    expect(screen.getByText("noch nicht")).toBeInTheDocument();
    expect(screen.queryByText("ersetzt")).not.toBeInTheDocument();
    await act(async () => ready());
    expect(await screen.findByText("da")).toBeInTheDocument();
  });

  it("shows a part that has arrived already in the first render", async () => {
    const part = preloadable(async () => "schon da");
    await part.load();
    render(<Shows part={part} />);
    expect(screen.getByText("schon da")).toBeInTheDocument();
  });

  it("throws a failed load to the error boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const part = preloadable<string>(() => Promise.reject(new Error("chunk missing")));
    render(
      <RouteErrorBoundary standalone>
        <Shows part={part} />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText("Ein Fehler ist aufgetreten")).toBeInTheDocument();
  });
});
