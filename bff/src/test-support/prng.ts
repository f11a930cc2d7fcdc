/* A small seeded PRNG for generated-input tests: the same seed gives the same inputs. */

/** mulberry32: 32-bit state, good enough spread for test inputs. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }

  /** `count` items drawn (with repetition) from `items`. */
  some<T>(items: readonly T[], max: number): T[] {
    return Array.from({ length: this.int(0, max) }, () => this.pick(items));
  }

  bytes(length: number): Buffer {
    return Buffer.from(Array.from({ length }, () => this.int(0, 255)));
  }

  text(alphabet: string, min: number, max: number): string {
    return Array.from({ length: this.int(min, max) }, () => this.pick([...alphabet])).join('');
  }
}
