/**
 * The diner's eighteen tasks (eleven from before, seven added later), done as a diner would on a 390x844 phone
 * against a running server, each with JavaScript on and off (the offline task needs it on), with
 * the taps counted and the scrolling measured in phone screens (844 px of scrolling, in the page and in any
 * scroll box, is one screen). Prints the table docs/diner-tasks.md keeps, so "before" and "after" are the same
 * script:
 *
 *   npm run build && PORT=4301 npm run serve &
 *   npm run diner-tasks -- http://localhost:4301
 *   npm run diner-tasks -- http://localhost:4301 pages [/path ...]   # page lengths in phone screens
 *
 * Each task starts on the home page and follows the shortest path a diner finds on the page (search first where
 * there is a search box, then the menu). A tap is a click or a key press that submits; choosing from a native
 * select is two taps (open, choose); typing into a field is one tap to focus it. In the meal calculator the diner taps an item's category link when the list has them and the
 * item is off screen, and the pinned order bar to reach the order when the page shows one.
 */
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { laidOutHeight } from "../test-support/page-length.ts";

const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const VIEW = { width: 390, height: 844 };
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

interface Result {
  task: string;
  js: boolean;
  taps: number;
  screens: number;
  answered: boolean;
  note: string;
}

class Diner {
  taps = 0;
  scrolled = 0;
  notes: string[] = [];
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  note(text: string) {
    this.notes.push(text);
  }

  /** Scrolls the least distance that brings the element into view, in the window and every scroll box around it. */
  async reach(target: Locator): Promise<void> {
    await target.waitFor({ state: "attached", timeout: 8000 });
    const moved = await target.evaluate((el) => {
      const boxes: { el: Element | null; top: number }[] = [];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(auto|scroll)/.test(s.overflowY) && p.scrollHeight > p.clientHeight) boxes.push({ el: p, top: p.scrollTop });
      }
      const winTop = window.scrollY;
      el.scrollIntoView({ block: "nearest", behavior: "instant" });
      let sum = Math.abs(window.scrollY - winTop);
      for (const b of boxes) sum += Math.abs((b.el as Element).scrollTop - b.top);
      return sum;
    });
    this.scrolled += moved;
  }

  async tap(target: Locator): Promise<void> {
    await this.reach(target);
    await target.click({ timeout: 5000 });
    this.taps++;
    await this.settle();
  }

  /** Taps the first of these that is on the page and visible; false when none is. */
  async tapAny(...targets: Locator[]): Promise<boolean> {
    for (const t of targets) {
      const first = t.first();
      if ((await first.count()) && (await first.isVisible().catch(() => false))) {
        await this.tap(first);
        return true;
      }
    }
    return false;
  }

  async type(field: Locator, text: string, submit = true): Promise<void> {
    await this.reach(field);
    await field.click();
    this.taps++;
    await field.fill(text);
    if (submit) {
      await field.press("Enter");
      this.taps++;
    }
    await this.settle();
  }

  async choose(select: Locator, label: string): Promise<void> {
    await this.reach(select);
    await select.selectOption({ label });
    this.taps += 2;
    await this.settle();
  }

  /** Opens the phone menu and taps the link, or returns false when the menu has no such link. */
  async menu(name: RegExp): Promise<boolean> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const summary = this.page.locator("summary", { hasText: /menu/i }).filter({ visible: true }).first();
    if (!(await summary.count())) return false;
    await summary.click();
    this.taps++;
    const link = this.page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name }).first();
    if (!(await link.count()) || !(await link.isVisible())) {
      await summary.click(); // close it again: a diner who did not find it
      this.taps++;
      return false;
    }
    await this.tap(link);
    return true;
  }

  /** From anywhere: the phone menu, else the footer (scrolling down to it). */
  async goTo(name: RegExp): Promise<void> {
    if (await this.menu(name)) return;
    this.note(`${name.source} not in the phone menu: footer`);
    await this.tap(this.page.locator("footer").getByRole("link", { name }).first());
  }

  async settle(): Promise<void> {
    await this.page.waitForLoadState("domcontentloaded");
    await this.page.waitForTimeout(350);
  }

  /** True when the answer is on the page; scrolls to it (counted). */
  async answer(target: Locator): Promise<boolean> {
    const first = target.first();
    if (!(await first.count())) return false;
    await this.reach(first);
    return first.isVisible();
  }
}

/** A task runs with JavaScript on and off unless `js` names the one mode it needs. */
type Task = { name: string; js?: boolean; run: (d: Diner) => Promise<boolean> };

