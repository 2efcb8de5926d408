/**
 * A small seeded pseudo-random generator, so the seed data is the same on every run (Math.random is
 * not seedable). mulberry32 over a 32-bit hash of a string seed: fast, and good enough for fake data.
 */

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: string) {
    this.state = hashString(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick from an empty list');
    return item;
  }

  /** Picks a key of `weights` with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }

  /** Picks an item with probability proportional to its weight. */
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= weightOf(item);
      if (roll < 0) return item;
    }
    return this.pick(items);
  }

  /** `count` distinct items (all of them when there are fewer); meant for count much below the length. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return [...items];
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((index) => items[index]!);
  }
}

/** A stable pseudo-random number in [0, 1) for a pair of ids, independent of any generator state. */
export function stableFraction(a: number, b: number): number {
  return hashString(`${a}:${b}`) / 4294967296;
}

/**
 * A stable pseudo-random number in [0, 1) for a text key, independent of any generator state. Unlike
 * stableFraction, keys that differ only in their last characters give unrelated numbers (the hash
 * goes through the generator's mixing), so several decisions about one id do not move together.
 */
export function stableUnit(key: string): number {
  return new Random(key).next();
}
