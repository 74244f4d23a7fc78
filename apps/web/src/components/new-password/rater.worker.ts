import { answerRateRequest, type RateRequest } from "./password-rater.ts";

// The rater's own thread: ranking the word lists and rating never hold up typing on the page.
self.onmessage = (event: MessageEvent<RateRequest>) => {
  self.postMessage(answerRateRequest(event.data));
};
