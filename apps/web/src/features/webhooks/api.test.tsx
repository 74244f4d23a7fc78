import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { json, mockApi } from "../../test/http.ts";
import { useSecretCalls, useWebhookTargets } from "./api.ts";
import { FAILING, SECRET, secretAnswer } from "./test-fixtures.ts";

describe("the secret calls", () => {
  it("hand the secret to the caller and leave it in neither the query nor the mutation cache", async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const fetchMock = mockApi({
      "GET webhook": () => json([FAILING]),
      "POST webhook": () => json(secretAnswer(FAILING), 201),
      "POST webhook/1/rotate": () => json(secretAnswer(FAILING)),
    });
    const { result } = renderHook(() => ({ calls: useSecretCalls(), targets: useWebhookTargets() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.targets.data).toEqual([FAILING]));
    const loads = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET").length;
    const before = loads();

    let answers: unknown[] = [];
    await act(async () => {
      answers = [
        await result.current.calls.register({ url: FAILING.url, statisticId: null, kinds: FAILING.kinds }),
        await result.current.calls.rotate(1),
      ];
    });
    expect(answers).toEqual([secretAnswer(FAILING), secretAnswer(FAILING)]);
    // each call reloaded the list from the server
    expect(loads()).toBe(before + 2);
    const cached = JSON.stringify([
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state),
      client
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state),
    ]);
    expect(cached).toContain(FAILING.url);
    expect(cached).not.toContain(SECRET);
  });
});
