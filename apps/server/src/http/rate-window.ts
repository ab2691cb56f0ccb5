/**
 * A fixed-window counter per key, in this instance's memory (issue 14 §4, §13): for limits that protect this
 * process's own work (a resume's replay, a public route's load), where a database round trip per hit would cost more
 * than the work it guards. Limits that must hold across instances (wrong link codes) are counted in the database.
 */
export class RateWindow {
  private readonly hits = new Map<string, { start: number; n: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    /** Keys kept at most; when full, finished windows go first, then the oldest, so memory stays bounded. */
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit for key: true while within max in the current window, false once over it. */
  take(key: string, now = Date.now()): boolean {
    let entry = this.hits.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (!entry && this.hits.size >= this.maxKeys) this.sweep(now);
      entry = { start: now, n: 0 };
      this.hits.delete(key);
      this.hits.set(key, entry);
    }
    entry.n += 1;
    return entry.n <= this.max;
  }

  /** Whole seconds until key's window ends (at least 1), for Retry-After. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    if (!entry) return 1;
    return Math.max(1, Math.ceil((entry.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (now - entry.start >= this.windowMs) this.hits.delete(key);
    // Still full: the oldest windows go (a Map iterates in insertion order, and a new window is re-inserted).
    while (this.hits.size >= this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest === undefined) break;
      this.hits.delete(oldest);
    }
  }
}
