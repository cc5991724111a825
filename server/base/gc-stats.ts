/**
 * The garbage collections of this process since it started, by kind, and how long they paused it: /healthz
 * reports them, so an operator (and `npm run bench -- --only=reports`, which reads them around each load) can
 * tell a heap working near its limit (major collections, long pauses) from one that is not.
 */
import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";

export interface GcStats {
  /** Scavenges of the young generation. */
  minor: number;
  /** Full mark-compacts of the whole heap. */
  major: number;
  /** Incremental marking steps (the slices of a major collection done between tasks). */
  incremental: number;
  /** Total time the process was paused by them, in ms (rounded to 0.1 ms). */
  pauseMs: number;
  /** Of which major collections, in ms. */
  majorPauseMs: number;
}

let stats: GcStats | null = null;

function record(e: PerformanceEntry, s: GcStats) {
  const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
  s.pauseMs += e.duration;
  if (kind === constants.NODE_PERFORMANCE_GC_MINOR) s.minor++;
  else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
    s.major++;
    s.majorPauseMs += e.duration;
  } else if (kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL) s.incremental++;
}

/** Starts counting (once per process; later calls share the first count) and returns a reader of the totals. */
export function watchGc(): () => GcStats {
  if (!stats) {
    const s: GcStats = { minor: 0, major: 0, incremental: 0, pauseMs: 0, majorPauseMs: 0 };
    stats = s;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) record(e, s);
    }).observe({ entryTypes: ["gc"] });
  }
  const s = stats;
  return () => ({ ...s, pauseMs: Math.round(s.pauseMs * 10) / 10, majorPauseMs: Math.round(s.majorPauseMs * 10) / 10 });
}
