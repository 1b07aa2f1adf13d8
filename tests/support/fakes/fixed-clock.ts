import type { Clock } from '../../../application/ports/clock.ts';

/** A clock that stands still until told to move. */
export class FixedClock implements Clock {
  constructor(private current: Date = new Date('2026-11-21T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

export class SequentialIds {
  private n = 0;
  next(): string {
    this.n += 1;
    return `id_${String(this.n).padStart(4, '0')}`;
  }
}
