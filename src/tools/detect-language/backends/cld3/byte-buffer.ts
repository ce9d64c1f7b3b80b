/** A growable byte buffer, kept from text to text so that scoring a text allocates nothing once warm. */
export class ByteBuffer {
  bytes = new Uint8Array(1024);
  length = 0;

  /** Makes room for `capacity` bytes, keeping the first `length`; grows at least twofold. */
  reserve(capacity: number): void {
    if (this.bytes.length >= capacity) return;
    const grown = new Uint8Array(Math.max(capacity, 2 * this.bytes.length));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}
