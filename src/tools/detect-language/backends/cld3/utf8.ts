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

/**
 * UTF-8 as Emscripten's stringToUTF8Array writes it into the heap, which is what cld3 receives: a
 * surrogate, paired or not, takes the next code unit as its partner, so a lone surrogate does not
 * become U+FFFD. Returns the byte count; `bytes` must hold 4 per code unit.
 */
export function encodeAsEmscripten(text: string, bytes: Uint8Array): number {
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdfff) {
      const partner = text.charCodeAt(++index);
      code = (0x10000 + ((code & 0x3ff) << 10)) | (partner & 0x3ff);
    }
    if (code <= 0x7f) {
      bytes[length++] = code;
    } else if (code <= 0x7ff) {
      bytes[length++] = 0xc0 | (code >> 6);
      bytes[length++] = 0x80 | (code & 63);
    } else if (code <= 0xffff) {
      bytes[length++] = 0xe0 | (code >> 12);
      bytes[length++] = 0x80 | ((code >> 6) & 63);
      bytes[length++] = 0x80 | (code & 63);
    } else {
      bytes[length++] = 0xf0 | (code >> 18);
      bytes[length++] = 0x80 | ((code >> 12) & 63);
      bytes[length++] = 0x80 | ((code >> 6) & 63);
      bytes[length++] = 0x80 | (code & 63);
    }
  }
  return length;
}
