/**
 * A form posted in place whose post gets no answer from its route action (a proxy's 500, the rate limit's 429, no
 * network): the report, follow and comment forms, like the review and contact forms, keep what was typed and say so
 * where the person is looking, instead of the page's error boundary replacing the page. The action requests are
 * answered here (page.route), on a phone-sized screen where the form's notice starts out of view.
 */
import { expect, test, type Page } from "@playwright/test";
import { startSmtp, type TestSmtp } from "../server/testing/smtp.ts";
import { spawnServer, type TestServer } from "../server/testing/spawn-server.ts";

// page.route() cannot see requests a service worker answers.
test.use({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });

type Failure = "500" | "429" | "offline";

/**
 * Waits until the page has hydrated: a form submitted before then is the browser's own post (a full page answered
 * by the proxy's failure), not the script's, which is what these tests are about.
 */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** Answers the POSTs to `action` (React Router's data request) with the failure, and counts them. */
async function failPosts(page: Page, action: string, failure: Failure): Promise<string[]> {
  const posted: string[] = [];
  await page.route(`**${action}.data*`, (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posted.push(route.request().postData() ?? "");
    if (failure === "offline") return route.abort("internetdisconnected");
    return route.fulfill({ status: Number(failure), contentType: "text/plain", body: "nope" });
  });
  return posted;
}

test.describe("the report form", () => {
  for (const failure of ["500", "offline"] as const) {
    test(`a post answered ${failure === "offline" ? "by no network" : `with ${failure}`} keeps the page and the typed values, and says so in view`, async ({
      page,
    }) => {
      const posted = await failPosts(page, "/report-price", failure);
      await page.goto("/prices/texas/big-mac");
      await hydrated(page);
      const section = page.locator("#report");
      await section.getByLabel("Price you paid, in dollars *").fill("5.49");
      await section.getByLabel("City (optional)").fill("Austin");
      await section.getByRole("button", { name: "Send my price" }).click();
      const notice = section.getByTestId("report-error");
      await expect(notice).toContainText("Your report was not sent");
      await expect(notice).toContainText("What you typed is still here");
      await expect(notice).toBeInViewport();
      await expect(notice).toBeFocused();
      // The page is still the item in its state, not the error boundary, and nothing typed was lost.
      await expect(page.getByRole("heading", { level: 1, name: "Big Mac in Texas" })).toBeVisible();
      await expect(section.getByLabel("Price you paid, in dollars *")).toHaveValue("5.49");
      await expect(section.getByLabel("City (optional)")).toHaveValue("Austin");
      await expect(section.getByRole("button", { name: "Send my price" })).toBeEnabled();
      expect(posted).toHaveLength(1);
      expect(Object.fromEntries(new URLSearchParams(posted[0]))).toMatchObject({ itemName: "Big Mac", state: "Texas", price: "5.49" });
    });
  }
});

test.describe("the comment form", () => {
  test("a post that gets no network answer keeps the item page and the comment, and the failure toast is in view", async ({ page }) => {
    const posted = await failPosts(page, "/menu/item/big-mac", "offline");
    await page.goto("/menu/item/big-mac");
    await hydrated(page);
    // The comment form is folded under "Write a comment" (item pages under 10 phone screens).
    await page.getByTestId("comment-fold").getByText("Write a comment").click();
    const text = "The sauce was good, the bun was a bit dry.";
    await page.locator("#comment-comment").fill(text);
    await page.locator("#comment-name").fill("Lee");
    await page.locator("#comment-email").fill("lee@example.com");
    await page.getByRole("button", { name: "Post Comment" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Failed to submit comment. Please try again.");
    await expect(toast).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1, name: "Big Mac" })).toBeVisible();
    await expect(page.locator("#comment-comment")).toHaveValue(text);
    await expect(page.locator("#comment-name")).toHaveValue("Lee");
    await expect(page.getByRole("button", { name: "Post Comment" })).toBeEnabled();
    expect(posted).toHaveLength(1);
  });
});

test.describe("the follow form", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  test.beforeAll(async () => {
    // The email form is shown only where the site sends email.
    smtp = await startSmtp();
    server = await spawnServer({ env: { SMTP_URL: smtp.url } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test("a post answered 429 by a proxy keeps the page and the address, and says so in view", async ({ page }) => {
    const posted = await failPosts(page, "/alerts/follow", "429");
    await page.goto(`${server.url}/prices/ohio/big-mac`);
    await hydrated(page);
    const section = page.locator("#follow");
    await section.getByLabel("Your email address").fill("lee@example.com");
    await section.getByRole("button", { name: "Email me when it changes" }).click();
    const notice = section.getByTestId("follow-error");
    await expect(notice).toContainText("Your request to follow this price was not sent");
    await expect(notice).toBeInViewport();
    await expect(notice).toBeFocused();
    await expect(page.getByRole("heading", { level: 1, name: "Big Mac in Ohio" })).toBeVisible();
    await expect(section.getByLabel("Your email address")).toHaveValue("lee@example.com");
    expect(posted).toHaveLength(1);
    expect(smtp.to("lee@example.com")).toHaveLength(0);
  });
});
