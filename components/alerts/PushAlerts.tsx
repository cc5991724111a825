/**
 * Alerts on this phone or computer: choose a state and an item, press "Turn on alerts", and the browser
 * shows an alert when the price visitors report there changes or our estimate moves (at most once a day per item).
 * Push needs JavaScript: without it (or in a browser without the Push API) the section says so and points to email
 * and the feeds, which work without it. The items followed are remembered in this browser (localStorage) so that
 * adding one keeps the others; "Stop all alerts" erases the subscription on the server in one tap.
 */
import { useEffect, useRef, useState } from "react";
import { button, muted, notice } from "../ui.css.ts";
import * as s from "../reports/reports.css.ts";
import { ItemStatePicker } from "./ItemStatePicker.tsx";
import { nameWithSize } from "#domain/rules/menu.ts";
import { currentSubscription, pushSupport, turnOff, turnOn, type PushSupport } from "./push-subscribe.ts";

interface Followed {
  itemName: string;
  size: string | null;
}
const STORE_KEY = "menu-prices-push-alerts";

function remembered(): { state: string; items: Followed[] } | null {
  try {
    const v = JSON.parse(localStorage.getItem(STORE_KEY) ?? "null") as { state?: unknown; items?: unknown } | null;
    return v && typeof v.state === "string" && Array.isArray(v.items) ? { state: v.state, items: v.items as Followed[] } : null;
  } catch {
    return null;
  }
}
function remember(v: { state: string; items: Followed[] } | null) {
  try {
    if (v) localStorage.setItem(STORE_KEY, JSON.stringify(v));
    else localStorage.removeItem(STORE_KEY);
  } catch {
    // Storage blocked: the list is shown for this visit only.
  }
}

type Answer = { ok: boolean; message: string };

/** The page's push state and actions: support, what this device follows, the last answer (focused when it changes). */
function usePushAlerts() {
  const [support, setSupport] = useState<PushSupport | "checking">("checking");
  const [on, setOn] = useState<{ state: string; items: Followed[] } | null>(null);
  const [status, setStatus] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const sup = pushSupport();
    setSupport(sup);
    if (sup !== "no-push") {
      void currentSubscription()
        .then((sub) => setOn(sub ? remembered() : null))
        .catch(() => setOn(null));
    }
  }, []);
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  /** Runs an action; on success `next` is what this device now follows (null: nothing). */
  async function run(action: () => Promise<Answer>, next: { state: string; items: Followed[] } | null) {
    setBusy(true);
    try {
      const answer = await action();
      if (answer.ok) {
        setOn(next);
        remember(next);
      }
      setStatus(answer);
    } catch (err) {
      setStatus({
        ok: false,
        message: `Alerts could not be turned on in this browser (${(err as Error).message}). Email or a feed below work in any browser.`,
      });
    } finally {
      setBusy(false);
    }
  }

  const follow = (state: string, items: Followed[]) => void run(() => turnOn(state, items), { state, items });
  const stopAll = () => void run(turnOff, null);
  const drop = (i: Followed) => {
    if (!on) return;
    const items = on.items.filter((x) => x !== i);
    if (items.length === 0) stopAll();
    else follow(on.state, items);
  };
  return { support, on, status, busy, statusRef, setStatus, follow, stopAll, drop };
}

export function PushAlerts(props: { menu: readonly { name: string; sized: boolean }[]; item?: string; state?: string }) {
  const p = usePushAlerts();
  const [chosen, setChosen] = useState(props.item ?? "");
  const stateRef = useRef<HTMLSelectElement>(null);
  const sized = props.menu.find((m) => m.name === chosen)?.sized ?? false;

  function add(form: HTMLFormElement) {
    const data = new FormData(form);
    const state = String(data.get("state") ?? "");
    const itemName = String(data.get("itemName") ?? "");
    const size = sized ? String(data.get("size") ?? "Medium") : null;
    if (!state || !itemName) return p.setStatus({ ok: false, message: !state ? "Please choose your state." : "Please choose an item." });
    const keep = p.on && p.on.state === state ? p.on.items.filter((i) => !(i.itemName === itemName && i.size === size)) : [];
    p.follow(state, [...keep, { itemName, size }].slice(-10));
  }

  if (p.support === "checking") {
    return (
      <div className={s.box} data-testid="push-no-js">
        <p>
          Alerts on this phone or computer need JavaScript, which is off or has not loaded here. Email and feed alerts below work without
          it.
        </p>
      </div>
    );
  }
  if (p.support === "no-push") {
    return (
      <div className={s.box} data-testid="push-unsupported">
        <p>
          This browser cannot show alerts from websites. On an iPhone or iPad, add this site to your Home Screen first (Share, then Add to
          Home Screen) and open it from there. Email and feed alerts below work in any browser.
        </p>
      </div>
    );
  }
  return (
    <div className={s.box} data-testid="push-alerts">
      <p
        ref={p.statusRef}
        tabIndex={-1}
        role="status"
        className={p.status ? (p.status.ok ? notice.success : notice.error) : undefined}
        data-testid="push-status"
        hidden={!p.status}
      >
        {p.status?.message}
      </p>
      {p.support === "blocked" ? (
        <p className={notice.error}>
          Notifications from this site are blocked in your browser: allow them in the site settings to get alerts here.
        </p>
      ) : null}
      {p.on && p.on.items.length > 0 ? <FollowedList on={p.on} busy={p.busy} drop={p.drop} stopAll={p.stopAll} /> : null}
      <form
        className={s.form}
        onSubmit={(e) => {
          e.preventDefault();
          add(e.currentTarget);
        }}
      >
        <div className={s.row}>
          <ItemStatePicker
            item={{ id: "push-item", name: "itemName", menu: props.menu, value: chosen, onChange: setChosen }}
            size={sized ? { id: "push-size", label: "Size", defaultValue: "Medium" } : null}
            state={{ id: "push-state", value: p.on?.state ?? props.state ?? "", ref: stateRef }}
          />
        </div>
        <p className={muted}>
          We tell you when the price visitors report for it changes, or when our estimate moves, at most once a day for each item. Your
          browser asks you to allow notifications first.
        </p>
        <div>
          <button type="submit" className={button.primary} disabled={p.busy || p.support === "blocked"} data-testid="push-on">
            {p.on ? "Add alerts for this item" : "Turn on alerts"}
          </button>
        </div>
      </form>
    </div>
  );
}

function FollowedList(props: {
  on: { state: string; items: Followed[] };
  busy: boolean;
  drop: (i: Followed) => void;
  stopAll: () => void;
}) {
  const { on, busy, drop, stopAll } = props;
  return (
    <div>
      <h3>Alerts on this device, in {on.state}</h3>
      <ul>
        {on.items.map((i) => (
          <li key={`${i.itemName}|${i.size ?? ""}`}>
            {nameWithSize(i.itemName, i.size)}{" "}
            <button
              type="button"
              className={button.secondary}
              onClick={() => drop(i)}
              disabled={busy}
              aria-label={`Stop alerts for ${nameWithSize(i.itemName, i.size)}`}
            >
              Stop
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={button.secondary} onClick={stopAll} disabled={busy} data-testid="push-stop">
        Stop all alerts on this device
      </button>
    </div>
  );
}
