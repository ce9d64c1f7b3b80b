/**
 * The walkers of CLD2's UTF-8 state machines (utf8statetable.cc) for tables with one-byte entries,
 * as cld3's text cleanup runs them: UTF8GenericScan (how far the bytes go before the table exits)
 * and UTF8GenericReplace in plain-text mode (copying while replacing, for lower-casing).
 */
import type { Cld3StateTable } from './model';
import { isContinuationByte } from './utf8';

/**
 * CLD2's exit codes in one-byte state tables (kExitIllegalStructure … kExitDoAgain in
 * utf8statetable.h): every entry at or above the first is an exit, never a state number.
 */
const EXIT_ILLEGAL_STRUCTURE = 240;
const EXIT_REPLACE_1 = 243;
const EXIT_REPLACE_2 = 244;
const EXIT_REPLACE_3 = 245;
const EXIT_REPLACE_21 = 246;
const EXIT_REPLACE_31 = 247;
const EXIT_REPLACE_32 = 248;
const EXIT_REPLACE_OFFSET_1 = 249;
const EXIT_REPLACE_OFFSET_2 = 250;
const EXIT_REPLACE_1_S0 = 251;
const EXIT_SPECIAL = 252;
/** Exit-optimised tables leave the walk here only to restart it in state 0. */
const EXIT_DO_AGAIN = 253;
/** Flags in a remap record's first two bytes (kReplaceAndResumeFlag, kHtmlPlaintextFlag): the rest is a count. */
const RESUME_FLAG = 0x80;
const HTML_PLAIN_TEXT_FLAG = 0x80;
/** A full state's width: one entry per byte value. */
const FULL_STATE_WIDTH = 256;

/**
 * UTF8GenericScan over bytes[start, start + length): how many bytes lie before the character at
 * which the table exits, or before a character the end cuts off.
 */
export function scanWithStateTable(table: Cld3StateTable, bytes: Uint8Array, start: number, length: number): number {
  const { entries, shift, state0Size } = table;
  const end = start + length;
  let at = start;
  for (;;) {
    let base = 0;
    let exit = 0;
    while (at < end) {
      exit = entries[base + (bytes[at] ?? 0)] ?? 0;
      at++;
      if (exit >= EXIT_ILLEGAL_STRUCTURE) break;
      base = exit << shift;
    }
    if (exit >= EXIT_ILLEGAL_STRUCTURE) at--;
    // Stopped inside a character (not in the initial state): back up to its first byte.
    if (base >= state0Size) {
      do at--;
      while (at > start && isContinuationByte(bytes[at] ?? 0));
    }
    if (exit !== EXIT_DO_AGAIN) return at - start;
  }
}

/** The byte `rows` side rows below the entry at `index`, where replacement bytes and offsets are kept. */
const readSideEntry = (entries: Uint8Array, index: number, rowWidth: number, rows: number): number => entries[index + rowWidth * rows] ?? 0;

/**
 * UTF8GenericReplace in plain-text mode: copies source[0, length) to `target`, replacing as the
 * table says, and returns the bytes written. `target` must have room for the table's expansion.
 */
export function replaceWithStateTable(table: Cld3StateTable, source: Uint8Array, length: number, target: Uint8Array): number {
  const { entries, shift, state0Size, remapBase, remapString } = table;
  const width = 1 << shift;
  let at = 0;
  let put = 0;
  for (;;) {
    const first = at;
    let base = 0;
    let exit = 0;
    let byte = 0;
    // A remap record may resume the walk in a given state instead of state 0.
    let resumed = false;
    for (;;) {
      if (!resumed) {
        base = 0;
        exit = 0;
      }
      resumed = false;
      while (at < length) {
        byte = source[at] ?? 0;
        exit = entries[base + byte] ?? 0;
        target[put] = byte;
        at++;
        put++;
        if (exit >= EXIT_ILLEGAL_STRUCTURE) break;
        base = exit << shift;
      }
      if (exit < EXIT_ILLEGAL_STRUCTURE) {
        if (base >= state0Size) {
          // The text ends inside a character: leave it out.
          exit = EXIT_ILLEGAL_STRUCTURE;
          do {
            at--;
            put--;
          } while (at > first && isContinuationByte(source[at] ?? 0));
        }
        break;
      }
      const index = base + byte;
      if (exit === EXIT_REPLACE_31) {
        put -= 2;
        target[put - 1] = readSideEntry(entries, index, width, 1);
        continue;
      }
      if (exit === EXIT_REPLACE_32) {
        put -= 1;
        target[put - 2] = readSideEntry(entries, index, width, 2);
        target[put - 1] = readSideEntry(entries, index, width, 1);
        continue;
      }
      if (exit === EXIT_REPLACE_21) {
        put -= 1;
        target[put - 1] = readSideEntry(entries, index, width, 1);
        continue;
      }
      if (exit === EXIT_REPLACE_1 || exit === EXIT_REPLACE_2 || exit === EXIT_REPLACE_3) {
        if (exit === EXIT_REPLACE_3) target[put - 3] = readSideEntry(entries, index, width, 3);
        if (exit !== EXIT_REPLACE_1) target[put - 2] = readSideEntry(entries, index, width, 2);
        target[put - 1] = readSideEntry(entries, index, width, 1);
        continue;
      }
      if (exit === EXIT_REPLACE_1_S0) {
        target[put - 1] = readSideEntry(entries, index, FULL_STATE_WIDTH, 1);
        continue;
      }
      if (exit === EXIT_REPLACE_OFFSET_1 || exit === EXIT_REPLACE_OFFSET_2 || exit === EXIT_SPECIAL) {
        // Space-optimised tables keep the initial state's side rows full width, the others `width` wide.
        const rowWidth = width !== FULL_STATE_WIDTH && base < state0Size ? FULL_STATE_WIDTH : width;
        let offset = readSideEntry(entries, index, rowWidth, 1);
        if (exit === EXIT_REPLACE_OFFSET_2) offset += readSideEntry(entries, index, rowWidth, 2) << 8;
        // A remap record: bytes to delete, bytes to add, where they are in remapString (little-endian).
        const record = 4 * offset;
        const deleted = (remapBase[record] ?? 0) & ~RESUME_FLAG;
        const added = (remapBase[record + 1] ?? 0) & ~HTML_PLAIN_TEXT_FLAG;
        const from = (remapBase[record + 2] ?? 0) | ((remapBase[record + 3] ?? 0) << 8);
        put -= deleted;
        for (let count = 0; count < added; count++) target[put++] = remapString[from + count] ?? 0;
        if ((remapBase[record] ?? 0) & RESUME_FLAG) {
          exit = remapString[from + added] ?? 0;
          base = exit << shift;
          resumed = true;
        }
        continue;
      }
      // Reject, illegal structure and the rest: stop before the character.
      at--;
      put--;
      if (base >= state0Size) {
        do {
          at--;
          put--;
        } while (at > first && isContinuationByte(source[at] ?? 0));
      }
      break;
    }
    if (exit !== EXIT_DO_AGAIN) return put;
  }
}
