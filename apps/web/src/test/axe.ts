import axe from "axe-core";
import { expect } from "vitest";

/**
 * axe-core with the WCAG 2.1 A and AA rules, as the end-to-end suite runs it. jsdom computes no
 * colours, so contrast is left to the end-to-end run in Chromium.
 */
export async function expectNoAxeViolations(context: string, root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}