const searchField = (p: Page) => p.locator('input[type="search"]').filter({ visible: true }).first();

/** Waits until a (smooth) scroll the page started has stopped. */
async function scrollStopped(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(100);
  }
}

/** True when the element's box is on the screen. */
const onScreen = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  });

/**
 * The meal calculator's Adds for a Big Mac, medium fries and a medium Coke (the medium is each item's usual size).
 * Where the list has links to its categories and the item is off screen, the diner taps its category's link first.
 */
async function orderBigMacFriesCoke(d: Diner): Promise<void> {
  await d.goTo(/Meal Calculator/i);
  await addBigMacFriesCoke(d);
}

async function addBigMacFriesCoke(d: Diner): Promise<void> {
  for (const [pick, category] of [
    ["big-mac", "Burgers"],
    ["world-famous-fries", "Fries & Sides"],
    ["coca-cola", "Beverages"],
  ]) {
    const add = d.page.locator(`button[data-pick="${pick}"]`).first();
    const jump = d.page.getByRole("navigation", { name: "Menu categories" }).getByRole("link", { name: category, exact: true });
    if ((await add.count()) && !(await onScreen(add)) && (await jump.count()) && (await jump.isVisible())) {
      await d.tap(jump);
      await scrollStopped(d.page);
    }
    if (!(await d.tapAny(add))) d.note(`no Add for ${pick}`);
  }
}

/** The pinned order bar, where the page shows one: a link to the order (one tap instead of a scroll to it). */
async function toOrder(d: Diner): Promise<void> {
  const bar = d.page.getByTestId("order-total-bar");
  if ((await bar.count()) && (await bar.isVisible())) {
    await d.tap(bar);
    await scrollStopped(d.page);
  }
}

