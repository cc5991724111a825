/** The index of every price report: its columns, its id table and its groups (domain/price-reports/group.ts). */
import { itemSlug } from "../rules/slug.ts";
import type { ReportChannel, ReportedFigure } from "../rules/report-terms.ts";
import { dayNumber, isoFromDay, hash32, clientNumber } from "./counts.ts";
import { Group, type GroupMeta } from "./group.ts";
import { DEFAULT_THRESHOLD, type ReportData, type PublicReport } from "./input.ts";

const HIDDEN = 1;
const COUNTS_STATE = 2;
const COUNTS_CITY = 4;
const OTHER_ID = 8;

/** The words of the last id `parseUuid` read (reused: a start reads a million ids, and made 280 MB of matches). */
const WORDS = new Uint32Array(4);

/**
 * Whether `id` is a UUID in lower-case hex (8-4-4-4-12), its 32 digits read into `WORDS` as four 32-bit words, eight
 * digits each in order, without making a string.
 */
function parseUuid(id: string): boolean {
  if (id.length !== 36) return false;
  let w = 0;
  let digits = 0;
  for (let p = 0; p < 36; p++) {
    const c = id.charCodeAt(p);
    if (p === 8 || p === 13 || p === 18 || p === 23) {
      if (c !== 45) return false;
      continue;
    }
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (d < 0) return false;
    w = w * 16 + d;
    if (++digits % 8 === 0) {
      WORDS[digits / 8 - 1] = w;
      w = 0;
    }
  }
  return true;
}
const hex8 = (n: number) => n.toString(16).padStart(8, "0");

/** The description of a ReportIndex in a snapshot: everything but its typed arrays. */
export interface ReportIndexMeta {
  n: number;
  version: number;
  hiddenCount: number;
  otherIds: [number, string][];
  deals: [number, string][];
  itemVersions: [string, number][];
  stateVersions: [string, number][];
  newestByState: [string, string][];
  groups: GroupMeta[];
}

/**
 * Every report and every figure, updated one record at a time. A million reports are held as columns of typed
 * arrays (a UUID as four 32-bit words, the client as 48 bits, prices, days and times as numbers), with a hash table
 * from id to report, and each group's list and day table: about 95 bytes a report (plus the counts of the figures
 * read so far), where an object per report took several hundred. A group lists its
 * reports by index and keeps its figure's counts up to date as reports arrive, are hidden or restored, and as its
 * 180-day window moves: nothing is rescanned when a page asks.
 */
export class ReportIndex {
  /** REPORT_THRESHOLD: distinct clients a figure needs before it is shown (set by the server at start). */
  threshold = DEFAULT_THRESHOLD;
  /** Bumped by every report and every hide of one. */
  version = 0;
  private n = 0;
  private cap = 0;
  private idWords = new Uint32Array(0);
  private atMs = new Float64Array(0);
  private days = new Int32Array(0);
  private prices = new Float64Array(0);
  private clients = new Float64Array(0);
  private groupOf = new Int32Array(0);
  private cityOf = new Int32Array(0);
  private flags = new Uint8Array(0);
  /** The next report of the same day in the same state group, and in the same city group (-1: none). */
  private nextInState = new Int32Array(0);
  private nextInCity = new Int32Array(0);
  /** UUID -> report index + 1 (0: empty), open addressing over the id's words: hides find their report at once. */
  private idTable = new Int32Array(0);
  /** Ids that are not UUIDs (imported or hand-made records), and deal names, by report index. */
  private readonly otherIds = new Map<number, string>();
  private readonly otherIdIndex = new Map<string, number>();
  private readonly deals = new Map<number, string>();
  private hiddenCount = 0;
  private readonly groupList: Group[] = [];
  private readonly groups = new GroupTable();
  /** item slug -> version; state slug -> version: which pages a report changes (the render cache keys on these). */
  private readonly itemVersions = new Map<string, number>();
  private readonly stateVersions = new Map<string, number>();
  /** state -> its groups (state level only), and item slug -> its groups: what a page lists, without a scan. */
  private readonly stateGroups = new Map<string, Group[]>();
  private readonly itemGroups = new Map<string, Group[]>();
  /** "item|state" -> the city groups of that item in that state. */
  private readonly cityGroups = new Map<string, Group[]>();
  /** state -> the newest visible report's arrival, for the national page. */
  readonly newestByState = new Map<string, string>();

