import type { TestProject } from "vitest/node";
import { createTemplate, dropTemplate, type TemplateInfo } from "./database-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: TemplateInfo;
  }
}

/** Runs once per test run: migrates and fills the template every test file copies. */
export default async function setup(project: TestProject) {
  const template = await createTemplate(process.env.DATABASE_URL);
  project.provide("databaseTemplate", template);
  return async () => dropTemplate(template);
}
