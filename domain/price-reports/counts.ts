/** The counters a group's figure is read from: typed-array multisets and a hash table of numbers, outside the
 * heap the collector scans, and the calendar arithmetic of days and months. */

export const DAY_MS = 86_400_000;
export const round2 = (n: number) => Math.round(n * 100) / 100;
export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}
export function isoFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The 48 bits of a client hash the index keeps (its first 8 base64url characters), as a number: enough to tell the
 * clients of one group apart (two of a thousand share one with odds of about 2 in a billion), at 8 bytes a report.
 */
export function clientNumber(client: string): number {
  let n = 0;
  for (let i = 0; i < 8; i++) {
    const c = client.charCodeAt(i);
    const v =
      c >= 65 && c <= 90
        ? c - 65
        : c >= 97 && c <= 122
          ? c - 71
          : c >= 48 && c <= 57
            ? c + 4
            : c === 45
              ? 62
              : c === 95
                ? 63
                : (c || 0) & 63;
    n = n * 64 + v;
  }
  return n;
}

const TWO_32 = 4_294_967_296;

/** A 32-bit hash of a number up to 2^53 (a client's 48 bits, a UUID's words). */
export function hash32(lo: number, hi: number): number {
  let h = Math.imul(lo ^ Math.imul(hi, 0x85eb_ca6b), 0x9e37_79b1);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b_3c6d) >>> 0;
}

/**
 * A sorted multiset of numbers in one typed array ([value, how many] pairs, ascending): the prices of a group's
 * figure, its months and prices for the monthly medians. Outside the heap the collector scans; finding a value is
 * a binary search, adding a new one moves the pairs above it (a group holds few distinct prices: they fall within
 * the plausible band, in cents).
 */
export class SortedCounts {
  private pairs: Float64Array | null = null;
  private n = 0;
  /** How many values, repeats included. */
  total = 0;

  get distinct(): number {
    return this.n;
  }

