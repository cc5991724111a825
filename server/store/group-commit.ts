/**
 * Group commit, for both submission stores (the file journal and PostgreSQL): writes queue while one batch is
 * being made durable, and when it is, everything that queued meanwhile goes as the next batch (one write and one
 * fsync, or one transaction). Durable writes per second then grow with the load instead of being capped by the
 * time one fsync takes.
 */
export class GroupCommit<T> {
  private pending: T[] = [];
  private flushing: Promise<void> | null = null;

  /** `commit` makes one batch durable and answers each of its writes, failures included: it must not throw. */
  private readonly commit: (batch: T[]) => Promise<void>;
  constructor(commit: (batch: T[]) => Promise<void>) {
    this.commit = commit;
  }

  /** Queues a write; a batch starts at once if none is being committed. */
  push(item: T): void {
    this.pending.push(item);
    if (!this.flushing) this.flushing = this.drain();
  }

  /** Takes a write back out of the queue (it ran out of time before being sent); false once it was sent. */
  withdraw(item: T): boolean {
    const at = this.pending.indexOf(item);
    if (at < 0) return false;
    this.pending.splice(at, 1);
    return true;
  }

  /** Resolves when nothing is queued or being committed. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) await this.commit(this.pending.splice(0));
    } finally {
      this.flushing = null;
    }
  }
}
