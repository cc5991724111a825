/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices) finds no problem on
 * any route of the spec, aliases and not-found screens included, nor in the states a plain load does not reach (the
 * mobile menu, the dialogs, forms showing errors, filled calculators, the bare server HTML); the header dropdown, the
 * mobile menu, a dialog, the FAQ and a calculator work with the keyboard alone, with a visible focus ring.
 *
 * This file is the one place axe runs (once per route and state, each a single page load): other specs
 * test behaviour and leave accessibility here, so add a new screen or state to ROUTES or STATES below.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PAGE_URLS } from "../domain/rules/pages.ts";

/** Every page of the registry (domain/rules/pages.ts), and states and variants of them. */
const ROUTES = [
  ...new Set([
    ...PAGE_URLS,
    "/",
    "/menu/burgers",
    "/menu/breakfast-meals",
    "/menu/mcvalue",
    "/menu/hash-browns-and-sides",
    "/menu/item/big-mac",
    "/menu/item/big-mac?size=Large",
    "/menu/item/hash-browns",
    "/menu/item/no-such-item",
    "/prices/california",
    "/prices/vermont",
    "/prices/atlantis",
    "/deals",
    "/my-deals",
    "/mcvalue",
    "/mcvalue-deals",
    "/about",
    "/contact",
    "/privacy",
    "/disclaimer",
    "/news",
    "/news/article/mcvalue-menu-returns",
    "/news/article/no-such-article",
    "/delivery",
    "/rewards",
    "/big-mac-prices",
    "/big-mac-prices?from=2023-07-01&to=2026-01-01",
    "/reviews",
    "/reviews/new",
    "/international-prices",
    "/international-prices?q=japan",
    "/international-prices/venezuela",
    "/international-prices/no-such-country",
    "/sitemap",
    "/mcdonalds-near-me",
    "/meal-calculator",
    "/meal-calculator?order=big-mac:2",
    "/nutrition-calculator",
    "/nutrition-calculator?items=filet-o-fish&q=fish",
    "/menu",
    "/prices",
    "/prices?sort=state&item=world-famous-fries",
    "/tools",
    "/deals-hub",
    "/explore",
    "/explore?exclude=milk&sort=price&size=Large",
    "/explore?max-price=abc",
    "/compare",
    "/compare?items=big-mac,mcdouble,coca-cola",
    "/menu/item/big-mac-extra-value-meal",
    "/meal-calculator?order=big-mac:1,world-famous-fries:1,coca-cola:1",
    "/seo-guide",
    "/secret-menu",
    "/offline",
  ]),
];

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Every violation, whatever its impact, as one readable line each (the route, rule, impact and first nodes). */
async function violations(page: Page) {
  // Legacy mode runs axe in the page itself: our pages have no iframes, so the default mode's extra blank page (to
  // merge frames' results, with axe injected again) only doubled each run's time. Only violations are collected.
  // label-content-name-mismatch (WCAG 2.5.3, the one Lighthouse reports) is marked experimental in axe, so no tag
  // turns it on. options() replaces every option set before it, withTags() included: it must come first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n  ")}`,
  );
}

/** The calculators mark themselves ready once hydrated and the saved state has been read. */
async function calculatorReady(page: Page) {
  await expect(page.locator("[data-ready]")).toHaveCount(1);
}

interface State {
  name: string;
  path: string;
  phone?: boolean;
  /** Only the page's own scripts are blocked: axe itself needs script. */
  serverHtmlOnly?: boolean;
  /** Brings the page into the state, after it has loaded. */
  prepare?: (page: Page, installed: number) => Promise<void>;
  /** Fake timers installed before the page loads, for `prepare` to stop (the not-found screen's redirect home must not race axe). */
  clock?: boolean;
}

/** Where a test's fake clock starts; it runs with real time until the test pauses it. */
const CLOCK_START = Date.parse("2026-11-25T12:00:00Z");

