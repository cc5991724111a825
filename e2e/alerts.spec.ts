/**
 * Price alerts in the browser: the follow form on an item-in-state page, with and without JavaScript,
 * against a server of its own that sends through a real SMTP server started here; the confirmation link opened and
 * its button pressed; and, on the shared server (no SMTP_URL), the feed offered instead of an email form.
 */
import { expect, test } from "@playwright/test";
import { startSmtp, type TestSmtp } from "../server/testing/smtp.ts";
import { eventually, spawnServer, type TestServer } from "../server/testing/spawn-server.ts";

let smtp: TestSmtp;
let server: TestServer;

test.describe("following a price by email", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    smtp = await startSmtp();
    server = await spawnServer({ env: { SMTP_URL: smtp.url } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  for (const js of [true, false]) {
    test(`the form on /prices/ohio/big-mac ${js ? "with" : "without"} JavaScript: a refusal beside its field, then the confirmation email`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, serviceWorkers: "block" });
      const page = await context.newPage();
      const address = `${js ? "js" : "nojs"}@example.com`;
      await page.goto(`${server.url}/prices/ohio/big-mac`);
      const section = page.locator("#follow");
      await expect(section.getByRole("heading", { name: "Follow this price" })).toBeVisible();
      // The report form is a section of its own, set apart from the follow button by the page's rhythm (40 px).
      const report = page.getByRole("region", { name: "Report a price you paid" });
      await expect(report).toBeVisible();
      const button = (await section.getByRole("button", { name: "Email me when it changes" }).boundingBox())!;
      const heading = (await report.getByRole("heading", { name: "Report a price you paid" }).boundingBox())!;
      expect(heading.y - (button.y + button.height)).toBeGreaterThanOrEqual(40);
      await section.getByLabel("Your email address").fill("not an address");
      await section.getByRole("button", { name: "Email me when it changes" }).click();
      const form = js ? section : page;
      await expect(form.getByText("Please enter your email address, e.g. name@example.com")).toBeVisible();
      await expect(form.getByLabel("Your email address")).toHaveAttribute("aria-invalid", "true");
      await form.getByLabel("Your email address").fill(address);
      await form.getByRole("button", { name: "Email me when it changes" }).click();
      await expect(form.getByTestId("follow-thanks")).toContainText("Check your inbox");
      // With JavaScript the answer comes in place; without, on the follow page the form posts to.
      expect(new URL(page.url()).pathname).toBe(js ? "/prices/ohio/big-mac" : "/alerts/follow");
      await eventually(() => smtp.to(address).length === 1, 10_000);
      const link = /(\/alerts\/confirm\?follow=[\w-]+&token=[\w-]+)/.exec(smtp.to(address)[0]!.text)![1]!;
      await page.goto(server.url + link);
      await page.getByRole("button", { name: "Confirm: email me when it changes" }).click();
      await expect(page.getByTestId("alert-link-done")).toContainText(
        "Confirmed: we will email you when the reported price of Big Mac in Ohio changes",
      );
      await context.close();
    });
  }
});

test("without SMTP_URL the item-in-state page offers the feed, not an email form", async ({ page }) => {
  await page.goto("/prices/ohio/big-mac");
  const section = page.locator("#follow");
  await expect(section.getByText("This site does not send email")).toBeVisible();
  await expect(section.getByRole("link", { name: "Reported price of Big Mac in Ohio (news-reader link)" })).toHaveAttribute(
    "href",
    "/feeds/state/ohio/big-mac.atom",
  );
  await expect(section.locator('input[type="email"]')).toHaveCount(0);
});
