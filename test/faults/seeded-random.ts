import { createSeededRandom } from '../../src/domain/seeded-random';

/** Helpers over the seeded generator: the same seed gives the same requests on every run and machine. */
export function createRandom(seed: number) {
  const next = createSeededRandom(seed);
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
    bytes(length: number): Uint8Array<ArrayBuffer> {
      const out = new Uint8Array(length);
      for (let index = 0; index < length; index += 1) out[index] = Math.floor(next() * 256);
      return out;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
