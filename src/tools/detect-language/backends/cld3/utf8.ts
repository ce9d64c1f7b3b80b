/** UTF-8 as cld3 meets it: written by Emscripten from a JavaScript string, then read byte by byte by CLD2's and cld3's C++. */

export const isContinuationByte = (byte: number): boolean => (byte & 0xc0) === 0x80;

/** cld3's and CLD2's UTF8OneCharLen: by the top bits of the first byte alone, a stray continuation byte counting as one. */
export const measureUtf8Char = (byte: number): number => (byte < 0xc0 ? 1 : byte < 0xe0 ? 2 : byte < 0xf0 ? 3 : 4);

/** The code point of the `size`-byte character at `at`, its first byte's length bits dropped. */
export function decodeUtf8Char(bytes: Uint8Array, at: number, size: number): number {
  const first = bytes[at] ?? 0;
  let code = size === 1 ? first : first & (0xff >> (size + 1));
  for (let index = 1; index < size; index++) code = (code << 6) | ((bytes[at + index] ?? 0) & 0x3f);
  return code;
}