/** States a plain load of a route does not reach. */
const STATES: State[] = [
  {
    name: "the mobile menu open on a phone",
    path: "/",
    phone: true,
    prepare: async (page) => {
      await page.getByLabel("Open menu").click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    },
  },
  {
    name: "the review dialog open with a rating chosen",
    path: "/reviews",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Submit Your Review" }).click();
      await page.getByRole("radio", { name: "2 stars" }).check();
    },
  },
  {
    name: "the contact form showing its errors",
    path: "/contact",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    },
  },
  {
    name: "the not-found screen, its redirect home stopped",
    path: "/no-such-page",
    clock: true,
    prepare: async (page, installed) => {
      // Hydrated (the button is there): stop the page's clock, so the redirect cannot fire while axe runs.
      const stay = page.getByRole("button", { name: "Stay on this page" });
      await stay.waitFor();
      await page.clock.pauseAt(CLOCK_START + (Date.now() - installed) + 250);
      await stay.click();
      await expect(page.getByRole("button", { name: "Staying on this page" })).toBeVisible();
      // The redirect's timer is cleared; axe needs running timers.
      await page.clock.resume();
    },
  },
  {
    name: "a meal calculator order of three lines",
    path: "/meal-calculator?order=big-mac:3,coca-cola:1,apple-pie:1",
    prepare: calculatorReady,
  },
  {
    name: "the nutrition tracker over its daily goals",
    path: "/nutrition-calculator?items=big-mac,big-mac,big-mac,big-mac",
    prepare: calculatorReady,
  },
  ...["/", "/menu/item/big-mac", "/reviews", "/meal-calculator?order=big-mac:1"].map((path) => ({
    name: `${path} as server HTML, before any of its scripts run`,
    path,
    serverHtmlOnly: true,
  })),
];

/** Hydrated pages set this attribute on <html> only in some builds; waiting for the network is enough here. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

interface FocusRing {
  /** The element, as a person would find it: its tag and text or label. */
  what: string;
  /** It shows an outline or a box shadow while focused, or focus changes how it (or its first child) is drawn. */
  visible: boolean;
  /** The ancestor whose paint containment, content-visibility or overflow cuts its outline off, if any. */
  clippedBy: string | null;
}

/**
 * The focus indicator of the focused element, or of every focusable element on the page focused in turn: whether
 * there is one (an outline or a box shadow), and whether a box around it cuts the outline off. Overflow, paint
 * containment and content-visibility clip what their content paints outside them: the calculators' list items
 * once clipped their buttons' rings to the corners.
 */
async function focusRings(page: Page, which: "focused" | "every"): Promise<FocusRing[]> {
  return page.evaluate((which) => {
    // What focus may change besides an outline: the map's states are outlined by their paths' stroke.
    const look = (el: Element) => {
      const st = getComputedStyle(el);
      return [st.stroke, st.strokeWidth, st.backgroundColor, st.borderColor, st.textDecorationLine].join(" ");
    };
    const looks = (el: Element) => look(el) + (el.firstElementChild ? ` | ${look(el.firstElementChild)}` : "");
    const report = (el: HTMLElement, unfocused: string): FocusRing => {
      const st = getComputedStyle(el);
      const outline = st.outlineStyle !== "none" && parseFloat(st.outlineWidth) > 0;
      const reach = outline ? parseFloat(st.outlineOffset) + parseFloat(st.outlineWidth) : 0;
      const r = el.getBoundingClientRect();
      let clippedBy: string | null = null;
      // A shape in an <svg> (a state on the map) is framed by its viewBox whether focused or not; its focus outline
      // is a stroke along the visible shape, so only HTML controls are checked for clipping.
      for (let a = el instanceof SVGElement ? null : el.parentElement; a && a !== document.body && !clippedBy; a = a.parentElement) {
        const as = getComputedStyle(a);
        const paintClip =
          /paint|strict|content/.test(as.contain) ||
          as.contentVisibility !== "visible" ||
          as.overflowX === "clip" ||
          as.overflowY === "clip";
        const clips = paintClip || as.overflowX !== "visible" || as.overflowY !== "visible";
        // Paint containment and overflow: clip let content paint overflow-clip-margin beyond the box.
        const room = (paintClip ? parseFloat(as.overflowClipMargin) || 0 : 0) + 0.5;
        const ar = a.getBoundingClientRect();
        if (
          clips &&
          (r.left - reach < ar.left - room ||
            r.top - reach < ar.top - room ||
            r.right + reach > ar.right + room ||
            r.bottom + reach > ar.bottom + room)
        ) {
          clippedBy = `<${a.tagName.toLowerCase()} class="${a.className}">`;
        }
      }
      const what = `<${el.tagName.toLowerCase()}> ${(el.getAttribute("aria-label") ?? el.innerText ?? "").replace(/\s+/g, " ").trim().slice(0, 60)}`;
      return { what, visible: outline || st.boxShadow !== "none" || looks(el) !== unfocused, clippedBy };
    };
    const unfocusedLook = (el: HTMLElement) => {
      el.blur();
      const before = looks(el);
      el.focus();
      return before;
    };
    if (which === "focused") {
      const el = document.activeElement as HTMLElement | null;
      return el && el !== document.body ? [report(el, unfocusedLook(el))] : [];
    }
    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    return (
      [...focusable]
        // Not what a closed <details> holds besides its summary: Tab does not reach it.
        .filter((el) => !el.closest("[hidden], [inert], details:not([open]) > :not(summary)") && el.getClientRects().length > 0)
        .map((el) => report(el, unfocusedLook(el)))
    );
  }, which);
}

