/**
 * Short strings (n-grams of a few UTF-16 units) → a number, looked up straight from a buffer of code
 * units: no substring is made and no string is hashed per lookup. A Map keyed by strings costs a
 * slice and a hash of a fresh string for every position of every word; the tinyld scorer makes ~15
 * lookups per character of text.
 */
export class NgramTable {
  /** Per slot: the entry's index + 1, or 0 for an empty slot. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly starts: Uint32Array;
  private readonly lengths: Uint16Array;
  private readonly values: Int32Array;
  private readonly units: Uint16Array;

  constructor(entries: ReadonlyMap<string, number>) {
    let slotCount = 16;
    while (slotCount < entries.size * 2) slotCount *= 2;
    this.mask = slotCount - 1;
    this.slots = new Int32Array(slotCount);
    this.starts = new Uint32Array(entries.size);
    this.lengths = new Uint16Array(entries.size);
    this.values = new Int32Array(entries.size);
    let unitCount = 0;
    for (const key of entries.keys()) unitCount += key.length;
    this.units = new Uint16Array(unitCount);
    let index = 0;
    let at = 0;
    for (const [key, value] of entries) {
      this.starts[index] = at;
      this.lengths[index] = key.length;
      this.values[index] = value;
      for (let offset = 0; offset < key.length; offset++) this.units[at + offset] = key.charCodeAt(offset);
      let slot = hashUnits(this.units, at, key.length) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = index + 1;
      at += key.length;
      index++;
    }
  }

  /** The value of the n-gram `text[start, start + length)`, or -1 when the table does not hold it. */
  find(text: Uint16Array, start: number, length: number): number {
    const { slots, mask, starts, lengths, units } = this;
    for (let slot = hashUnits(text, start, length) & mask; ; slot = (slot + 1) & mask) {
      const entry = (slots[slot] as number) - 1;
      if (entry === -1) return -1;
      if (lengths[entry] !== length) continue;
      const from = starts[entry] as number;
      let same = true;
      for (let offset = 0; offset < length; offset++) {
        if (units[from + offset] !== text[start + offset]) {
          same = false;
          break;
        }
      }
      if (same) return this.values[entry] as number;
    }
  }
}

/** FNV-1a over the units, then a final mix so that short keys spread over the whole table. */
function hashUnits(units: Uint16Array, start: number, length: number): number {
  let hash = 0x811c9dc5;
  for (let offset = 0; offset < length; offset++) hash = Math.imul(hash ^ (units[start + offset] as number), 0x01000193);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  return (hash ^ (hash >>> 12)) >>> 0;
}
