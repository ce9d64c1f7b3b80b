import { translateWordyBlocks, type TranslateBlocks } from './translate-blocks';
import { splitLines, splitMargins } from './translate-plain-text';

/** What one line keeps as it is (its markup) and the parts of it that are prose. */
interface MarkdownLine {
  /** Literal text and prose slots, in order: strings are kept, numbers index into `prose`. */
  layout: Array<string | number>;
  ending: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S/;
const HTML_ONLY = /^\s*<\/?[A-Za-z][^>]*>\s*$|^\s*<!--.*-->\s*$/;
/** Blockquote marks, then a heading, list or task marker: the structure before the prose. */
const LEAD = /^(\s*(?:>\s?)*)(#{1,6}\s+|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+)?/;

/**
 * A Markdown file, line by line: headings, lists, quotes and table cells are translated with their
 * markers kept; code (fenced or indented), front matter, link definitions and HTML-only lines are
 * left alone. Inline markup (`**`, links, `code`) goes to the engine, whose pipeline protects it.
 */
export async function translateMarkdown(text: string, translateBlocks: TranslateBlocks): Promise<string> {
  const prose: string[] = [];
  const lines = readMarkdownLines(text, prose);
  const translated = await translateWordyBlocks(prose, translateBlocks);
  return lines.map((line) => line.layout.map((part) => (typeof part === 'number' ? (translated[part] ?? '') : part)).join('') + line.ending).join('');
}

function readMarkdownLines(text: string, prose: string[]): MarkdownLine[] {
  const lines = splitLines(text);
  let fence: string | undefined;
  let inFrontMatter = lines[0]?.body.trim() === '---';
  let previousBlankOrCode = true;
  return lines.map(({ body, ending }, index) => {
    const kept = (): MarkdownLine => ({ layout: [body], ending });
    if (inFrontMatter) {
      if (index > 0 && /^(---|\.\.\.)\s*$/.test(body)) inFrontMatter = false;
      return kept();
    }
    const fenceMatch = FENCE.exec(body);
    if (fence) {
      const marks = fenceMatch?.[1] ?? '';
      if (marks[0] === fence[0] && marks.length >= fence.length) fence = undefined;
      return kept();
    }
    if (fenceMatch) {
      fence = fenceMatch[1] ?? '```';
      return kept();
    }
    const indentedCode = /^(\t| {4})/.test(body) && previousBlankOrCode && body.trim() !== '';
    previousBlankOrCode = body.trim() === '' || indentedCode;
    if (indentedCode || (TABLE_DIVIDER.test(body) && body.includes('-')) || LINK_DEFINITION.test(body) || HTML_ONLY.test(body)) return kept();
    return { layout: layoutLine(body, prose), ending };
  });
}

function layoutLine(body: string, prose: string[]): Array<string | number> {
  const lead = LEAD.exec(body)?.[0] ?? '';
  const rest = body.slice(lead.length);
  if (/^\s*\|/.test(rest) || (rest.includes('|') && /\|\s*$/.test(rest))) {
    // A table row: each cell is its own block, the pipes stay where they were.
    return [lead, ...rest.split(/(?<!\\)(\|)/).flatMap((cell) => (cell === '|' ? ['|'] : slotFor(cell, prose)))];
  }
  return [lead, ...slotFor(rest, prose)];
}

function slotFor(text: string, prose: string[]): Array<string | number> {
  const { before, text: core, after } = splitMargins(text);
  if (!core) return [text];
  prose.push(core);
  return [before, prose.length - 1, after];
}
