/** A group of price reports (an item, size, channel and place) and its figure, kept as reports arrive. */
import { itemSlug, stateSlug } from "../rules/slug.ts";
import { COUNT_WINDOW_DAYS, RECENT_DAYS, type ReportChannel, type ReportedFigure } from "../rules/report-terms.ts";
import { DAY_MS, dayNumber, isoFromDay, SortedCounts, NumberMap, CountTable, monthOfDay, monthText, MONTH_SCALE, cents } from "./counts.ts";

/** What a group reads of the index that holds its reports (ReportIndex, in report-index.ts). */
export interface ReportColumns {
  isHidden(i: number): boolean;
  countsState(i: number): boolean;
  countsCity(i: number): boolean;
  priceAt(i: number): number;
  dayAt(i: number): number;
  clientAt(i: number): number;
  nextSameDay(i: number, city: boolean): number;
  setNextSameDay(i: number, city: boolean, next: number): void;
}

/** A group's part of a snapshot (ReportIndex.toParts). */
export interface GroupMeta {
  itemName: string;
  size: string;
  channel: ReportChannel;
  state: string;
  city: string | null;
  count: number;
  dayCount: number;
  swept: number;
  version: number;
  lastCounted: [number, number][];
}

/**
 * An item, size, channel and place: its reports (by index) in arrival order, and its figure's counts kept up to
 * date. A report "is in" the figure when it is visible, counted here (the once-a-week rule) and dated within the
 * window (the last RECENT_DAYS days): the prices, the distinct clients and the days of the reports in it are kept
 * as counts, changed by one report at a time as reports arrive, are hidden or restored, and as the window moves a
 * day (its reports are found through the group's day table, which lists each day's reports). A figure is then read
 * from the counts, not from the reports.
 */
export class Group {
  /** Its reports' indexes, in arrival order, in a typed array (outside the JavaScript heap the collector scans). */
  private list = new Int32Array(8);
  private count = 0;
  /**
   * client -> when its last counted report here arrived (ms): the once-per-window rule. Entries older than the
   * window are swept as reports arrive, so it holds only the clients of the last COUNT_WINDOW_DAYS.
   */
  private readonly lastCounted = new Map<number, number>();
  private swept = 0;
  /**
   * Its days, ascending, as [day, first report of that day (linked through the index's nextSameDay), reports of
   * that day in the figure] triples; `lo` is the first day inside the window, which starts at day `from`.
   */
  private dayTable = new Int32Array(0);
  private dayCount = 0;
  private lo = 0;
  private from: number;
  /**
   * The figure's counts: the distinct clients of the reports in it, each client's latest report among them
   * (client -> report index + 1: latest by purchase date, then arrival) and the prices of those latest reports,
   * one per client, so a client's weight in the median is one however often it reports.
   */
  private readonly prices = new SortedCounts();
  private readonly visitors = new CountTable();
  private readonly latest = new NumberMap();
  /**
   * For the monthly medians, over counted, visible reports of every date (no window): each client's latest report
   * of each month (month * 2^30 + 30 bits of the client -> report index + 1) and their prices as
   * month * 2^27 + cents, so a month's count is its distinct clients.
   */
  private readonly months: SortedCounts | null;
  private readonly monthLatest = new NumberMap();
  /**
   * Whether the counts hold the group's reports yet: they are built from its reports the first time a page asks
   * for its figure (start-up only files each report under its day), and kept by every change after that.
   */
  private built = false;
  version = 0;
  private cached: { key: string; figure: ReportedFigure | null } | null = null;
  private monthlyCached: { version: number; threshold: number; rows: { month: string; median: number; count: number }[] } | null = null;
  readonly itemSlug: string;
  readonly stateSlug: string;
  private readonly index_: ReportColumns;
  readonly index: number;
  readonly itemName: string;
  readonly size: string;
  readonly channel: ReportChannel;
  readonly state: string;
  readonly city: string | null;
  constructor(
    owner: ReportColumns,
    index: number,
    itemName: string,
    size: string,
    channel: ReportChannel,
    state: string,
    city: string | null,
  ) {
    this.index_ = owner;
    this.index = index;
    this.itemName = itemName;
    this.size = size;
    this.channel = channel;
    this.state = state;
    this.city = city;
    this.itemSlug = itemSlug(itemName);
    this.stateSlug = stateSlug(state);
    this.months = city ? null : new SortedCounts();
    // The window as of today; a figure asked for another day moves it (only the days that cross over are read).
    this.from = Math.floor(Date.now() / DAY_MS) - RECENT_DAYS;
  }

