/** Building blocks shared by the editorial screens: a page heading with breadcrumbs, FAQ lists, stat cards. */
import type { ReactNode } from "react";
import type { Faq } from "#domain/rules/faq.ts";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { badge, container, lead } from "../ui.css.ts";
import * as s from "./pages.css.ts";
import { figureMark } from "#domain/publish/price-hooks.ts";

/** The page's heading, under its breadcrumbs (the route's, from domain/rules/pages.ts). */
export function PageHero({ title, intro, tag, children }: { title: string; intro?: ReactNode; tag?: string; children?: ReactNode }) {
  return (
    <div className={container}>
      <Breadcrumbs />
      <header className={s.hero}>
        {tag ? <span className={badge}>{tag}</span> : null}
        <h1 className={s.heroTitle}>{title}</h1>
        {intro ? <p className={lead}>{intro}</p> : null}
        {children}
      </header>
    </div>
  );
}

/** FAQ entries as native <details> (work without JavaScript); `openFirst` opens the first one. */
export function FaqList({ faqs, openFirst, extra }: { faqs: readonly Faq[]; openFirst?: boolean; extra?: (index: number) => ReactNode }) {
  return (
    <div className={s.faqList}>
      {faqs.map((f, i) => (
        <details key={f.question} className={s.faq} open={openFirst && i === 0}>
          <summary className={s.faqSummary}>{f.question}</summary>
          <p {...figureMark("summary")}>{f.answer}</p>
          {extra?.(i)}
        </details>
      ))}
    </div>
  );
}

export function Stats({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    // Key figures restate what the page's own sections show, each marked there.
    <ul className={s.stats} aria-label="Key figures" {...figureMark("summary")}>
      {items.map((it) => (
        <li key={it.label} className={s.stat}>
          <span className={s.statValue}>{it.value}</span>
          <span className={s.statLabel}>{it.label}</span>
        </li>
      ))}
    </ul>
  );
}
