/**
 * At most `slots` holders at a time; the others wait in arrival order (FIFO). Heavy work (a
 * tenant export) takes a slot so that a burst of it cannot take every database connection or
 * all the memory of the process at once.
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly slots: number) {}

  /** Waits for a slot; returns the function that frees it (idempotent). */
  async enter(): Promise<() => void> {
    if (this.active >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.waiting.shift();
      if (next) next(); // the slot passes straight to the next in line
      else this.active--;
    };
  }

  /** Holders and waiters now (for health and tests). */
  load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