  get size(): number {
    return this.n;
  }

  /** Reports not hidden: the rows of the download. */
  get visibleCount(): number {
    return this.n - this.hiddenCount;
  }

  private grow() {
    const cap = Math.max(1024, this.cap * 2);
    const g = <T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(old: T, make: (n: number) => T, per = 1): T => {
      const next = make(cap * per);
      next.set(old);
      return next;
    };
    this.idWords = g(this.idWords, (k) => new Uint32Array(k), 4);
    this.atMs = g(this.atMs, (k) => new Float64Array(k));
    this.days = g(this.days, (k) => new Int32Array(k));
    this.prices = g(this.prices, (k) => new Float64Array(k));
    this.clients = g(this.clients, (k) => new Float64Array(k));
    this.groupOf = g(this.groupOf, (k) => new Int32Array(k));
    this.cityOf = g(this.cityOf, (k) => new Int32Array(k));
    this.flags = g(this.flags, (k) => new Uint8Array(k));
    this.nextInState = g(this.nextInState, (k) => new Int32Array(k));
    this.nextInCity = g(this.nextInCity, (k) => new Int32Array(k));
    this.cap = cap;
    // Twice as many slots as reports can be held: probes stay short.
    this.idTable = new Int32Array(cap * 2);
    for (let i = 0; i < this.n; i++) if (!(this.flags[i] & OTHER_ID)) this.placeId(i);
  }

  private idSlot(w0: number, w1: number, w2: number, w3: number): number {
    return hash32(w0 ^ w2, w1 ^ w3) & (this.idTable.length - 1);
  }

  private placeId(i: number) {
    const w = this.idWords;
    const o = i * 4;
    const mask = this.idTable.length - 1;
    let s = this.idSlot(w[o], w[o + 1], w[o + 2], w[o + 3]);
    while (this.idTable[s] !== 0) s = (s + 1) & mask;
    this.idTable[s] = i + 1;
  }

  private group(item: string, size: string, channel: ReportChannel, state: string, city: string | null): Group {
    let g = this.groups.get(item, size, channel, state, city);
    if (!g) {
      g = new Group(this, this.groupList.length, item, size, channel, state, city);
      this.groups.set(g);
      this.groupList.push(g);
      const add = (map: Map<string, Group[]>, k: string) => {
        const list = map.get(k);
        if (list) list.push(g!);
        else map.set(k, [g!]);
      };
      if (!city) {
        add(this.stateGroups, g.stateSlug);
        add(this.itemGroups, g.itemSlug);
      } else add(this.cityGroups, `${g.itemSlug}|${state}`);
    }
    return g;
  }

  private touch(i: number) {
    this.version++;
    const g = this.groupList[this.groupOf[i]];
    g.version++;
    const c = this.cityOf[i];
    if (c >= 0) this.groupList[c].version++;
    const is = g.itemSlug;
    const ss = g.stateSlug;
    this.itemVersions.set(is, (this.itemVersions.get(is) ?? 0) + 1);
    this.stateVersions.set(ss, (this.stateVersions.get(ss) ?? 0) + 1);
  }

  /** The report index of an id, or -1: a lookup in the id table, whatever the number of reports. */
  indexOf(id: string): number {
    const other = this.otherIdIndex.get(id);
    if (other !== undefined) return other;
    if (this.n === 0 || !parseUuid(id)) return -1;
    return this.uuidIndex(WORDS[0], WORDS[1], WORDS[2], WORDS[3]);
  }

  private uuidIndex(w0: number, w1: number, w2: number, w3: number): number {
    const w = this.idWords;
    const mask = this.idTable.length - 1;
    for (let s = this.idSlot(w0, w1, w2, w3); this.idTable[s] !== 0; s = (s + 1) & mask) {
      const i = this.idTable[s] - 1;
      const o = i * 4;
      if (w[o] === w0 && w[o + 1] === w1 && w[o + 2] === w2 && w[o + 3] === w3) return i;
    }
    return -1;
  }

