import assert from "node:assert/strict";
import { test } from "node:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DateSpan } from "./DateSpan.tsx";

const html = (oldest: string, newest: string) => renderToStaticMarkup(createElement(DateSpan, { oldest, newest }));

test("a span of dates reads as before, with one date per <time> (never a range in datetime)", () => {
  assert.equal(
    html("2025-10-28", "2025-10-30"),
    '<time dateTime="2025-10-28">October 28</time> to <time dateTime="2025-10-30">30, 2025</time>',
  );
  assert.equal(
    html("2024-12-30", "2025-01-02"),
    '<time dateTime="2024-12-30">December 30, 2024</time> to <time dateTime="2025-01-02">January 2, 2025</time>',
  );
  assert.equal(html("2025-10-30", "2025-10-30"), '<time dateTime="2025-10-30">October 30, 2025</time>');
});
