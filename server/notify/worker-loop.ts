/**
 * The outgoing workers' loop (server/notify/alerts.ts: emails; server/notify/push.ts: browser alerts): a round every `everyMs`
 * and on a kick, one round at a time, stopped between rounds by `close`. What a round does (claim a message, send
 * it, record it) is the worker's; a round that throws is reported to `onError` and the next tick tries again.
 */
export class WorkerLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  /** Set by `close`: a round checks it between messages. */
  closed = false;
  private readonly round: () => Promise<void>;
  private readonly opts: { everyMs: number; onError: (err: unknown) => void; rerunOnKick: boolean };

  /** `rerunOnKick`: a kick during a round runs another right after it (else the kick is dropped until the next tick). */
  constructor(round: () => Promise<void>, opts: { everyMs: number; onError: (err: unknown) => void; rerunOnKick: boolean }) {
    this.round = round;
    this.opts = opts;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.opts.everyMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.closed) return;
    if (this.running) {
      if (this.opts.rerunOnKick) this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.round();
        } while (this.again && !this.closed);
      } catch (err) {
        this.opts.onError(err);
      } finally {
        this.running = null;
      }
    })();
  }

  /** Stops the ticks and waits for the round under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }
}
