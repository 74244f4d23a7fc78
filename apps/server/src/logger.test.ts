import { describe, expect, it } from "vitest";
import { redactText, redactUrl } from "./logger.ts";

const TOKEN = "dGhpcy1pcy1hLXNlY3JldC10b2tlbi1vZi00My1jaGFycw";

describe("redactUrl", () => {
  it("replaces the token of the ticket, newsletter and password links, keeping path and other parameters", () => {
    expect(redactUrl(`/erhebungsdatenbank/api/v1/request/ticketstatus?token=${TOKEN}`)).toBe(
      "/erhebungsdatenbank/api/v1/request/ticketstatus?token=[redacted]",
    );
    expect(redactUrl(`/erhebungsdatenbank/password/reset?token=${TOKEN}`)).toBe(
      "/erhebungsdatenbank/password/reset?token=[redacted]",
    );
    expect(redactUrl(`/api/v1/newsletter/userdata?mail=a%40b.example&token=${TOKEN}&x=1`)).toBe(
      "/api/v1/newsletter/userdata?mail=a%40b.example&token=[redacted]&x=1",
    );
  });

  it("catches every spelling a query parser would read as a secret's name", () => {
    expect(redactUrl(`/x?TOKEN=${TOKEN}&%74oken=${TOKEN}&t%6Fken=${TOKEN}`)).toBe(
      "/x?TOKEN=[redacted]&%74oken=[redacted]&t%6Fken=[redacted]",
    );
    expect(redactUrl(`/x?password=geheim&sessionId=abc&newsletterToken=t&pw=1&sid=2&auth=3`)).toBe(
      "/x?password=[redacted]&sessionId=[redacted]&newsletterToken=[redacted]&pw=[redacted]&sid=[redacted]&auth=[redacted]",
    );
  });

  it("leaves a URL without secrets as it is", () => {
    for (const url of [
      "/surveys",
      "/api/v1/logs?size=1000",
      "/api/v1/newsletter/checkuserv2?mail=a%40b.example",
      "/x?token",
      "/x?",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe("redactText", () => {
  it("replaces secret parameters of URLs quoted in a message or an error", () => {
    expect(redactText(`Route GET:/api/v1/x?token=${TOKEN} not found`)).toBe(
      "Route GET:/api/v1/x?token=[redacted] not found",
    );
    expect(redactText(`fetch http://h/p?a=1&password=s3cr3t failed`)).toBe(
      "fetch http://h/p?a=1&password=[redacted] failed",
    );
    expect(redactText(`"url":"/t?token=${TOKEN}"`)).toBe('"url":"/t?token=[redacted]"');
  });

  it("leaves other text as it is", () => {
    const text = "request completed in 3 ms (size=1000, a=b)";
    expect(redactText(text)).toBe(text);
  });
});
