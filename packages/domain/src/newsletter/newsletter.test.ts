import { describe, expect, it } from "vitest";
import {
  ALL_STATISTIC_IDS,
  isNewsletterMail,
  NEWSLETTER_MESSAGE_KEYS,
  newsletterSubscribeSchema,
  newsletterUpdateSchema,
  subscribedTopics,
  topicCovers,
  uniqueTopics,
} from "./newsletter.ts";

const K = NEWSLETTER_MESSAGE_KEYS;
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("newsletterSubscribeSchema (SPEC 2.22)", () => {
  it("takes a statistic id or allID with one or several of the twelve types, the address in lower case", () => {
    expect(
      newsletterSubscribeSchema.parse({
        mail: " Erika@Example.ORG ",
        statisticId: "1261",
        resourceType: "97",
      }),
    ).toEqual({ mail: "erika@example.org", statisticId: "1261", resourceType: "97" });
    expect(
      newsletterSubscribeSchema.parse({
        mail: "e@example.org",
        statisticId: "allID",
        resourceType: ["99", "87"],
      }).resourceType,
    ).toEqual(["99", "87"]);
  });

  it("names the statistic id, the type and an empty type list with their keys", () => {
    const base = { mail: "e@example.org", statisticId: "1261", resourceType: "97" };
    expect(messages(newsletterSubscribeSchema.safeParse({ ...base, statisticId: "12a" }))).toEqual([
      K.statisticId,
    ]);
    for (const type of ["86", "01", "9", ["97", "86"], 97]) {
      expect(
        messages(newsletterSubscribeSchema.safeParse({ ...base, resourceType: type })),
        `${type}`,
      ).toEqual([K.resourceType]);
    }
    expect(messages(newsletterSubscribeSchema.safeParse({ ...base, resourceType: [] }))).toEqual([K.noTopic]);
  });
});

describe("newsletterUpdateSchema", () => {
  it("takes the whole set of topics, an empty one too, and names a wrong statistic id", () => {
    expect(newsletterUpdateSchema.parse({ token: "t", topics: [] }).topics).toEqual([]);
    const wrong = newsletterUpdateSchema.safeParse({
      token: "t",
      topics: [{ statisticId: "all", resourceType: "99" }],
    });
    expect(messages(wrong)).toEqual([K.statisticId]);
  });
});

describe("subscribedTopics and uniqueTopics", () => {
  it("pairs the statistic id with each type, each topic once", () => {
    expect(
      subscribedTopics({ mail: "e@example.org", statisticId: "1261", resourceType: ["97", "99", "97"] }),
    ).toEqual([
      { statisticId: "1261", resourceType: "97" },
      { statisticId: "1261", resourceType: "99" },
    ]);
    expect(
      subscribedTopics({ mail: "e@example.org", statisticId: ALL_STATISTIC_IDS, resourceType: "94" }),
    ).toEqual([{ statisticId: "allID", resourceType: "94" }]);
    expect(
      uniqueTopics([
        { statisticId: "allID", resourceType: "94" },
        { statisticId: "1261", resourceType: "94" },
        { statisticId: "allID", resourceType: "94" },
      ]),
    ).toHaveLength(2);
  });
});

describe("topicCovers", () => {
  const resource = { statisticId: "1261", resourceType: "97" };

  it("covers a resource of its type and statistic id, or of its type with allID", () => {
    expect(topicCovers({ statisticId: "1261", resourceType: "97" }, resource)).toBe(true);
    expect(topicCovers({ statisticId: "allID", resourceType: "97" }, resource)).toBe(true);
  });

  it("covers no other type and no other statistic id", () => {
    expect(topicCovers({ statisticId: "1261", resourceType: "99" }, resource)).toBe(false);
    expect(topicCovers({ statisticId: "allID", resourceType: "99" }, resource)).toBe(false);
    expect(topicCovers({ statisticId: "1262", resourceType: "97" }, resource)).toBe(false);
  });
});

describe("isNewsletterMail", () => {
  it("accepts a well-formed address and refuses anything else", () => {
    expect(isNewsletterMail(" Erika@Example.org ")).toBe(true);
    for (const mail of ["", "erika", "erika@", "@example.org", `${"a".repeat(250)}@example.org`]) {
      expect(isNewsletterMail(mail), mail).toBe(false);
    }
  });
});