  /** Counted here and not hidden: what the figure and the monthly medians may rest on. */
  private counts(i: number): boolean {
    const ix = this.index_;
    return !ix.isHidden(i) && (this.city ? ix.countsCity(i) : ix.countsState(i));
  }

  /** Adds a report just folded in (its flags already set). */
  push(i: number) {
    if (this.count === this.list.length) {
      const next = new Int32Array(this.list.length * 2);
      next.set(this.list);
      this.list = next;
    }
    this.list[this.count++] = i;
    const ix = this.index_;
    const day = ix.dayAt(i);
    const at = this.dayAt(day, true);
    ix.setNextSameDay(i, this.city !== null, this.dayTable[at * 3 + 1]);
    this.dayTable[at * 3 + 1] = i;
    if (this.built && this.counts(i)) this.enter(i, day >= this.from);
  }

  /** Builds the counts from the group's reports: once, when a figure is first asked for. */
  private build() {
    this.built = true;
    const ix = this.index_;
    for (const i of this.reports) if (this.counts(i)) this.enter(i, ix.dayAt(i) >= this.from);
  }

  /** A report here was hidden (hidden) or shown again. */
  visibilityChanged(i: number, hidden: boolean) {
    const ix = this.index_;
    if (!this.built || !(this.city ? ix.countsCity(i) : ix.countsState(i))) return;
    const inWindow = ix.dayAt(i) >= this.from;
    if (hidden) this.leave(i, inWindow);
    else this.enter(i, inWindow);
  }

  private enter(i: number, inWindow: boolean) {
    if (this.months) this.enterMonth(i);
    if (inWindow) this.change(i, this.dayAt(this.index_.dayAt(i), false), 1);
  }

  /** A report leaves (hidden): a client's latest report leaving hands its place to that client's next latest. */
  private leave(i: number, inWindow: boolean) {
    if (this.months) this.leaveMonth(i);
    if (inWindow) this.change(i, this.dayAt(this.index_.dayAt(i), false), -1, true);
  }

  /** Whether report a is later than report b: by purchase date, then by arrival. */
  private later(a: number, b: number): boolean {
    const ix = this.index_;
    return ix.dayAt(a) > ix.dayAt(b) || (ix.dayAt(a) === ix.dayAt(b) && a > b);
  }

  /**
   * Puts a report into the figure's counts (1) or takes it out (-1); `at` is its day's place in the day table.
   * A report taken out that was its client's latest is replaced by the client's next latest in the window when
   * `replace` (a hide); the window moving forward needs none, since a client's latest report is its last to leave.
   */
  private change(i: number, at: number, delta: 1 | -1, replace = false) {
    const ix = this.index_;
    const client = ix.clientAt(i);
    const held = this.latest.get(client) - 1;
    if (delta > 0) {
      this.visitors.add(client);
      if (held < 0 || this.later(i, held)) this.takeLatest(client, held, i, this.latest, this.prices);
    } else {
      this.visitors.remove(client);
      if (held === i) this.takeLatest(client, i, replace ? this.latestInWindow(client, i) : -1, this.latest, this.prices);
    }
    this.dayTable[at * 3 + 2] += delta;
  }

  /** Makes `next` (-1: none) the latest report of `key` in place of `held` (-1: none), in the map and the prices. */
  private takeLatest(
    key: number,
    held: number,
    next: number,
    map: NumberMap,
    prices: SortedCounts,
    toKey: (i: number) => number = (i) => this.index_.priceAt(i),
  ) {
    if (held >= 0) prices.remove(toKey(held));
    if (next >= 0) prices.add(toKey(next));
    map.set(key, next + 1);
  }

  /** The client's latest report in the figure other than `except`, or -1: a walk back through the window's days. */
  private latestInWindow(client: number, except: number): number {
    const ix = this.index_;
    const city = this.city !== null;
    const t = this.dayTable;
    for (let p = this.dayCount - 1; p >= this.lo; p--) {
      let found = -1;
      for (let j = t[p * 3 + 1]; j >= 0; j = ix.nextSameDay(j, city))
        if (j !== except && j > found && ix.clientAt(j) === client && this.counts(j)) found = j;
      if (found >= 0) return found;
    }
    return -1;
  }

  private monthKey(i: number): number {
    return monthOfDay(this.index_.dayAt(i)) * 1_073_741_824 + (this.index_.clientAt(i) % 1_073_741_824);
  }
  private monthPrice = (i: number) => monthOfDay(this.index_.dayAt(i)) * MONTH_SCALE + cents(this.index_.priceAt(i));