  private find(key: number): number {
    const p = this.pairs!;
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (p[mid * 2] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(key: number): void {
    if (!this.pairs) this.pairs = new Float64Array(8);
    const at = this.find(key);
    this.total++;
    if (at < this.n && this.pairs[at * 2] === key) {
      this.pairs[at * 2 + 1]++;
      return;
    }
    if (this.n * 2 === this.pairs.length) {
      const next = new Float64Array(this.pairs.length * 2);
      next.set(this.pairs);
      this.pairs = next;
    }
    this.pairs.copyWithin(at * 2 + 2, at * 2, this.n * 2);
    this.pairs[at * 2] = key;
    this.pairs[at * 2 + 1] = 1;
    this.n++;
  }

  remove(key: number): void {
    if (!this.pairs) return;
    const at = this.find(key);
    if (at >= this.n || this.pairs[at * 2] !== key) return;
    this.total--;
    if (--this.pairs[at * 2 + 1] > 0) return;
    this.pairs.copyWithin(at * 2, at * 2 + 2, this.n * 2);
    this.n--;
    if (this.n === 0) this.pairs = null;
    else if (this.pairs.length > 32 && this.n * 8 < this.pairs.length) this.pairs = this.pairs.slice(0, this.pairs.length / 2);
  }

  keyAt(p: number): number {
    return this.pairs![p * 2];
  }
  countAt(p: number): number {
    return this.pairs![p * 2 + 1];
  }

  /** The median of the values at positions [from, to), which hold `total` values (`toValue` turns a key into its value), rounded to cents. */
  median(from = 0, to = this.n, total = this.total, toValue: (key: number) => number = (k) => k): number {
    const lowRank = (total - 1) >> 1;
    const highRank = total >> 1;
    let seen = 0;
    let low = NaN;
    for (let p = from; p < to; p++) {
      const next = seen + this.countAt(p);
      if (Number.isNaN(low) && lowRank < next) low = toValue(this.keyAt(p));
      if (highRank < next) return round2(total % 2 ? low : (low + toValue(this.keyAt(p))) / 2);
      seen = next;
    }
    return NaN;
  }
}

/**
 * A map from whole numbers below 2^53 to whole numbers from 1 to 2^31 - 1 (report indexes plus one, counts) as an
 * open-addressing hash table in two typed arrays, the keys' and the values' (linear probing, filled to at most three
 * quarters, deletion by backward shift, so no tombstones pile up): added, read and removed in constant time however
 * many keys it holds, outside the heap the collector scans. 0 is "absent". 12 bytes a slot: with one array of
 * [key, value] doubles filled to 60%, a crawl's figures over a million reports held 42 MB of these tables.
 */
export class NumberMap {
  private keys: Float64Array | null = null;
  private values: Int32Array | null = null;
  private mask = 0;
  private n = 0;

  get size(): number {
    return this.n;
  }

  private home(key: number): number {
    return hash32(key >>> 0, Math.floor(key / TWO_32)) & this.mask;
  }

  private rehash(size: number) {
    const oldKeys = this.keys;
    const oldValues = this.values;
    this.keys = new Float64Array(size);
    this.values = new Int32Array(size);
    this.mask = size - 1;
    if (!oldKeys || !oldValues) return;
    for (let s = 0; s < oldKeys.length; s++) {
      if (oldValues[s] === 0) continue;
      let j = this.home(oldKeys[s]);
      while (this.values[j] !== 0) j = (j + 1) & this.mask;
      this.keys[j] = oldKeys[s];
      this.values[j] = oldValues[s];
    }
  }

  private slot(key: number): number {
    const k = this.keys!;
    const v = this.values!;
    let j = this.home(key);
    while (v[j] !== 0 && k[j] !== key) j = (j + 1) & this.mask;
    return j;
  }

  get(key: number): number {
    if (!this.values) return 0;
    return this.values[this.slot(key)];
  }

  /** Sets a key's value; 0 removes it. */
  set(key: number, value: number): void {
    if (value === 0) return this.delete(key);
    if (!Number.isInteger(value) || value < 1 || value > 0x7fffffff) throw new RangeError(`NumberMap: ${value} is not a value it holds`);
    if (!this.values) this.rehash(8);
    let j = this.slot(key);
    if (this.values![j] === 0) {
      if ((this.n + 1) * 4 > (this.mask + 1) * 3) {
        this.rehash((this.mask + 1) * 2);
        j = this.slot(key);
      }
      this.n++;
    }
    this.keys![j] = key;
    this.values![j] = value;
  }

  delete(key: number): void {
    const k = this.keys;
    const v = this.values;
    if (!k || !v) return;
    let i = this.slot(key);
    if (v[i] === 0) return;
    // Backward-shift deletion: move later entries of the run back into the hole when their home allows it.
    let j = i;
    for (;;) {
      j = (j + 1) & this.mask;
      if (v[j] === 0) break;
      const h = this.home(k[j]);
      const between = i <= j ? i < h && h <= j : i < h || h <= j;
      if (between) continue;
      k[i] = k[j];
      v[i] = v[j];
      i = j;
    }
    k[i] = 0;
    v[i] = 0;
    this.n--;
    if (this.n === 0) {
      this.keys = null;
      this.values = null;
      this.mask = 0;
    } else if (this.mask + 1 > 8 && this.n * 8 < this.mask + 1) this.rehash((this.mask + 1) / 2);
  }
}

/** A multiset of whole numbers below 2^53 (a NumberMap of counts): a group's distinct clients within its window. */
export class CountTable {
  private readonly counts = new NumberMap();

  get distinct(): number {
    return this.counts.size;
  }

  add(key: number): void {
    this.counts.set(key, this.counts.get(key) + 1);
  }

  remove(key: number): void {
    const c = this.counts.get(key);
    if (c > 0) this.counts.set(key, c - 1);
  }
}

/** Days since 1970-01-01 -> months since year 0 (year * 12 + month - 1), by the civil calendar's arithmetic. */
export function monthOfDay(day: number): number {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  return (yoe + era * 400 + (m <= 2 ? 1 : 0)) * 12 + m - 1;
}
export const monthText = (month: number) =>
  `${String(Math.floor(month / 12)).padStart(4, "0")}-${String((month % 12) + 1).padStart(2, "0")}`;

/** Cents in a monthly key: a month's prices sort together, below the next month's (prices up to $1.3 million). */
export const MONTH_SCALE = 2 ** 27;
export const cents = (price: number) => Math.min(MONTH_SCALE - 1, Math.max(0, Math.round(price * 100)));
