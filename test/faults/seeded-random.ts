/** A small seeded generator (mulberry32): the same seed gives the same requests on every run and machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