  private enterMonth(i: number) {
    const key = this.monthKey(i);
    const held = this.monthLatest.get(key) - 1;
    if (held < 0 || this.later(i, held)) this.takeLatest(key, held, i, this.monthLatest, this.months!, this.monthPrice);
  }

  private leaveMonth(i: number) {
    const key = this.monthKey(i);
    if (this.monthLatest.get(key) - 1 !== i) return;
    // The same client's latest other report that month: read through the days of that month in the day table.
    const ix = this.index_;
    const city = this.city !== null;
    const month = monthOfDay(ix.dayAt(i));
    const t = this.dayTable;
    let next = -1;
    for (let p = this.dayCount - 1; p >= 0 && next < 0; p--) {
      const m = monthOfDay(t[p * 3]);
      if (m < month) break;
      if (m > month) continue;
      for (let j = t[p * 3 + 1]; j >= 0; j = ix.nextSameDay(j, city))
        if (j !== i && j > next && this.monthKey(j) === key && this.counts(j)) next = j;
    }
    this.takeLatest(key, i, next, this.monthLatest, this.months!, this.monthPrice);
  }

  /** The position of a day in the day table, added (with no reports) when `create` and missing. */
  private dayAt(day: number, create: boolean): number {
    const t = this.dayTable;
    let lo = 0;
    let hi = this.dayCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (t[mid * 3] < day) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.dayCount && t[lo * 3] === day) return lo;
    if (!create) throw new Error(`day ${day} is not in the group's day table`);
    if (this.dayCount * 3 === t.length) {
      const next = new Int32Array(Math.max(24, t.length * 2));
      next.set(t);
      this.dayTable = next;
    }
    this.dayTable.copyWithin(lo * 3 + 3, lo * 3, this.dayCount * 3);
    this.dayTable[lo * 3] = day;
    this.dayTable[lo * 3 + 1] = -1;
    this.dayTable[lo * 3 + 2] = 0;
    this.dayCount++;
    if (day < this.from) this.lo++;
    return lo;
  }

  /** Moves the window to start at day `from`: the reports of the days that leave or enter it, and no others, are read. */
  private slide(from: number) {
    if (from === this.from) return;
    if (!this.built) {
      // Nothing counted yet: days before `from` must still be left of `lo`.
      this.from = from;
      this.lo = this.firstDayFrom(from);
      return;
    }
    const ix = this.index_;
    const city = this.city !== null;
    const t = this.dayTable;
    if (from > this.from) {
      while (this.lo < this.dayCount && t[this.lo * 3] < from) {
        for (let i = t[this.lo * 3 + 1]; i >= 0; i = ix.nextSameDay(i, city)) if (this.counts(i)) this.change(i, this.lo, -1);
        this.lo++;
      }
    } else {
      while (this.lo > 0 && t[(this.lo - 1) * 3] >= from) {
        this.lo--;
        for (let i = t[this.lo * 3 + 1]; i >= 0; i = ix.nextSameDay(i, city)) if (this.counts(i)) this.change(i, this.lo, 1);
      }
    }
    this.from = from;
  }

  private firstDayFrom(from: number): number {
    let lo = 0;
    let hi = this.dayCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.dayTable[mid * 3] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Its part of a snapshot: what it holds beside its figure's counts, which are built again when first asked for. */
  toParts(): { meta: GroupMeta; arrays: ArrayBufferView[] } {
    return {
      meta: {
        itemName: this.itemName,
        size: this.size,
        channel: this.channel,
        state: this.state,
        city: this.city,
        count: this.count,
        dayCount: this.dayCount,
        swept: this.swept,
        version: this.version,
        lastCounted: [...this.lastCounted],
      },
      arrays: [this.list.subarray(0, this.count), this.dayTable.subarray(0, this.dayCount * 3)],
    };
  }

  /** Takes a snapshot's part (`toParts`): returns the arrays to fill, then `finishParts` checks them. */
  fromParts(meta: GroupMeta): ArrayBufferView[] {
    if (!Number.isInteger(meta.count) || meta.count < 0 || !Number.isInteger(meta.dayCount) || meta.dayCount < 0)
      throw new Error(`group ${this.itemName}: bad sizes`);
    this.list = new Int32Array(Math.max(8, meta.count));
    this.count = meta.count;
    this.dayTable = new Int32Array(meta.dayCount * 3);
    this.dayCount = meta.dayCount;
    this.swept = meta.swept;
    this.version = meta.version;
    for (const [c, t] of meta.lastCounted) this.lastCounted.set(c, t);
    return [this.list.subarray(0, this.count), this.dayTable];
  }

  finishParts(n: number) {
    for (let p = 0; p < this.count; p++)
      if (this.list[p] < 0 || this.list[p] >= n) throw new Error(`group ${this.itemName}: a report out of range`);
    for (let p = 0; p < this.dayCount; p++) {
      // Not counted yet (built on the first figure asked for), whatever the counts were when the snapshot was taken.
      this.dayTable[p * 3 + 2] = 0;
      if (this.dayTable[p * 3 + 1] >= n || (p > 0 && this.dayTable[p * 3] <= this.dayTable[p * 3 - 3]))
        throw new Error(`group ${this.itemName}: a bad day table`);
    }
    this.lo = this.firstDayFrom(this.from);
  }

  get reports(): Int32Array {
    return this.list.subarray(0, this.count);
  }

  /**
   * Counts a report here unless the same client had one counted within the window. The rule keys on 30 of the
   * client's 48 bits (a small integer, which a Map hashes without allocating): two of a group's clients in one week
   * share them with odds of about one in a million.
   */
  admit(clientBits: number, atMs: number): boolean {
    const client = clientBits % 1_073_741_824;
    const windowMs = COUNT_WINDOW_DAYS * DAY_MS;
    if (this.lastCounted.size > 0 && atMs - this.swept > windowMs) {
      for (const [c, t] of this.lastCounted) if (atMs - t >= windowMs) this.lastCounted.delete(c);
      this.swept = atMs;
    }
    const last = this.lastCounted.get(client);
    if (last !== undefined && atMs - last < windowMs) return false;
    this.lastCounted.set(client, atMs);
    return true;
  }

  /**
   * The figure as of `today`: read from the counts (the window moved first if the day changed), and kept until the
   * next change. `_city` is implied by the group (a city group's figure counts the city rule); kept for callers.
   */
  figure(today: string, threshold: number, _city?: boolean): ReportedFigure | null {
    const from = dayNumber(today) - RECENT_DAYS;
    const key = `${this.version}:${from}:${threshold}`;
    if (this.cached?.key === key) return this.cached.figure;
    this.slide(from);
    if (!this.built) this.build();
    const t = this.dayTable;
    let first = -1;
    let last = -1;
    let count = 0;
    for (let p = this.lo; p < this.dayCount; p++) count += t[p * 3 + 2];
    for (let p = this.lo; p < this.dayCount; p++) {
      if (t[p * 3 + 2] > 0) {
        first = t[p * 3];
        break;
      }
    }
    for (let p = this.dayCount - 1; p >= this.lo; p--) {
      if (t[p * 3 + 2] > 0) {
        last = t[p * 3];
        break;
      }
    }
    const visitors = this.visitors.distinct;
    const figure: ReportedFigure | null =
      this.prices.total > 0
        ? {
            itemName: this.itemName,
            size: this.size,
            channel: this.channel,
            state: this.state,
            city: this.city,
            // One price per client (its latest): the median of clients, not of reports.
            median: this.prices.median(),
            count,
            visitors,
            first: isoFromDay(first),
            last: isoFromDay(last),
            shown: visitors >= threshold,
          }
        : null;
    this.cached = { key, figure };
    return figure;
  }

  /**
   * Monthly medians (YYYY-MM), oldest first, over the clients of each month (each client's latest counted, visible
   * report that month), with how many clients: a month with fewer than `threshold` clients is left out, as a
   * figure would be. Read from the monthly counts.
   */
  monthly(threshold: number): { month: string; median: number; count: number }[] {
    if (this.monthlyCached?.version === this.version && this.monthlyCached.threshold === threshold) return this.monthlyCached.rows;
    if (!this.built) this.build();
    const m = this.months;
    const rows: { month: string; median: number; count: number }[] = [];
    if (m) {
      for (let p = 0; p < m.distinct;) {
        const month = Math.floor(m.keyAt(p) / MONTH_SCALE);
        let end = p;
        let total = 0;
        while (end < m.distinct && Math.floor(m.keyAt(end) / MONTH_SCALE) === month) total += m.countAt(end++);
        if (total >= threshold)
          rows.push({ month: monthText(month), median: m.median(p, end, total, (k) => (k - month * MONTH_SCALE) / 100), count: total });
        p = end;
      }
    }
    this.monthlyCached = { version: this.version, threshold, rows };
    return rows;
  }
}
