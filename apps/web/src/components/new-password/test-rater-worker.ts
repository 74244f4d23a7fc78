import { answerRateRequest, type RateRequest } from "./password-rater.ts";

/**
 * jsdom has no Worker: for component tests, a stand-in that answers in this thread with the rater the
 * worker runs, as late as a worker would (install it with `vi.stubGlobal("Worker", InlineRaterWorker)`).
 */
export class InlineRaterWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  postMessage(request: RateRequest): void {
    setTimeout(() => this.onmessage?.({ data: answerRateRequest(request) }));
  }

  terminate(): void {
    this.onmessage = null;
  }
}
