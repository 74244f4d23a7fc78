import {
  GENERIC_RESOURCE_FILE_MESSAGES,
  GENERIC_RESOURCE_MESSAGES,
  GENERIC_RESOURCE_TYPE_CODES,
} from "@erhdb/domain";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n.ts";
import { emptyGenericResourceForm, toGenericResourceWrite } from "./generic-resource-form.ts";

const de = i18n.getFixedT("de");
const form = { ...emptyGenericResourceForm(new Date("2026-05-01T12:00:00Z")), description: "SDF" };
const xml = new File(["<a/>"], "sdf.xml", { type: "text/xml" });

describe("toGenericResourceWrite", () => {
  it("says SPEC 5's German messages, as the domain words them", () => {
    for (const type of GENERIC_RESOURCE_TYPE_CODES) {
      expect(de(`genericResources.fileRule.${type}`)).toBe(GENERIC_RESOURCE_FILE_MESSAGES[type]);
    }
    expect(de("genericResources.validation.fileRequired")).toBe(GENERIC_RESOURCE_MESSAGES.fileRequired);
    expect(de("genericResources.validation.checkFields")).toBe(GENERIC_RESOURCE_MESSAGES.checkFields);
  });

  it("opens a new resource with the current year's bzr", () => {
    expect(form.bzr).toBe("260000");
    expect(toGenericResourceWrite(form, xml, null)).toEqual({
      value: { ...form, datmlRawVersion: "", version: "", mainGenRes: null },
    });
  });

  it("needs a file when adding, not when editing (the stored file stays)", () => {
    expect(toGenericResourceWrite(form, null, null)).toEqual({
      errors: {
        fields: { file: "genericResources.validation.fileRequired" },
        messages: ["genericResources.validation.fileRequired"],
      },
    });
    expect(toGenericResourceWrite(form, null, "sdf.xml")).toHaveProperty("value");
  });

  it("asks for the main file of a stored zip archive too", () => {
    const schema = { ...form, resourcetype: "02" };
    expect(toGenericResourceWrite(schema, null, "schema.zip")).toEqual({
      errors: {
        fields: { mainGenRes: "genericResources.validation.required" },
        messages: ["genericResources.validation.checkFields"],
      },
    });
    expect(toGenericResourceWrite({ ...schema, mainGenRes: "a.xsd" }, null, "schema.zip")).toMatchObject({
      value: { mainGenRes: "a.xsd" },
    });
  });
});
