/**
 * A small seeded PRNG (mulberry32) for the generated world. `Math.random` is never used: the same seed must give the
 * same world on every machine, and each account or entity gets its own stream so lazy generation order is irrelevant.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A stream derived from a seed and labels, e.g. `Rng.derive(42, 'statements', accountNumber)`. */
  static derive(seed: number, ...labels: string[]): Rng {
    // FNV-1a over the labels, mixed with the seed, so distinct labels give unrelated streams.
    let hash = (0x811c9dc5 ^ seed) >>> 0;
    for (const char of labels.join('\u0000')) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return new Rng(hash);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly [T, ...T[]]): T {
    return items[Math.floor(this.next() * items.length)] ?? items[0];
  }

  /** `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    return out;
  }

  /** A version-4-shaped GUID, lower case. */
  guid(): string {
    // Four 32-bit draws rather than 32 single hex digits: statements hold tens of thousands of GUIDs.
    let hex = '';
    for (let i = 0; i < 4; i++)
      hex += Math.floor(this.next() * 4294967296)
        .toString(16)
        .padStart(8, '0');
    const variant = '89ab'.charAt(this.int(0, 3));
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
}

/** Upper-case letters and digits. */
export const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Entity ids avoid I and O (the provider's rule). */
export const entityAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
