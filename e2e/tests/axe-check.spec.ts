import { expect, test } from "@playwright/test";
import { axeViolations } from "./support.ts";

/*
 * The check every page and dialog of the suite passes (support.ts) must be able to fail: a violation put
 * into a real page is reported with its element, and so is another one in the same document, where axe's
 * source is not evaluated again.
 */
test("the axe check reports a violation with its element, again in the same document", async ({ page }) => {
  await page.goto("privacy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const button = document.createElement("button");
    button.id = "nameless";
    document.querySelector("main")?.append(button);
  });
  const first = await axeViolations(page);
  expect(first).toHaveLength(1);
  expect(first[0]).toMatch(/^button-name \(critical\): #nameless <button id="nameless"><\/button>$/);

  await page.evaluate(() => {
    document.getElementById("nameless")?.remove();
    const image = document.createElement("img");
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    image.id = "unexplained";
    document.querySelector("main")?.append(image);
  });
  const second = await axeViolations(page);
  expect(second).toHaveLength(1);
  expect(second[0]).toMatch(/^image-alt \(critical\): #unexplained <img/);
});