  idAt(i: number): string {
    if (this.flags[i] & OTHER_ID) return this.otherIds.get(i)!;
    const w = this.idWords;
    const o = i * 4;
    const a = hex8(w[o + 1]);
    const b = hex8(w[o + 2]);
    const c = hex8(w[o + 3]);
    return `${hex8(w[o])}-${a.slice(0, 4)}-${a.slice(4)}-${b.slice(0, 4)}-${b.slice(4)}${c}`;
  }

  /**
   * Folds in one stored report record (hidden: already hidden by a moderation record read before it). Returns its
   * index, or -1 when the record cannot be one (a bad date). An id seen before is not added twice.
   */
  add(id: string, at: string, data: ReportData, hidden = false): number {
    const day = dayNumber(data.date);
    const atMs = Date.parse(at);
    if (Number.isNaN(day) || Number.isNaN(atMs)) return -1;
    const uuid = parseUuid(id);
    if (uuid ? this.n > 0 && this.uuidIndex(WORDS[0], WORDS[1], WORDS[2], WORDS[3]) >= 0 : this.otherIdIndex.has(id)) return -1;
    if (this.n === this.cap) this.grow();
    const i = this.n++;
    if (uuid) {
      this.idWords.set(WORDS, i * 4);
      this.placeId(i);
    } else {
      this.otherIds.set(i, id);
      this.otherIdIndex.set(id, i);
    }
    const g = this.group(data.itemName, data.size, data.channel, data.state, null);
    const cg = data.city ? this.group(data.itemName, data.size, data.channel, data.state, data.city) : null;
    this.atMs[i] = atMs;
    this.days[i] = day;
    this.prices[i] = data.price;
    this.clients[i] = clientNumber(data.client);
    this.groupOf[i] = g.index;
    this.cityOf[i] = cg ? cg.index : -1;
    let f = uuid ? 0 : OTHER_ID;
    if (hidden) {
      f |= HIDDEN;
      this.hiddenCount++;
    }
    if (data.deal) this.deals.set(i, data.deal);
    else {
      if (g.admit(this.clients[i], atMs)) f |= COUNTS_STATE;
      if (cg?.admit(this.clients[i], atMs)) f |= COUNTS_CITY;
    }
    this.flags[i] = f;
    g.push(i);
    cg?.push(i);
    if (!hidden) {
      const ns = this.newestByState.get(data.state);
      if (!ns || at > ns) this.newestByState.set(data.state, at);
    }
    this.touch(i);
    return i;
  }

  /** Hides a report (a moderation record): it leaves every figure. Returns whether it was a visible report. */
  hide(id: string): boolean {
    return this.setHidden(this.indexOf(id), true);
  }

  /** Shows a hidden report again (`npm run moderate -- restore`): it counts as before. */
  restore(id: string): boolean {
    return this.setHidden(this.indexOf(id), false);
  }

  private setHidden(i: number, hidden: boolean): boolean {
    if (i < 0 || this.isHidden(i) === hidden) return false;
    this.flags[i] ^= HIDDEN;
    this.hiddenCount += hidden ? 1 : -1;
    this.groupList[this.groupOf[i]].visibilityChanged(i, hidden);
    if (this.cityOf[i] >= 0) this.groupList[this.cityOf[i]].visibilityChanged(i, hidden);
    this.touch(i);
    return true;
  }

  isHidden(i: number): boolean {
    return (this.flags[i] & HIDDEN) !== 0;
  }
  countsState(i: number): boolean {
    return (this.flags[i] & COUNTS_STATE) !== 0;
  }
  countsCity(i: number): boolean {
    return (this.flags[i] & COUNTS_CITY) !== 0;
  }
  dealAt(i: number): string | null {
    return this.deals.get(i) ?? null;
  }
  priceAt(i: number): number {
    return this.prices[i];
  }
  dayAt(i: number): number {
    return this.days[i];
  }
  clientAt(i: number): number {
    return this.clients[i];
  }
  /** The next report of the same day in a state group (city: in a city group), or -1. */
  nextSameDay(i: number, city: boolean): number {
    return (city ? this.nextInCity : this.nextInState)[i];
  }
  setNextSameDay(i: number, city: boolean, next: number): void {
    (city ? this.nextInCity : this.nextInState)[i] = next;
  }
  /** The client's 48 bits in hex: how `npm run moderate` tells one client's reports from another's. */
  clientLabel(i: number): string {
    return this.clients[i].toString(16).padStart(12, "0");
  }

