import { describe, expect, it } from "vitest";
import { NEWSLETTER_REPEAT_WINDOW_MS, subscribeStep } from "./subscribeStep.ts";

const births97 = { statisticId: "1261", resourceType: "97" };
const births99 = { statisticId: "1261", resourceType: "99" };
const all94 = { statisticId: "allID", resourceType: "94" };

describe("subscribeStep (decision 39)", () => {
  it("a first form mails a link for its topics", () => {
    expect(subscribeStep([births97, births99], [], [])).toEqual({
      kind: "mail",
      topics: [births97, births99],
    });
  });

  it("the same form again within the window is a repeat: no second mail", () => {
    expect(NEWSLETTER_REPEAT_WINDOW_MS).toBe(10 * 60_000);
    expect(subscribeStep([births97, births99], [], [births99, births97])).toEqual({ kind: "repeat" });
    // fewer topics, or topics confirmed meanwhile, are covered too
    expect(subscribeStep([births97], [], [births97, births99])).toEqual({ kind: "repeat" });
    expect(subscribeStep([births97, all94], [all94], [births97])).toEqual({ kind: "repeat" });
  });

  it("new topics within the window merge with the recent link's: the new link confirms all, none is lost", () => {
    expect(subscribeStep([births99], [], [births97])).toEqual({ kind: "mail", topics: [births97, births99] });
    // a recent link's topic confirmed meanwhile needs no second confirmation; a requested one is listed
    expect(subscribeStep([births99, all94], [births97, all94], [births97])).toEqual({
      kind: "mail",
      topics: [births99, all94],
    });
  });

  it("topics all confirmed already, with no recent link, mail a link that confirms them (the page says the same for every address)", () => {
    expect(subscribeStep([births97], [births97], [])).toEqual({ kind: "mail", topics: [births97] });
  });
});
