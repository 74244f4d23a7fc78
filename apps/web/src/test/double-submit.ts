import userEvent from "@testing-library/user-event";
import type { Handler, mockApi } from "./http.ts";

/**
 * A mocked answer held back until the test releases it, so a second click lands while the first
 * request is still under way (issue 35). `calls` counts the requests that reached the handler.
 */
export function heldAnswer(answer: Handler) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  const handler: Handler = async (path, init) => {
    calls += 1;
    await released;
    return answer(path, init);
  };
  return { handler, release: () => release(), calls: () => calls };
}

/**
 * Two clicks with nothing between them (as a quick double click arrives), then a second Enter on the
 * focused button: none of them may start a second request.
 */
export async function clickTwiceAndEnter(button: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  await user.dblClick(button);
  await user.keyboard("{Enter}");
}

/** The requests of `method path` the fetch mock saw. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(`/api/v1/${path}`) && (init?.method ?? "GET") === method,
  );
}