  /** The state figure of the group a report belongs to (null for a deal report). */
  figureOf(i: number, today: string): ReportedFigure | null {
    return this.deals.has(i) ? null : this.groupList[this.groupOf[i]].figure(today, this.threshold, false);
  }

  publicAt(i: number): PublicReport {
    const g = this.groupList[this.groupOf[i]];
    const c = this.cityOf[i];
    return {
      id: this.idAt(i),
      itemName: g.itemName,
      size: g.size,
      price: this.prices[i],
      state: g.state,
      city: c >= 0 ? this.groupList[c].city : null,
      channel: g.channel,
      date: isoFromDay(this.days[i]),
      deal: this.deals.get(i) ?? null,
      reportedAt: new Date(this.atMs[i]).toISOString(),
    };
  }

  itemVersion(slug: string): number {
    return this.itemVersions.get(slug) ?? 0;
  }
  stateVersion(slug: string): number {
    return this.stateVersions.get(slug) ?? 0;
  }

  /** The state-level groups of an item in a state (every size and channel). */
  groupsFor(itemSlugValue: string, stateSlugValue: string | null): Group[] {
    const list = this.itemGroups.get(itemSlugValue) ?? [];
    return stateSlugValue ? list.filter((g) => g.stateSlug === stateSlugValue) : list;
  }

  /** The state-level groups of a state (every item, size and channel). */
  stateGroupsOf(stateSlugValue: string): Group[] {
    return this.stateGroups.get(stateSlugValue) ?? [];
  }

  /** City figures of an item in a state, where any exist. */
  cityFigures(itemName: string, state: string, today: string): ReportedFigure[] {
    const out: ReportedFigure[] = [];
    for (const g of this.cityGroups.get(`${itemSlug(itemName)}|${state}`) ?? []) {
      const f = g.figure(today, this.threshold, true);
      if (f) out.push(f);
    }
    return out;
  }

  /** The shown in-store figure of an item, size and state, or null (too few visitors, or none). */
  shownFigure(itemName: string, size: string, state: string, today: string): ReportedFigure | null {
    const g = this.groups.get(itemName, size, "in-store", state, null);
    const f = g?.figure(today, this.threshold, false) ?? null;
    return f?.shown ? f : null;
  }

  /** The newest visible reports of some groups, newest first, at most `limit`. */
  newest(groups: readonly Group[], limit: number): PublicReport[] {
    const out: number[] = [];
    for (const g of groups) {
      let k = 0;
      const list = g.reports;
      for (let j = list.length - 1; j >= 0 && k < limit; j--) {
        const i = list[j];
        if (!this.isHidden(i)) {
          out.push(i);
          k++;
        }
      }
    }
    return out
      .sort((a, b) => this.atMs[b] - this.atMs[a] || b - a)
      .slice(0, limit)
      .map((i) => this.publicAt(i));
  }

  /**
   * The index as plain parts, for a snapshot beside the journal (server/store/report-snapshot.ts, decision 0020): a JSON
   * description and the typed arrays it names, in order (views of the index's own arrays, not copies). What is
   * derived (the id table, each group's figure counts) is not in it: `fromParts` makes it again.
   */
  toParts(): { meta: ReportIndexMeta; arrays: ArrayBufferView[] } {
    const n = this.n;
    const arrays = this.columns(n);
    const groups = this.groupList.map((g) => {
      const part = g.toParts();
      arrays.push(...part.arrays);
      return part.meta;
    });
    return {
      meta: {
        n,
        version: this.version,
        hiddenCount: this.hiddenCount,
        otherIds: [...this.otherIds],
        deals: [...this.deals],
        itemVersions: [...this.itemVersions],
        stateVersions: [...this.stateVersions],
        newestByState: [...this.newestByState],
        groups,
      },
      arrays,
    };
  }

