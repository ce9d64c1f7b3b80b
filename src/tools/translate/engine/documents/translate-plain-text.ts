import { translateWordyBlocks, type TranslateBlocks } from './translate-blocks';

/**
 * A .txt file, line by line: each line's words are translated, its indentation, trailing spaces and
 * line ending (LF or CRLF) and the blank lines between paragraphs stay as they were.
 */
export async function translatePlainText(text: string, translateBlocks: TranslateBlocks): Promise<string> {
  const lines = splitLines(text);
  const cores = lines.map((line) => splitMargins(line.body));
  const translated = await translateWordyBlocks(
    cores.map((core) => core.text),
    translateBlocks,
  );
  return lines.map((line, index) => {
    const core = cores[index] ?? { before: '', after: '' };
    return core.before + (translated[index] ?? '') + core.after + line.ending;
  }).join('');
}

export function splitLines(text: string): Array<{ body: string; ending: string }> {
  return [...text.matchAll(/([^\r\n]*)(\r\n|\r|\n|$)/g)]
    .filter((match) => match[0] !== '' || match.index === 0)
    .map((match) => ({ body: match[1] ?? '', ending: match[2] ?? '' }));
}

/** Leading and trailing whitespace, which engines drop, kept aside. */
export function splitMargins(text: string): { before: string; text: string; after: string } {
  const match = /^(\s*)([\s\S]*?)(\s*)$/u.exec(text);
  return { before: match?.[1] ?? '', text: match?.[2] ?? text, after: match?.[3] ?? '' };
}
