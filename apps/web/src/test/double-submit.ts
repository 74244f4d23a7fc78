import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
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

/** A write of a dialog or form driven by `expectOneRunAndSuccess`. */
export interface OnceRun {
  /** the confirm or submit button that starts the write */
  button: HTMLElement;
  /** the write's answer, held until the clicks and the Enter are done (`heldAnswer` or an upload's) */
  held: { calls(): number; release(): void };
  /** the write requests sent so far (`requestsTo`, or an upload's requests) */
  requests(): unknown[];
  /** what the user reads when it worked */
  success: string | RegExp;
}

/**
 * The double-submit test of a write dialog (issue 35): a double click and an Enter while the answer is
 * held send one request, and after the answer the success message shows, with no error beside it.
 */
export async function expectOneRunAndSuccess({ button, held, requests, success }: OnceRun) {
  await clickTwiceAndEnter(button);
  await waitFor(() => expect(held.calls()).toBe(1));
  held.release();
  expect(await screen.findByText(success)).toBeInTheDocument();
  expect(requests()).toHaveLength(1);
  // an error snackbar or alert (a second request's refusal) is MUI's error-coloured Alert
  expect(document.querySelector(".MuiAlert-colorError")).toBeNull();
}
