// Reads the instruction that makes a question select-all ("Select all that apply", "(Check all that
// are correct)", "More than one answer may be right"). The splitter keeps such a line in the stem, the
// engine answers a set for it and the page marks several options, so the three read it alike; no
// imports, since the page bundles it.

const SELECT_ALL_CUE =
  /\b(?:select|choose|check|mark|tick|circle|pick|highlight|identify)\s+(?:all|every|each)\b|\ball\s+(?:that|which)\s+(?:apply|are\s+(?:true|correct|right))\b|\b(?:more\s+than\s+one|one\s+or\s+more)\s+(?:answers?|options?|choices?)\s+(?:may|might|can|could|is|are)\b/i;

/** A line that is nothing but the instruction, "(Select all that apply)" or "Check all that apply.", short and without a question of its own. */
const INSTRUCTION_LINE = /^[([]?\s*[^?()[\]]{0,60}[)\]]?\s*[.:!]?\s*$/;

/** Whether the question asks for every option that holds, not one. */
export function asksToSelectAll(stem: string): boolean {
  return SELECT_ALL_CUE.test(stem);
}

/** A pasted line that only tells how to answer; it belongs to the question above it, never an option. */
export function isSelectAllInstruction(line: string): boolean {
  const trimmed = line.trim();
  return asksToSelectAll(trimmed) && INSTRUCTION_LINE.test(trimmed) && trimmed.split(/\s+/).length <= 9;
}

/** The stem without a trailing or leading instruction, so what the question is about is read from its own words. */
export function stripSelectAllInstruction(stem: string): string {
  const parts = stem.split(/(?<=[.?!:)\]])\s+|\s+(?=[([])/);
  const kept = parts.filter((part) => !isSelectAllInstruction(part));
  return (kept.length > 0 ? kept.join(' ') : stem).trim();
}
