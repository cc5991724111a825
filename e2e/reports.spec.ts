/**
 * Reporting a price in the browser ("Report a price, with and without JavaScript"), on a server of its own
 * (a report changes what pages show): the form on the Big Mac's page, with JavaScript (the visitor's saved state and
 * today preselected, the answer in place, focus on the refused field) and without (the answer on /report-price); a
 * typo refused beside its field with every value kept, then the thank-you that says when the report will count.
 */
import { expect, test } from "@playwright/test";
import { MY_STATE_KEY } from "../components/my-state.ts";
import { todayIso } from "../domain/rules/dates.ts";
import { spawnServer, type TestServer } from "../server/testing/spawn-server.ts";

let server: TestServer;

test.describe("reporting a price you paid", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    server = await spawnServer({ env: { REPORT_THRESHOLD: "3" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const js of [true, false]) {
    test(`on the Big Mac's page ${js ? "with" : "without"} JavaScript: a typo refused beside its field with every value kept, then the thank-you saying when it counts`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, serviceWorkers: "block" });
      // A visitor who saved Utah as their state ("Make Utah my state"); without JavaScript nothing can read it.
      await context.addInitScript((key) => localStorage.setItem(key, "utah"), MY_STATE_KEY);
      const page = await context.newPage();
      const state = js ? "Utah" : "Idaho";
      await page.goto(`${server.url}/menu/item/big-mac`);
      const section = page.locator("#reported");
      await expect(section.getByRole("heading", { name: "Report a price you paid" })).toBeVisible();
      // The form follows the prices, folded: one tap opens it, with or without JavaScript.
      await section.getByTestId("report-fold").locator("summary").click();
      // The item of the page, today's date, and (with JavaScript) the saved state are chosen already.
      await expect(section.getByLabel("Item *")).toHaveValue("Big Mac");
      await expect(section.getByLabel("Date *")).toHaveValue(todayIso());
      if (js) await expect(section.getByLabel("State *")).toHaveValue("Utah");
      else {
        await expect(section.getByLabel("State *")).toHaveValue("");
        await section.getByLabel("State *").selectOption(state);
      }
      // Plain words: the licence's name is on /open-data, where the note links.
      await expect(section.getByTestId("report-licence")).toContainText("open data that anyone may reuse");
      await expect(section.getByTestId("report-licence").getByRole("link", { name: "open data" })).toHaveAttribute("href", "/open-data");
      await section.getByLabel("Price you paid, in dollars *").fill("55");
      await section.getByLabel("City (optional)").fill("Boise Falls");
      await section.getByRole("button", { name: "Send my price" }).click();

      // With JavaScript the answer comes in place; without, on /report-price, where the form posts.
      const form = js ? section : page;
      await expect(
        form.getByText(new RegExp(`^\\$55\\.00 for a Big Mac looks like a typo: it usually costs about \\$\\d+\\.\\d\\d in ${state}`)),
      ).toBeVisible();
      const price = form.getByLabel("Price you paid, in dollars *");
      await expect(price).toHaveAttribute("aria-invalid", "true");
      if (js) await expect(price).toBeFocused();
      expect(new URL(page.url()).pathname).toBe(js ? "/menu/item/big-mac" : "/report-price");
      await expect(price).toHaveValue("55");
      await expect(form.getByLabel("Item *")).toHaveValue("Big Mac");
      await expect(form.getByLabel("State *")).toHaveValue(state);
      await expect(form.getByLabel("City (optional)")).toHaveValue("Boise Falls");
      await expect(form.getByLabel("Date *")).toHaveValue(todayIso());

      await price.fill("5.49");
      await form.getByRole("button", { name: "Send my price" }).click();
      const thanks = form.getByTestId("report-thanks");
      await expect(thanks).toContainText("Thank you: your report is saved.");
      await expect(thanks).toContainText(`$5.49 for Big Mac, at the counter or drive-thru, in Boise Falls, ${state} on ${todayIso()}.`);
      await expect(thanks).toContainText("It counts once 2 more visitors report this item and size in this state");
      expect(new URL(page.url()).pathname).toBe(js ? "/menu/item/big-mac" : "/report-price");
      await context.close();
    });
  }
});
