/**
 * Confirmation where the eyes are, on a phone (390x844) with JavaScript, on a server of its own (a report
 * changes what pages show): a report sent from the Big Mac's page, opened with a state, keeps that state; its
 * thank-you says what was saved and is inside the screen and focused; the form keeps the item and state for the
 * next receipt; and the page's "Report it" link carries the state and size the diner was looking at.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { spawnServer, type TestServer } from "../server/testing/spawn-server.ts";

let server: TestServer;

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

/** Whether the element's box lies wholly inside the viewport, and whether it is the focused element. */
async function inViewAndFocused(page: Page, el: Locator) {
  const box = await el.boundingBox();
  const viewport = page.viewportSize()!;
  const focused = await el.evaluate((node) => node === document.activeElement);
  return {
    inView: !!box && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width,
    focused,
  };
}

test.describe("confirmation where the eyes are", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    server = await spawnServer({ env: { REPORT_THRESHOLD: "3" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a report sent from the Big Mac's page in Texas: the thank-you is on screen and focused, naming the item, price and place; the form keeps the context", async ({
    page,
  }) => {
    await page.goto(`${server.url}/menu/item/big-mac?state=texas`);
    // The price the page shows for Texas is the one reported (plausible by construction, never typed in here).
    const shown = (await page.getByTestId("item-state-price").textContent())!.trim();
    const section = page.locator("#reported");
    await section.getByTestId("report-fold").locator("summary").click();
    await expect(section.getByLabel("Item *")).toHaveValue("Big Mac");
    await expect(section.getByLabel("State *")).toHaveValue("Texas");
    await section.getByLabel("Price you paid, in dollars *").fill(shown.replace("$", ""));
    await section.getByRole("button", { name: "Send my price" }).click();

    const thanks = section.getByTestId("report-thanks");
    await expect(thanks).toContainText("Thank you: your report is saved.");
    await expect(thanks).toContainText(`${shown} for Big Mac`);
    await expect(thanks).toContainText("Texas");
    // What happens next: when it counts.
    await expect(thanks).toContainText("It counts once 2 more visitors report");
    await expect.poll(() => inViewAndFocused(page, thanks)).toEqual({ inView: true, focused: true });
    // The form is ready for the next receipt with the same item and state, not "Choose a state".
    await expect(section.getByLabel("Item *")).toHaveValue("Big Mac");
    await expect(section.getByLabel("State *")).toHaveValue("Texas");
    await expect(section.getByLabel("Price you paid, in dollars *")).toHaveValue("");
  });

  test("the item page's 'Report it' link carries the state and size looked at, and the report page opens with them", async ({ page }) => {
    await page.goto(`${server.url}/menu/item/coca-cola?state=ohio&size=Large`);
    const link = page.getByTestId("report-link");
    const href = new URL((await link.getAttribute("href"))!, server.url);
    expect(Object.fromEntries(href.searchParams)).toEqual({ item: "coca-cola", state: "ohio", size: "Large" });
    await link.click();
    await expect(page).toHaveURL(/\/report-price\?/);
    await expect(page.getByLabel("Item *")).toHaveValue("Coca-Cola");
    await expect(page.getByLabel("State *")).toHaveValue("Ohio");
    await expect(page.getByRole("combobox", { name: /^Size/ })).toHaveValue("Large");
  });

  test("a comment and a contact message sent with JavaScript: each notice is on screen and focused", async ({ page }) => {
    await page.goto(`${server.url}/menu/item/filet-o-fish`);
    await page.getByTestId("comment-fold").getByText("Write a comment").click();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Post Comment" }) });
    await form.getByLabel("Comment *").fill(`The fish was hot and the bun soft ${Date.now()}`);
    await form.getByLabel("Name *").fill("Sam");
    await form.getByLabel("Email *").fill("sam@example.com");
    await form.getByRole("button", { name: "Post Comment" }).click();
    const comment = page.getByTestId("comment-thanks");
    await expect(comment).toContainText("Comment Submitted");
    await expect.poll(() => inViewAndFocused(page, comment)).toEqual({ inView: true, focused: true });

    await page.goto(`${server.url}/contact`);
    const contact = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
    await contact.getByLabel("Name").fill("Alex Doe");
    await contact.getByLabel("Email").fill("alex@example.com");
    await contact.getByLabel("Subject").fill("Price in Ohio");
    await contact.getByLabel("Message").fill("The Big Mac near me costs more than the page says.");
    await contact.getByRole("button", { name: "Send Message" }).click();
    const sent = page.getByTestId("contact-sent");
    await expect(sent).toContainText('Your message "Price in Ohio" is saved.');
    await expect.poll(() => inViewAndFocused(page, sent)).toEqual({ inView: true, focused: true });
  });
});
