/**
 * The reference page: a heading, a paragraph and one button with its own state. Hydrating it costs what React and
 * React Router cost on any page, and nothing of ours: the floor the site's pages are read against.
 */
import { useState } from "react";

export default function Reference() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Reference page</h1>
      <p>A bare React Router page that hydrates nothing but itself.</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}
