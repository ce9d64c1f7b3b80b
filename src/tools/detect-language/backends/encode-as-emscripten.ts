/**
 * UTF-8 as Emscripten's stringToUTF8Array writes a JavaScript string into a WebAssembly heap: what the
 * C++ of fastText and cld3 received in their packages, so what our scorers must read to give their
 * answers to the bit. A surrogate, paired or not, takes the next code unit as its partner, so a lone
 * surrogate does not become U+FFFD. Returns the byte count; `bytes` must hold 4 per code unit.
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