/** The focused element shows a focus indicator that no box around it cuts off. */
async function expectVisibleFocus(page: Page) {
  const [ring] = await focusRings(page, "focused");
  expect(ring, "something has focus").toBeDefined();
  expect(ring!.visible, "focus is visible").toBe(true);
  expect(ring!.clippedBy, "the focus ring is not clipped by an ancestor").toBeNull();
}

/** Presses Tab until the focused element matches, at most `max` times. */
async function tabTo(page: Page, matches: (el: { tag: string; text: string; label: string | null }) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement;
      return { tag: a.tagName.toLowerCase(), text: (a.innerText ?? "").replace(/\s+/g, " ").trim(), label: a.getAttribute("aria-label") };
    });
    if (matches(el)) return;
  }
  throw new Error("focus never reached the element with Tab");
}

test.describe("axe (WCAG 2.2 AA and best practices): no violations", () => {
  // One page load and one axe run per test; the tests share nothing, so both workers take them.
  test.describe.configure({ mode: "parallel" });

  // The checks themselves: a page made wrong on purpose must fail them. (A builder option set in the wrong order
  // once dropped the WCAG 2.2 tags without any test noticing.)
  test("the checks catch a tap target under 24 px and a logo whose name hides its visible text", async ({ page }) => {
    await open(page, "/offline");
    await page.evaluate(() => {
      const tiny =
        '<button type="button" aria-label="Tiny" style="display:block;width:10px;height:10px;padding:0;border:0;background:#000"></button>';
      document.querySelector("main")!.insertAdjacentHTML("afterbegin", `<div>${tiny}${tiny}</div>`);
      document.querySelector("header a[href='/']")!.setAttribute("aria-label", "Home");
    });
    const found = (await violations(page)).map((v) => v.split(" ")[0]);
    expect(found).toEqual(expect.arrayContaining(["target-size", "label-content-name-mismatch"]));
  });

  for (const path of ROUTES) {
    test(`${path}`, async ({ page }) => {
      await open(page, path);
      // A not-found page sends the visitor home after 3 seconds: the check stays, as a visitor can, so a slow check reads the page itself.
      if (path === "/no-such-page") {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const stay = page.getByRole("button", { name: "Stay on this page" });
        if (await stay.count()) await stay.click();
      }
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const state of STATES) {
    test(`with ${state.name}`, async ({ page }) => {
      if (state.phone) await page.setViewportSize({ width: 390, height: 844 });
      if (state.clock) await page.clock.install({ time: CLOCK_START });
      const installed = Date.now();
      if (state.serverHtmlOnly) {
        await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort());
        await page.goto(state.path);
      } else {
        await open(page, state.path);
      }
      await state.prepare?.(page, installed);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe("keyboard only", () => {
  // Pages whose sections or list entries skip rendering off-screen (content-visibility), or scroll sideways.
  for (const path of [
    "/",
    "/menu/item/world-famous-fries",
    "/menu/burgers",
    "/prices/california",
    "/meal-calculator",
    "/nutrition-calculator",
    "/explore",
    "/reviews",
  ]) {
    test(`on ${path}, every focusable element shows a focus ring that nothing cuts off`, async ({ page }) => {
      await open(page, path);
      await page.keyboard.press("Tab"); // keyboard use: focus from script now shows the ring (:focus-visible)
      const rings = await focusRings(page, "every");
      expect(rings.length).toBeGreaterThan(20);
      expect(
        rings
          .filter((r) => !r.visible || r.clippedBy)
          .map((r) => `${r.what}: ${r.visible ? `cut off by ${r.clippedBy}` : "no focus indicator"}`),
      ).toEqual([]);
    });
  }

  test("the skip link is the first stop, visible, and moves focus to the main content", async ({ page }) => {
    await open(page, "/menu/burgers");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /skip to (main )?content/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the header Tools dropdown opens, reaches its links and closes with Escape", async ({ page }) => {
    await open(page, "/reviews");
    await tabTo(page, (el) => el.tag === "summary" && el.text.startsWith("Tools"));
    await expectVisibleFocus(page);
    const details = page.locator("header details").filter({ hasText: "Tools" }).first();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Meal Calculator" }).first()).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open", "");
    await expect(details.locator("summary")).toBeFocused();
    // And a tool link opens its page from the keyboard.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Nutrition Tracker" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/nutrition-calculator$/);
  });

  test("the mobile menu opens from the keyboard, lists the TOOLS group and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/reviews");
    await tabTo(page, (el) => el.tag === "summary" && el.label === "Open menu");
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("TOOLS", { exact: true })).toBeVisible();
    await tabTo(page, (el) => el.tag === "a" && el.text === "Deals Hub", 15);
    await expectVisibleFocus(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByLabel("Open menu")).toBeFocused();
  });

  test("the review dialog takes focus, is filled and closed from the keyboard, and gives focus back", async ({ page }) => {
    await open(page, "/reviews");
    const opener = page.getByRole("button", { name: "Submit Your Review" }).first();
    await tabTo(page, (el) => el.tag === "button" && el.text === "Submit Your Review", 80);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    // Tab never reaches the page behind the modal dialog (it may pass through the browser's own UI).
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await dialog.getByRole("textbox").first().focus();
    await page.keyboard.type("Kim");
    await expect(dialog.getByRole("textbox").first()).toHaveValue("Kim");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("FAQ questions open and close with Enter and Space", async ({ page }) => {
    await open(page, "/mcdonalds-near-me");
    const first = page.locator("main details").first();
    const summary = first.locator("summary");
    const wasOpen = (await first.getAttribute("open")) !== null;
    await summary.focus();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(first).toHaveJSProperty("open", !wasOpen);
    await page.keyboard.press(" ");
    await expect(first).toHaveJSProperty("open", wasOpen);
  });

  test("the meal calculator is used from the keyboard: search, add, add one more, clear", async ({ page }) => {
    await open(page, "/meal-calculator");
    await tabTo(page, (el) => el.tag === "input");
    await expect(page.getByLabel("Search by item or category")).toBeFocused();
    await page.keyboard.type("Big Mac");
    await tabTo(page, (el) => el.tag === "button" && /^Add Big Mac to order/.test(el.text), 10);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("subtotal")).not.toHaveText("$0.00");
    const one = await page.getByTestId("subtotal").innerText();
    await page.getByRole("button", { name: "Add one more Big Mac" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("subtotal")).not.toHaveText(one);
    await page.getByRole("button", { name: "Clear Order" }).focus();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("subtotal")).toHaveText("$0.00");
  });
});