const TASKS: Task[] = [
  {
    name: "1. Big Mac meal price in Texas",
    run: async (d) => {
      const p = d.page;
      const answer = p
        .locator('[data-price-item="big-mac-extra-value-meal"][data-price-kind="state"][data-price-state="texas"]')
        .filter({ visible: true });
      await d.type(searchField(p), "big mac meal texas");
      if (await d.answer(answer)) return true;
      if (await p.getByText(/no results/i).count()) d.note("search: no results");
      if (
        await d.tapAny(
          p.locator("main a", { hasText: /Big Mac (Extra Value )?Meal/ }).filter({ hasText: /texas/i }),
          p.locator("main a", { hasText: /Texas/ }),
        )
      ) {
        if (await d.answer(answer)) return true;
      }
      d.note("search did not answer: Prices by State");
      await d.goTo(/Prices by State|State Prices/i);
      await d.tap(p.locator("main a", { hasText: /^Texas/ }).first());
      return d.answer(answer);
    },
  },
  {
    name: "2. Cheapest breakfast with at least 20 g protein",
    run: async (d) => {
      const p = d.page;
      await d.goTo(/Explore/i);
      const form = p.locator('form[action^="/explore"]');
      await d.choose(form.locator('select[name="category"]'), "Breakfast");
      await d.type(form.locator('input[name="min-protein"]'), "20", false);
      await d.choose(form.locator('select[name="sort"]'), "Price");
      await d.choose(form.locator('select[name="order"]'), "Lowest first");
      const rows = p.locator('[data-testid="explore-table"] tbody tr, [data-testid="explore-results"] li');
      await p.waitForTimeout(800);
      if (
        !(await rows
          .first()
          .isVisible()
          .catch(() => false)) ||
        !/Breakfast|McMuffin|Biscuit|McGriddles|Burrito/i.test((await rows.first().textContent()) ?? "")
      ) {
        d.note("results not updated until Show items");
        await d.tap(p.getByRole("button", { name: /Show items/i }));
      }
      const ok = await d.answer(rows);
      return ok && /McMuffin|Biscuit|McGriddles|Burrito|Platter|Hotcakes|Sausage|Egg/i.test((await rows.first().textContent()) ?? "");
    },
  },
  {
    name: "3. Items without milk",
    run: async (d) => {
      const p = d.page;
      await d.goTo(/Explore/i);
      const box = p.locator('input[name="exclude"][value="milk"]');
      // The allergens are folded under "Leave out allergens": opening the fold is a tap of its own.
      if (!(await box.isVisible())) await d.tap(p.getByText("Leave out allergens", { exact: true }));
      await d.tap(box);
      const summary = p.locator('[data-testid="explore-summary"]');
      await p.waitForTimeout(800);
      if (!/milk/i.test((await summary.textContent()) ?? "")) {
        d.note("results not updated until Show items");
        await d.tap(p.getByRole("button", { name: /Show items/i }));
      }
      return (
        (await d.answer(p.locator('[data-testid="explore-table"] tbody tr, [data-testid="explore-results"] li'))) &&
        /milk/i.test((await summary.textContent()) ?? "")
      );
    },
  },
  {
    name: "4. McChicken against McCrispy",
    run: async (d) => {
      const p = d.page;
      const first = p.locator("main a", { hasText: /McChicken.*McCrispy|McCrispy.*McChicken/ });
      await d.type(searchField(p), "mcchicken mccrispy");
      if (!(await d.tapAny(first))) {
        await d.goTo(/Compare/i);
        const fields = p.locator('form[action="/compare"] input[list]');
        if ((await fields.count()) >= 2) {
          // Both at once, typed by name, one submit.
          await d.type(fields.nth(0), "McChicken", false);
          await d.type(fields.nth(1), "McCrispy", false);
          await d.tap(p.locator('form[action="/compare"] button[type="submit"]').first());
        } else {
          for (const name of ["McChicken", "McCrispy"]) {
            const field = fields.first();
            if (await field.count()) await d.type(field, name);
            else {
              await d.choose(p.locator('form[action="/compare"] select[name="items"]').first(), name);
              await d.tap(p.locator('form[action="/compare"] button[type="submit"]').first());
            }
          }
        }
      }
      const table = p.locator("main table").filter({ hasText: "McChicken" }).filter({ hasText: "McCrispy" });
      return d.answer(table);
    },
  },
  {
    name: "5. Big Mac + medium fries + medium Coke: the total",
    run: async (d) => {
      await orderBigMacFriesCoke(d);
      await toOrder(d);
      return d.answer(
        d.page
          .locator("#order, [data-testid=order-total], [aria-labelledby=order-title]")
          .filter({ hasText: /Big Mac/ })
          .filter({ hasText: /Fries/ }),
      );
    },
  },
  {
    name: "6. ... and whether the meal is cheaper",
    run: async (d) => {
      await orderBigMacFriesCoke(d);
      d.taps = 0;
      d.scrolled = 0;
      d.note("counted from the order of task 5");
      await toOrder(d);
      return d.answer(d.page.getByText(/cheaper as a meal/i));
    },
  },
  {
    name: "7. Big Mac prices over the years",
    run: async (d) => {
      const p = d.page;
      await d.type(searchField(p), "big mac price history");
      const history = p.locator("#history");
      if (await d.answer(history)) return true;
      await d.goTo(/Big Mac Prices/i);
      return d.answer(
        p
          .locator("table", { hasText: /edition|year/i })
          .or(p.locator("#history ~ figure"))
          .first(),
      );
    },
  },
  {
    name: "8. The nearest restaurant",
    run: async (d) => {
      const p = d.page;
      await d.goTo(/Near me/i);
      return d.answer(p.locator("main a", { hasText: /restaurant locator|find a restaurant|locator|map/i }));
    },
  },
  {
    name: '9. "I paid a different price"',
    run: async (d) => {
      const p = d.page;
      await d.type(searchField(p), "big mac");
      // The search's result (a link named "Big Mac"), else any link to the item's page (the hero's headline price
      // links there too, above the search box: taken only when the results have none).
      if (!(await d.tapAny(p.locator("main a", { hasText: /^Big Mac$/ })))) await d.tap(p.locator('main a[href$="/big-mac"]').first());
      if (
        await d.tapAny(
          p.getByRole("link", { name: /report (a|the) price|paid a different|different price/i }),
          p.getByRole("button", { name: /report (a|the) price|paid a different/i }),
        )
      ) {
        // The report form: on the item page, or /report-price.
        return d.answer(p.locator('form[action="/report-price"]').locator("select, input:not([type=hidden])").first());
      }
      d.note("no price report on the item page: Contact");
      await d.goTo(/Contact/i);
      return d.answer(p.locator('form[action="/contact"] textarea'));
    },
  },
  {
    name: "10. Review a McFlurry",
    run: async (d) => {
      const p = d.page;
      await d.goTo(/Reviews/i);
      const open = /write a review|submit your review|write the first review/i;
      await d.tap(
        p
          .locator("main")
          .getByRole("link", { name: open })
          .or(p.locator("main").getByRole("button", { name: open }))
          .first(),
      );
      const form = p.locator("dialog[open]").or(p.locator("main")).first();
      await d.type(form.locator('input[name="reviewer"]'), "Sam", false);
      await d.type(form.locator('input[name="location"]'), "Austin, TX", false);
      const select = form.locator('select[name="itemName"]');
      const label = (await select.locator("option", { hasText: "McFlurry with OREO" }).first().textContent())!.trim();
      await d.choose(select, label);
      const star = form.locator('input[name="rating"][value="4"]');
      await d.reach(star);
      await star.check({ force: true });
      d.taps++;
      await d.type(form.locator('textarea[name="review"]'), "Cold, thick and worth the price on a hot day.", false);
      await d.tap(form.getByRole("button", { name: /submit review/i }));
      await p.waitForTimeout(1200);
      const mine = p
        .locator("main article, main li, main blockquote")
        .filter({ hasText: "worth the price on a hot day" })
        .filter({ visible: true });
      const inView = await mine
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top < innerHeight && r.bottom > 0;
        })
        .catch(() => false);
      if (!inView) d.note("posted review not in view");
      return d.answer(mine);
    },
  },
  {
    name: "11. Offline after a few pages, revisit",
    js: true,
    run: async (d) => {
      const p = d.page;
      await p.evaluate(() => navigator.serviceWorker?.ready);
      await d.goTo(/^Menu$/i);
      await d.tap(p.locator('main a[href^="/menu/"]').first());
      const visited = p.url();
      await d.goTo(/Deals/i);
      await p.waitForTimeout(1000);
      await p.context().setOffline(true);
      await p.goto(visited).catch(() => undefined);
      d.taps++;
      const ok = await d.answer(p.locator("main h1"));
      const offlinePage = /offline/i.test(
        (await p
          .locator("main h1")
          .first()
          .textContent()
          .catch(() => "")) ?? "",
      );
      await p.context().setOffline(false);
      if (offlinePage) d.note("the offline page, not the visited one");
      return ok && !offlinePage;
    },
  },
  {
    name: "12. A family of four under $30",
    run: async (d) => {
      const p = d.page;
      await d.type(searchField(p), "family of 4 under $30");
      if (!(await d.tapAny(p.locator('main a[href*="/meal-calculator"]').filter({ hasText: /4|four|family|calculator/i })))) {
        d.note("search did not lead to the calculator");
        await d.goTo(/Meal Calculator/i);
        const people = p.locator('input[name="people"], select[name="people"]').first();
        if (await people.count()) {
          if ((await people.evaluate((el) => el.tagName)) === "SELECT") await d.choose(people, "4");
          else await d.type(people, "4", false);
        } else d.note("no people field");
      }
      await addBigMacFriesCoke(d);
      await toOrder(d);
      return d.answer(p.locator("main").getByText(/per person/i));
    },
  },
  {
    name: "13. 20-piece McNuggets in California vs Ohio",
    run: async (d) => {
      const p = d.page;
      const price = (state: string) =>
        p.locator(`[data-price-item="20-piece-chicken-mcnuggets"][data-price-state="${state}"]`).filter({ visible: true });
      await d.type(searchField(p), "20 piece mcnuggets california vs ohio");
      if ((await price("california").count()) && (await price("ohio").count()))
        return (await d.answer(price("california"))) && d.answer(price("ohio"));
      d.note("search did not set them side by side: the item page's state table");
      if (!(await d.tapAny(p.locator("main a", { hasText: /20 Piece Chicken McNuggets/ }))))
        await p.goto(`${base}/menu/item/20-piece-chicken-mcnuggets`);
      const all = p.locator('[data-price-item="20-piece-chicken-mcnuggets"][data-price-kind="state"]');
      return (
        (await d.answer(all.and(p.locator('[data-price-state="california"]')))) && d.answer(all.and(p.locator('[data-price-state="ohio"]')))
      );
    },
  },
  {
    name: "14. Calories of a large fries and a McFlurry, by search",
    run: async (d) => {
      const p = d.page;
      await d.type(searchField(p), "calories in a large fries and a mcflurry");
      return d.answer(
        p
          .locator("main p, main li, main section, main output")
          .filter({ hasText: /fries/i })
          .filter({ hasText: /mcflurry/i })
          .filter({ hasText: /\d\s*cal/i })
          .last(),
      );
    },
  },
  {
    name: "15. Download the data",
    run: async (d) => {
      const p = d.page;
      await d.goTo(/download|open data/i);
      return d.answer(p.locator('main a[href$=".csv"]'));
    },
  },
  {
    name: "16. The cheapest 1,000 calories",
    run: async (d) => {
      const p = d.page;
      await d.goTo(/Explore/i);
      const form = p.locator('form[action^="/explore"]');
      await d.choose(form.locator('select[name="sort"]'), "Calories per dollar");
      await p.waitForTimeout(800);
      const rows = p.locator('[data-testid="explore-table"] tbody tr, [data-testid="explore-results"] li');
      const first = (
        (await rows
          .first()
          .textContent()
          .catch(() => "")) ?? ""
      ).trim();
      if (!first) {
        d.note("results not updated until Show items");
        await d.tap(p.getByRole("button", { name: /Show items/i }));
      }
      return d.answer(rows);
    },
  },
  {
    name: "17. Does the $5 Meal Deal still run, and what is in it",
    run: async (d) => {
      const p = d.page;
      await d.type(searchField(p), "is the $5 meal deal still on");
      const status = p.getByTestId("offer-status");
      if (!(await status.count()) && !(await d.tapAny(p.locator("main a", { hasText: /^\$5 Meal Deal/ })))) {
        d.note("search did not find it: Deals");
        await d.goTo(/^Deals$/i);
      }
      const when = p
        .locator("main p, main li, main dd, main td")
        .filter({ hasText: /\$5 Meal Deal|this deal|the deal/i })
        .filter({ hasText: /20\d\d/ });
      const what = p
        .locator("main")
        .getByText(/McDouble|McChicken/)
        .first();
      return (await d.answer(when)) && d.answer(what);
    },
  },
  {
    name: "18. A Big Mac in Japan, and how it changed",
    run: async (d) => {
      const p = d.page;
      await d.type(searchField(p), "big mac japan");
      const row = p
        .locator("main tr, main li, main p")
        .filter({ hasText: /Japan/ })
        .filter({ hasText: /\$\d|¥|yen/i });
      if (await d.answer(row)) return true;
      d.note("search did not answer: Big Mac prices");
      await d.goTo(/Big Mac Prices|International/i);
      return d.answer(row);
    },
  },
];

