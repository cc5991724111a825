/**
 * Where a sign-up for emails that are never sent used to stand (deal alerts, delivery updates, rewards tips): what
 * the site does instead. It sends no such email; the one thing a visitor can follow is the price visitors report
 * for an item in a state (routes/alerts.follow.tsx), by email where the site sends email, else by its feed.
 */
export function WhatWeSend({ what, item }: { what: string; item?: { name: string; slug: string } }) {
  return (
    <p data-testid="what-we-send">
      {`We send no ${what}. What you can follow is the price visitors report for ${item ? `the ${item.name}` : "an item"} in your state: `}
      <a href={`/alerts/follow${item ? `?item=${item.slug}` : ""}`}>
        {item ? `follow the ${item.name}'s reported price` : "follow a reported price"}
      </a>
      .
    </p>
  );
}
