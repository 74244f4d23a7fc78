import { describe, expect, it } from "vitest";
import {
  isEmptySearch,
  parseSearchQuery,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_QUERY_MAX,
  SEARCH_WORDS_MAX,
  searchQuerySchema,
} from "./search.ts";

describe("parseSearchQuery", () => {
  it("splits into words of letters and digits, each once, prefixes from three characters", () => {
    expect(parseSearchQuery("  Bauge, Statistik & 2023 ab bauge Bauge ").words).toEqual([
      { text: "Bauge", prefix: true },
      { text: "Statistik", prefix: true },
      { text: "2023", prefix: true },
      { text: "ab", prefix: false },
      { text: "bauge", prefix: true },
    ]);
  });

  it("keeps no character of the database's query syntax", () => {
    const words = parseSearchQuery("a:* | !b & (c) <-> 'd'").words.map((w) => w.text);
    expect(words).toEqual(["a", "b", "c", "d"]);
  });

  it("composes decomposed umlauts, so they count as one letter", () => {
    expect(parseSearchQuery("Gro\u0308\u00dfe").words).toEqual([{ text: "Größe", prefix: true }]);
  });

  it("takes a run of digits as an id prefix from the first digit", () => {
    expect(parseSearchQuery(" 1 ").digits).toBe("1");
    expect(parseSearchQuery("12").digits).toBe("12");
    expect(parseSearchQuery("12 34").digits).toBeNull();
    expect(parseSearchQuery("Bau").digits).toBeNull();
  });

  it("cuts long queries and many words", () => {
    expect(parseSearchQuery("x".repeat(500)).text).toHaveLength(SEARCH_QUERY_MAX);
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ");
    expect(parseSearchQuery(many).words).toHaveLength(SEARCH_WORDS_MAX);
  });

  it("finds nothing without words or digits", () => {
    expect(isEmptySearch(parseSearchQuery("  --- "))).toBe(true);
    expect(isEmptySearch(parseSearchQuery("a"))).toBe(false);
  });
});

describe("searchQuerySchema", () => {
  it("defaults the limit and reads the kinds as a list", () => {
    expect(searchQuerySchema.parse({ q: "x" })).toEqual({ q: "x", limit: SEARCH_LIMIT_DEFAULT });
    expect(searchQuerySchema.parse({ q: "x", kinds: "survey,evas", limit: "3" })).toEqual({
      q: "x",
      kinds: ["survey", "evas"],
      limit: 3,
    });
  });

  it("refuses unknown kinds and limits out of range", () => {
    expect(searchQuerySchema.safeParse({ q: "x", kinds: "survey,user" }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: "x", limit: "21" }).success).toBe(false);
  });
});