async function runTask(browser: Browser, task: Task, js: boolean): Promise<Result> {
  const context = await browser.newContext({ viewport: VIEW, javaScriptEnabled: js, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const d = new Diner(page);
  let answered = false;
  try {
    await page.goto(`${base}/`);
    await page.waitForLoadState("networkidle");
    answered = await task.run(d);
    d.note(`ends on ${new URL(page.url()).pathname}`);
  } catch (error) {
    d.note(`stuck: ${(error as Error).message.split("\n")[0].slice(0, 120)}`);
  }
  await context.close();
  return {
    task: task.name,
    js,
    taps: d.taps,
    screens: Math.round((d.scrolled / VIEW.height) * 10) / 10,
    answered,
    note: d.notes.join("; "),
  };
}

/** How long pages are on the phone, in 844 px screens (the home page under 8), with JavaScript on. */
async function pageLengths(browser: Browser, paths: string[]): Promise<void> {
  const context = await browser.newContext({ viewport: VIEW, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  console.log("| Page | Phone screens (390x844) |");
  console.log("|---|---|");
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
    const height = await laidOutHeight(page);
    console.log(`| ${path} | ${Math.round((height / VIEW.height) * 10) / 10} |`);
  }
  await context.close();
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
if (process.argv[3] === "pages") {
  await pageLengths(
    browser,
    process.argv.slice(4).length ? process.argv.slice(4) : ["/", "/meal-calculator", "/menu/item/big-mac", "/prices/texas", "/explore"],
  );
  await browser.close();
  process.exit(0);
}
const only = process.env.TASK;
const results: Result[] = [];
for (const task of TASKS) {
  if (only && !task.name.startsWith(`${only}.`)) continue;
  for (const js of task.js === undefined ? [true, false] : [task.js]) results.push(await runTask(browser, task, js));
}
await browser.close();

const answered = results.filter((r) => r.answered && r.screens <= 2).length;
console.log(`${answered} of ${results.length} runs answered within 2 screens of scrolling`);
console.log("| Task | JS | Taps | Screens scrolled | Answered | Notes |");
console.log("|---|---|---|---|---|---|");
for (const r of results)
  console.log(`| ${r.task} | ${r.js ? "on" : "off"} | ${r.taps} | ${r.screens} | ${r.answered ? "yes" : "no"} | ${r.note} |`);
