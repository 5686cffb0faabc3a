/** Deterministic randomness for the demo data: the same seed gives the same programme. */
import crypto from 'node:crypto';

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: small, fast, good enough for demo data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  some<T>(items: readonly T[], max: number): T[] {
    const count = this.int(0, Math.min(max, items.length));
    return [...items].sort(() => this.next() - 0.5).slice(0, count);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** A stable UUID for a demo record's name, so a second run finds the same rows. */
export function stableUuid(name: string): string {
  const hex = crypto.createHash('sha1').update(`outreach-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** 'YYYY-MM-DD' of `today` moved by `days`. */
export function shiftDate(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
