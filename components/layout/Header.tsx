import { memo, useEffect, useMemo, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BG, BRAND } from "#domain/rules/palette.ts";
import { container } from "../ui.css.ts";
import * as s from "./layout.css.ts";
import { SiteSearch } from "../search/SiteSearch.tsx";
import { mobileLinks, useSiteNav } from "./links.ts";
import type { SiteLink } from "#domain/rules/pages.ts";

/** Tools dropdown closes this long after focus leaves it (spec §9). */
export const DROPDOWN_BLUR_CLOSE_MS = 200;

/**
 * A <details> menu works with no JavaScript at all (pages without hydration keep it). When scripts run, it
 * also closes on Escape, on a click outside, 200 ms after focus leaves it, and on navigation.
 */
function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Close on navigation, not on the first run: a menu opened before the scripts arrived stays open.
  const shownAt = useRef(location.pathname + location.search);
  useEffect(() => {
    const at = location.pathname + location.search;
    if (at === shownAt.current) return;
    shownAt.current = at;
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && el.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    };
    const onDocClick = (e: MouseEvent) => {
      if (el.open && !el.contains(e.target as Node)) el.open = false;
    };
    const onFocusOut = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!el.contains(document.activeElement)) el.open = false;
      }, DROPDOWN_BLUR_CLOSE_MS);
    };
    el.addEventListener("keydown", onKey);
    el.addEventListener("focusout", onFocusOut);
    document.addEventListener("click", onDocClick);
    return () => {
      clearTimeout(timer);
      el.removeEventListener("keydown", onKey);
      el.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("click", onDocClick);
    };
  }, []);
  return ref;
}

/** The header's link lists, one <li> a link: the main links mark the current page (NavLink, aria-current). */
function LinkItems({ links, className, markCurrent }: { links: readonly SiteLink[]; className: string; markCurrent?: boolean }) {
  return links.map((l) => (
    <li key={l.to}>
      {markCurrent ? (
        <NavLink to={l.to} end className={className}>
          {l.label}
        </NavLink>
      ) : (
        <Link to={l.to} className={className}>
          {l.label}
        </Link>
      )}
    </li>
  ));
}

/** One of the header's dropdowns (Tools, More): a <details> menu of links, closed as useDisclosure says. */
function NavMenu({ label, links }: { label: string; links: readonly SiteLink[] }) {
  const ref = useDisclosure();
  return (
    <details ref={ref} className={s.dropdown}>
      <summary className={s.dropdownSummary}>{label} ▾</summary>
      <ul className={s.dropdownMenu}>
        <LinkItems links={links} className={s.dropdownLink} />
      </ul>
    </details>
  );
}

/**
 * Memoised: its one prop (the price figures' year, "Updated 2025") changes only with the data, so a router update
 * re-rendering the layout need not re-render it. Without a year (no dated data) the tag is left out.
 */
export const Header = memo(function Header({ year }: { year: string | null }) {
  const mobile = useDisclosure();
  const { links } = useSiteNav();
  const phone = useMemo(() => mobileLinks(links), [links]);
  return (
    <header className={s.header}>
      <div className={`${container} ${s.headerInner}`}>
        {/* No aria-label: the link's name is its visible text plus a hidden ", home" (WCAG 2.5.3, label in name). */}
        <Link to="/" className={s.brand}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill={BG} />
            <path d="M8 22V10l8 7 8-7v12" fill="none" stroke={BRAND} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>
            Menu Prices {year ? <span className={s.brandTag}>Updated {year}</span> : null}
            <span className="visually-hidden">, home</span>
          </span>
        </Link>
        <nav className={s.nav} aria-label="Main">
          <ul className={s.navList}>
            <LinkItems links={links.header} className={s.navLink} markCurrent />
            <li>
              <NavMenu label="Tools" links={links.tools} />
            </li>
            <li>
              <NavMenu label="More" links={links.more} />
            </li>
          </ul>
        </nav>
        <details ref={mobile} className={s.mobile}>
          <summary className={s.mobileSummary} aria-label="Open menu">
            ☰ Menu
          </summary>
          <nav className={s.mobilePanel} aria-label="Mobile">
            <SiteSearch id="mobile-search" label="Search the menu: a name or a question" hint={null} />
            <ul className={s.mobileList}>
              <LinkItems links={links.header} className={s.navLink} markCurrent />
            </ul>
            <p className={s.mobileGroup} id="mobile-tools">
              TOOLS
            </p>
            <ul className={s.mobileList} aria-labelledby="mobile-tools">
              <LinkItems links={phone.tools} className={s.navLink} />
            </ul>
            <p className={s.mobileGroup} id="mobile-more">
              MORE
            </p>
            <ul className={s.mobileList} aria-labelledby="mobile-more">
              <LinkItems links={phone.more} className={s.navLink} />
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
});
