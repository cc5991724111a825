/**
 * A new posts index built beside the start-up's read of the journal (docs/decisions/0018-posts-read-from-the-store.md):
 * the read hands each review and comment line, unparsed, to a worker thread (server/store/posts-build-worker.ts),
 * which parses, inserts and indexes them into a file of its own while this thread folds the price reports; at the end
 * the worker renames the complete file over the posts file, and the server opens it. On a first start with a million
 * posts the SQLite work is about half the start-up's CPU: on two free cores, this halves the wait.
 */
import { Worker } from "node:worker_threads";
import type { IndexedUpTo } from "./posts-sqlite.ts";

export type BuildMessage = { kind: "lines"; bytes: ArrayBuffer } | { kind: "finish"; upTo: IndexedUpTo | null; hidden: string[] };
type Reply = { kind: "ack" } | { kind: "done"; invalid: number };

/** About this many bytes of lines go in one message. */
const BATCH_BYTES = 1 << 20;
/** The read waits (`drained`) while this many batches are unacknowledged: what sits in memory is bounded. */
const MAX_IN_FLIGHT = 4;

export class PostsBuild {
  private readonly worker: Worker;
  private batch = Buffer.allocUnsafeSlow(BATCH_BYTES);
  private used = 0;
  private inFlight = 0;
  private wake: (() => void) | null = null;
  private failed: Error | null = null;
  private done: { resolve: (invalid: number) => void; reject: (err: Error) => void } | null = null;
  private invalid = -1;

  constructor(file: string) {
    this.worker = new Worker(new URL("./posts-build-worker.ts", import.meta.url), { workerData: { file } });
    this.worker.on("message", (m: Reply) => {
      if (m.kind === "ack") {
        this.inFlight--;
        this.wake?.();
        this.wake = null;
      } else this.invalid = m.invalid;
    });
    this.worker.on("error", (err) => this.fail(err));
    // The worker ends by itself once the file is in place (after "done"); any other end is a failure.
    this.worker.on("exit", (code) => {
      if (this.invalid >= 0 && code === 0) this.done?.resolve(this.invalid);
      else this.fail(new Error(`the posts index build stopped (exit code ${code})`));
    });
  }

  private fail(err: Error): void {
    this.failed ??= err;
    this.wake?.();
    this.done?.reject(this.failed);
  }

  /** One review or comment line of the journal (without its newline), copied: the caller's buffer is reused. */
  add(line: Buffer): void {
    if (this.used + line.length + 1 > this.batch.length) this.flush();
    if (line.length + 1 > this.batch.length) this.batch = Buffer.allocUnsafeSlow(line.length + 1);
    line.copy(this.batch, this.used);
    this.batch[this.used + line.length] = 10;
    this.used += line.length + 1;
  }

  private flush(): void {
    if (this.used === 0) return;
    const bytes = this.batch.buffer.slice(this.batch.byteOffset, this.batch.byteOffset + this.used);
    this.worker.postMessage({ kind: "lines", bytes } satisfies BuildMessage, [bytes]);
    this.inFlight++;
    this.used = 0;
  }

  /** Resolves when the worker has few enough batches waiting (at once, most of the time); rejects if it failed. */
  drained(): Promise<void> | undefined {
    if (this.failed) return Promise.reject(this.failed);
    if (this.inFlight < MAX_IN_FLIGHT) return undefined;
    return new Promise<void>((resolve) => (this.wake = resolve)).then(() => this.drained());
  }

  /** Sends the last lines, the journal's mark and its hidden ids; resolves, with how many lines were not records, once the file is in place. */
  finish(upTo: IndexedUpTo | null, hidden: ReadonlySet<string>): Promise<number> {
    this.flush();
    if (this.failed) return Promise.reject(this.failed);
    const done = new Promise<number>((resolve, reject) => (this.done = { resolve, reject }));
    this.worker.postMessage({ kind: "finish", upTo, hidden: [...hidden] } satisfies BuildMessage);
    return done;
  }

  /** Stops the worker (the read failed): the file it was building is left unfinished, and the next start builds again. */
  async abort(): Promise<void> {
    this.failed ??= new Error("the posts index build was stopped");
    await this.worker.terminate();
  }
}
