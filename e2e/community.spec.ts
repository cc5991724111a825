import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";

const journalDir = process.env.E2E_JOURNAL_DIR!;
// page.route() cannot see requests a service worker answers; these tests intercept the forms' action requests.
test.use({ serviceWorkers: "block" });
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function journalLines(): Promise<{ type: string; id: string; data: Record<string, unknown> }[]> {
  const text = await fs.readFile(path.join(journalDir, "journal.jsonl"), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

async function openReviewModal(page: Page) {
  await page.goto("/reviews");
  const opener = page.getByRole("button", { name: "Submit Your Review" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Submit Your Review" });
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

test.describe("reviews with JavaScript", () => {
  test("the modal: disabled until filled, the counter, keyboard rating, submit, toast, refreshed list", async ({ page }) => {
    const { dialog, opener } = await openReviewModal(page);
    await expect(dialog.getByLabel("Your Name")).toBeFocused();
    const submit = dialog.getByRole("button", { name: "Submit Review" });
    await expect(submit).toBeDisabled();

    const text = unique("Crispy and hot, worth it");
    await dialog.getByLabel("Your Name").fill("Pat Tester");
    await dialog.getByLabel("Menu Item").selectOption("10 Piece Chicken McNuggets");
    await expect(dialog.getByText("Category: McNuggets & Strips")).toBeVisible();
    await dialog.getByLabel("Location").fill("Boise, ID");
    await dialog.getByLabel("Your Review").fill(text);
    await expect(dialog.getByText(`${text.length}/500 characters`)).toBeVisible();
    // Everything but the quality rating: still disabled.
    await expect(submit).toBeDisabled();

    // Keyboard: arrows move through the star radio group.
    await dialog.getByRole("radio", { name: "1 star", exact: true }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    // Stars light up to the checked one, and to the hovered one while the pointer is over them.
    const starColor = (n: number) =>
      dialog.locator(`label:has(input[name='rating'][value='${n}'])`).evaluate((el) => getComputedStyle(el).color);
    expect(await starColor(4)).toBe("rgb(138, 90, 0)");
    expect(await starColor(5)).not.toBe("rgb(138, 90, 0)");
    await dialog.getByRole("radio", { name: "2 stars" }).hover();
    expect(await starColor(2)).toBe("rgb(138, 90, 0)");
    expect(await starColor(3)).not.toBe("rgb(138, 90, 0)");
    await dialog.getByRole("heading", { name: "Submit Your Review" }).hover();
    await dialog.getByRole("radio", { name: "2 dollar signs" }).check();
    await expect(submit).toBeEnabled();

    await submit.click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Review submitted successfully!");
    await expect(toast).toContainText("Thank you for sharing your McDonald's experience.");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The new data is asked for with the review's id, so an instance that has not heard of it yet reads it first
    // (server/store/postgres.test.ts); the toast has said it, so the page's own notice does not say it again.
    // And at the new review (in view, not a toast alone).
    await expect(page).toHaveURL(/\/reviews\?submitted=([0-9a-f-]{36})#review-\1$/);
    await expect(page.locator("main").getByText("Review submitted successfully!")).toHaveCount(0);

    const first = page.getByTestId("review").first();
    await expect(first).toContainText(text);
    await expect(first.getByRole("link", { name: "10 Piece Chicken McNuggets" })).toHaveAttribute(
      "href",
      "/menu/item/10-piece-chicken-mcnuggets",
    );
    await expect(first.getByRole("img", { name: "Rated 4 out of 5 stars" })).toBeVisible();
    await expect(first).toContainText("Pat Tester");

    // Opened again, the form is empty.
    await opener.click();
    await expect(dialog.getByLabel("Your Name")).toHaveValue("");
    await expect(dialog.getByRole("button", { name: "Submit Review" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  // The dialog's form posts to the /reviews/new route action (React Router's data request), not to the API by a
  // fetch of its own: answered here with a proxy's error instead of the action's, it keeps the form and says so.
  for (const status of [400, 500]) {
    test(`a ${status} answer keeps the form open with its values and shows the error toast`, async ({ page }) => {
      const posted: string[] = [];
      await page.route("**/reviews/new.data", (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posted.push(route.request().postData() ?? "");
        return route.fulfill({ status, contentType: "text/plain", body: "nope" });
      });
      const { dialog } = await openReviewModal(page);
      await dialog.getByLabel("Your Name").fill("Lee");
      await dialog.getByLabel("Menu Item").selectOption("Big Mac");
      await dialog.getByLabel("Location").fill("Tulsa, OK");
      await dialog.getByRole("radio", { name: "3 stars" }).check();
      await dialog.getByLabel("Your Review").fill("Fine, but small for the price.");
      await dialog.getByRole("button", { name: "Submit Review" }).click();
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText("Error submitting review");
      await expect(toast).toContainText("Please try again later.");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Your Name")).toHaveValue("Lee");
      await expect(dialog.getByLabel("Your Review")).toHaveValue("Fine, but small for the price.");
      await expect(dialog.getByRole("radio", { name: "3 stars" })).toBeChecked();
      await expect(dialog.getByRole("button", { name: "Submit Review" })).toBeEnabled();
      // One post, a form's fields (not JSON), asking for the answer in place.
      expect(posted).toHaveLength(1);
      expect(Object.fromEntries(new URLSearchParams(posted[0]))).toMatchObject({
        reviewer: "Lee",
        itemName: "Big Mac",
        location: "Tulsa, OK",
        rating: "3",
        answer: "in-place",
      });
      // The toast is dismissible.
      await toast.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(toast).toBeHidden();
    });
  }

  test("filter cards narrow the list and the overview shows each category's figures", async ({ page, request }) => {
    // The site ships no reviews: a Burgers review and one from another category are posted first.
    for (const itemName of ["McDouble", "Vanilla Cone"]) {
      const res = await request.post("/api/reviews", {
        data: { reviewer: "Filter Check", itemName, location: "Tulsa, OK", rating: 4, review: `Filter check review of the ${itemName}.` },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/reviews");
    const filters = page.getByRole("navigation", { name: "Filter reviews by category" });
    await expect(filters.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: /^Burgers/ }).click();
    await expect(page).toHaveURL(/category=Burgers/);
    await expect(page.getByRole("heading", { name: "Burgers reviews" })).toBeVisible();
    const cards = page.getByTestId("review");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText("Burgers");
    const allCount = Number((await filters.getByRole("link", { name: /^All/ }).innerText()).match(/(\d+) review/)?.[1]);
    expect(count).toBeLessThan(allCount);
    await expect(page.getByTestId("overview-card").filter({ hasText: "Burgers" })).toContainText(/\d\.\d/);
    await expect(page.getByTestId("overview-card").filter({ hasText: "Burgers" })).toContainText(/Satisfaction\s*\d+%/);
    // "Volume: Growing" said nothing (every category had it): the card shows the review count only.
    await expect(page.getByTestId("overview-card").filter({ hasText: "Burgers" })).toContainText(/\d+ reviews?/);
    await expect(page.getByTestId("overview-card").first()).not.toContainText("Volume");
  });
});

test.describe("reviews without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form on /reviews/new shows errors, then stores the review and lists it", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByRole("link", { name: "Submit Your Review" }).click();
    await expect(page).toHaveURL(/\/reviews\/new$/);
    await page.getByLabel("Your Name").fill("Sam NoScript");
    await page.getByLabel("Menu Item").selectOption("Egg McMuffin");
    await page.getByLabel("Location").fill("Omaha, NE");
    await page.getByRole("radio", { name: "5 stars" }).check();
    await page.getByLabel("Your Review").fill("   ");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Please write at least 20 characters: what you had and what you thought")).toBeVisible();
    await expect(page.getByLabel("Your Name")).toHaveValue("Sam NoScript");
    await expect(page.getByRole("radio", { name: "5 stars" })).toBeChecked();

    const text = unique("Hot and quick before work");
    await page.getByLabel("Your Review").fill(text);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page).toHaveURL(/\/reviews\?submitted=/);
    await expect(page.getByText("Review submitted successfully!")).toBeVisible();
    const first = page.getByTestId("review").first();
    await expect(first).toContainText(text);
    await expect(first).toContainText("Breakfast");
  });

  test("a one-letter name, a one-letter place and a one-word review are refused with reasons; an item not on the menu is filed under Other, unlinked", async ({
    page,
  }) => {
    await page.goto("/reviews/new");
    await page.getByLabel("Your Name").fill("A");
    await page.getByLabel("Menu Item").selectOption({ label: "Other (not on this list)" });
    await page.getByLabel("If you chose Other: what did you have?").fill("Pizza Slice");
    await page.getByLabel("Location").fill("x");
    await page.getByRole("radio", { name: "2 stars" }).check();
    await page.getByLabel("Your Review").fill("bad");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Please give a name of at least 2 characters (a first name is fine)")).toBeVisible();
    await expect(page.getByText(/Please give your town and state/)).toBeVisible();
    await expect(page.getByText("Please write at least 20 characters: what you had and what you thought")).toBeVisible();
    await expect(page.getByLabel("If you chose Other: what did you have?")).toHaveValue("Pizza Slice");

    const text = unique("The sauce was missing and the bun was cold");
    await page.getByLabel("Your Name").fill("Alex Misspell");
    await page.getByLabel("Location").fill("Reno, NV");
    await page.getByLabel("Your Review").fill(text);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page).toHaveURL(/\/reviews\?submitted=/);
    const card = page.getByTestId("review").filter({ hasText: text });
    await expect(card).toContainText("Pizza Slice");
    await expect(card).toContainText("Other");
    await expect(card.getByRole("link", { name: "Pizza Slice" })).toHaveCount(0);
  });
});

test.describe("contact", () => {
  test("with JavaScript: the four rules, 'Sending...', the notice and a cleared form", async ({ page }) => {
    await page.goto("/contact");
    // No reply time is promised, nor that a person reads every message.
    await expect(page.getByTestId("contact-response")).toHaveText(
      "We promise no reply time: a message is kept, and nobody is on call to answer it.",
    );
    await expect(page.locator("main")).not.toContainText(/24-48 hours|read by a person|we will check/i);
    const form = page.locator("form[action='/contact']");
    await form.getByLabel("Name").fill("A");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Subject").fill("Hi");
    await form.getByLabel("Message").fill("short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Subject must be at least 5 characters")).toBeVisible();
    await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();

    // The form posts to the /contact route action (React Router's data request), slowed to see 'Sending...'.
    await page.route("**/contact.data", async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    const token = unique("contact-secret");
    await form.getByLabel("Name").fill("Alex Doe");
    await form.getByLabel("Email").fill("alex@example.com");
    await form.getByLabel("Subject").fill("Price in Ohio");
    await form.getByLabel("Message").fill(`The Big Mac near me costs more. ${token}`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect
      .poll(async () => (await journalLines()).some((r) => r.type === "contact" && String(r.data.message).includes(token)))
      .toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("errors come back from the action, then the notice", async ({ page }) => {
      await page.goto("/contact");
      const form = page.locator("form[action='/contact']");
      await form.getByLabel("Name").fill("Jo");
      await form.getByLabel("Email").fill("jo@example");
      await form.getByLabel("Subject").fill("Menu question");
      await form.getByLabel("Message").fill("Is the McRib back this year?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await expect(page.getByLabel("Subject")).toHaveValue("Menu question");
      await page.getByLabel("Email").fill("jo@example.com");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message sent successfully!")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
    });
  });
});

test.describe("sign-ups", () => {
  test("no page opens a sign-up for emails nobody sends: each says so and offers following a reported price", async ({ page }) => {
    for (const [path, what] of [
      ["/delivery", "delivery updates"],
      ["/rewards", "rewards tips or deal alerts"],
      ["/deals-hub", "deal alerts"],
      ["/menu/item/big-mac", "deal alerts"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("main button[aria-haspopup='dialog']"), path).toHaveCount(0);
      await expect(page.locator("main a[href^='/signup']"), path).toHaveCount(0);
      await expect(page.locator("main"), path).not.toContainText(/not running yet|Get Delivery Updates|Get Free Deal Alerts|Sign up for/);
      const instead = page.getByTestId("what-we-send").first();
      await expect(instead, path).toContainText(`We send no ${what}.`);
      await expect(instead.getByRole("link"), path).toHaveAttribute("href", /^\/alerts\/follow/);
    }
  });

  test("the sign-up is gone: an old link lands on following a reported price, and nothing takes a sign-up", async ({ page, request }) => {
    await page.goto("/signup?topic=delivery&from=%2Fdelivery");
    await expect(page).toHaveURL(/\/alerts\/follow$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await request.post("/api/signups", { data: { name: "Kim", email: "k@example.com" } })).status()).toBeGreaterThanOrEqual(400);
  });
});

test.describe("privacy of contact messages", () => {
  test("they are in the journal and in no page or API response", async ({ request }) => {
    const token = unique("private");
    const contact = await request.post("/api/contact", {
      data: { name: "Priv Ate", email: `${token}@example.com`, subject: "Private subject", message: `Private message ${token}` },
    });
    expect(contact.status()).toBe(201);
    expect(Object.keys(await contact.json())).toEqual(["id"]);

    const lines = await journalLines();
    expect(lines.some((r) => r.type === "contact" && String(r.data.message).includes(token))).toBe(true);

    const paths = [
      "/api/reviews",
      "/api/menu-items",
      "/api/prices",
      "/api/locations/top",
      "/healthz",
      "/",
      "/reviews",
      "/reviews/new",
      "/contact",
      "/menu/item/big-mac",
      "/sitemap.xml",
      "/about",
    ];
    for (const p of paths) {
      const res = await request.get(p);
      expect(await res.text(), p).not.toContain(token);
    }
  });
});

test.describe("moderation", () => {
  test("npm run moderate lists a review; hide makes it vanish from the API and the page within a second", async ({ request }) => {
    const text = unique("To be hidden");
    const res = await request.post("/api/reviews", {
      data: { reviewer: "Troll", itemName: "Apple Pie", location: "Nowhere", rating: 1, review: text },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    expect(await (await request.get("/api/reviews")).text()).toContain(text);

    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["scripts/moderate.ts", ...args], { env: { ...process.env, JOURNAL_DIR: journalDir } });
    const list = await run();
    expect(list.stdout).toContain(id);
    await run("hide", id);
    const hiddenAt = Date.now();
    await expect
      .poll(async () => (await (await request.get("/api/reviews")).text()).includes(text), { timeout: 1500, intervals: [100] })
      .toBe(false);
    expect(Date.now() - hiddenAt).toBeLessThan(1500);
    expect(await (await request.get("/reviews")).text()).not.toContain(text);
    const moderation = await fs.readFile(path.join(journalDir, "moderation.jsonl"), "utf8");
    expect(moderation).toContain(`"target":"${id}"`);
    expect((await run()).stdout).toMatch(new RegExp(`${id}.*\\[hidden\\]`));
  });
});

test.describe("hydration", () => {
  // Their accessibility, in the same states (the review dialog with a rating, the contact form's errors), is checked
  // by e2e/a11y.spec.ts, where axe runs once per route and state.
  test("the community screens and the open dialogs hydrate without errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    for (const p of ["/reviews/new"]) {
      await page.goto(p);
      await page.waitForLoadState("networkidle");
    }
    await page.goto("/reviews");
    await page.getByRole("button", { name: "Submit Your Review" }).click();
    await page.getByRole("radio", { name: "2 stars" }).check();
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