  /** The per-report columns' first `n` entries, in the one order `toParts` writes and `fromParts` fills. */
  private columns(n: number): ArrayBufferView[] {
    return [
      this.idWords.subarray(0, n * 4),
      this.atMs.subarray(0, n),
      this.days.subarray(0, n),
      this.prices.subarray(0, n),
      this.clients.subarray(0, n),
      this.groupOf.subarray(0, n),
      this.cityOf.subarray(0, n),
      this.flags.subarray(0, n),
      this.nextInState.subarray(0, n),
      this.nextInCity.subarray(0, n),
    ];
  }

  /**
   * An index made from `toParts`' description: the arrays to fill (in `toParts`' order, each its length) and a
   * `finish` that makes what is derived once they are filled. Throws on a description that does not hold together.
   */
  static fromParts(meta: ReportIndexMeta): { index: ReportIndex; arrays: ArrayBufferView[]; finish: () => ReportIndex } {
    const ix = new ReportIndex();
    const n = meta.n;
    if (!Number.isInteger(n) || n < 0 || n > 1 << 28) throw new Error(`a snapshot of ${n} reports`);
    let cap = 1024;
    while (cap < n) cap *= 2;
    if (n > 0) {
      // grow() doubles from the current capacity: start it at the one the reports need.
      ix.cap = cap / 2;
      ix.grow();
    }
    ix.n = n;
    ix.version = meta.version;
    ix.hiddenCount = meta.hiddenCount;
    for (const [i, id] of meta.otherIds) {
      ix.otherIds.set(i, id);
      ix.otherIdIndex.set(id, i);
    }
    for (const [i, deal] of meta.deals) ix.deals.set(i, deal);
    for (const [k, v] of meta.itemVersions) ix.itemVersions.set(k, v);
    for (const [k, v] of meta.stateVersions) ix.stateVersions.set(k, v);
    for (const [k, v] of meta.newestByState) ix.newestByState.set(k, v);
    const arrays = ix.columns(n);
    const groups = meta.groups.map((gm) => {
      const g = ix.group(gm.itemName, gm.size, gm.channel, gm.state, gm.city);
      if (g.index !== ix.groupList.length - 1) throw new Error(`group ${gm.itemName} ${gm.state} twice in a snapshot`);
      arrays.push(...g.fromParts(gm));
      return g;
    });
    const finish = () => {
      for (let i = 0; i < n; i++) {
        if (ix.groupOf[i] < 0 || ix.groupOf[i] >= groups.length || ix.cityOf[i] >= groups.length)
          throw new Error(`report ${i} names no group`);
        if (!(ix.flags[i] & OTHER_ID)) ix.placeId(i);
      }
      for (const g of groups) g.finishParts(n);
      return ix;
    };
    return { index: ix, arrays, finish };
  }

  /** Every report index in arrival order (hidden ones too): `npm run moderate`. */
  *indexes(): Generator<number> {
    for (let i = 0; i < this.n; i++) yield i;
  }

  /** Every visible report, oldest first (the downloads). */
  *visible(): Generator<PublicReport> {
    for (let i = 0; i < this.n; i++) if (!this.isHidden(i)) yield this.publicAt(i);
  }
}

/**
 * The groups by item, size, channel, state and city ("" for none). The stored names are the menu's and the states'
 * own, so only a city's case is folded. Maps in maps, so finding a report's group makes no key string: joined keys
 * were 430 MB of garbage for a start reading a million reports.
 */
class GroupTable {
  private readonly byItem = new Map<string, Map<string, Map<string, Map<string, Map<string, Group>>>>>();

  get(item: string, size: string, channel: string, state: string, city: string | null): Group | undefined {
    return this.byItem
      .get(item)
      ?.get(size)
      ?.get(channel)
      ?.get(state)
      ?.get(city ? city.toLowerCase() : "");
  }

  set(g: Group): void {
    const level = <V>(map: Map<string, V>, key: string, make: () => V): V => {
      let next = map.get(key);
      if (next === undefined) map.set(key, (next = make()));
      return next;
    };
    const bySize = level(this.byItem, g.itemName, () => new Map());
    const byChannel = level(bySize, g.size, () => new Map());
    const byState = level(byChannel, g.channel, () => new Map());
    const byCity = level(byState, g.state, () => new Map<string, Group>());
    byCity.set(g.city ? g.city.toLowerCase() : "", g);
  }
}
