/** A piece of an entry with the formatting citeproc's html gave it. */
export interface StyledRun {
  text: string;
  italics: boolean;
  bold: boolean;
  smallCaps: boolean;
  underline: boolean;
  superScript: boolean;
  subScript: boolean;
}

type Style = Omit<StyledRun, 'text'>;
const PLAIN: Style = { italics: false, bold: false, smallCaps: false, underline: false, superScript: false, subScript: false };

/**
 * citeproc's html entry as styled runs (for Word): it only ever emits a few tags and inline styles,
 * so a small tag reader is exact here where a general HTML parser would be overkill.
 */
export function readEntryHtml(html: string): StyledRun[] {
  const runs: StyledRun[] = [];
  const stack: Style[] = [PLAIN];
  const current = (): Style => stack[stack.length - 1] ?? PLAIN;
  for (const token of html.split(/(<[^>]+>)/)) {
    // citeproc indents the margin divs of numbered styles on their own lines: layout, not text.
    if (!token || /^\s*\n\s*$/.test(token)) continue;
    if (token.startsWith('</')) {
      if (stack.length > 1) stack.pop();
      if (token === '</div>' && runs.length) runs.push({ ...current(), text: ' ' });
    } else if (token.startsWith('<')) {
      if (!token.endsWith('/>')) stack.push(applyTag(current(), token));
    } else {
      runs.push({ ...current(), text: decodeEntities(token) });
    }
  }
  return mergeRuns(runs);
}

function applyTag(style: Style, tag: string): Style {
  const name = /^<\s*(\w+)/.exec(tag)?.[1]?.toLowerCase() ?? '';
  const css = /style="([^"]*)"/.exec(tag)?.[1] ?? '';
  const next = { ...style };
  if (name === 'i' || name === 'em' || /font-style:\s*italic/.test(css)) next.italics = true;
  if (/font-style:\s*normal/.test(css)) next.italics = false;
  if (name === 'b' || name === 'strong' || /font-weight:\s*bold/.test(css)) next.bold = true;
  if (/font-weight:\s*normal/.test(css)) next.bold = false;
  if (/font-variant:\s*small-caps/.test(css)) next.smallCaps = true;
  if (/font-variant:\s*normal/.test(css)) next.smallCaps = false;
  if (name === 'u' || /text-decoration:\s*underline/.test(css)) next.underline = true;
  if (name === 'sup') next.superScript = true;
  if (name === 'sub') next.subScript = true;
  return next;
}

function mergeRuns(runs: StyledRun[]): StyledRun[] {
  const merged: StyledRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && sameStyle(last, run)) last.text += run.text;
    else merged.push({ ...run });
  }
  const last = merged[merged.length - 1];
  if (last) last.text = last.text.replace(/\s+$/, '');
  return merged.filter((run) => run.text.length > 0);
}

function sameStyle(a: Style, b: Style): boolean {
  return (Object.keys(PLAIN) as (keyof Style)[]).every((key) => a[key] === b[key]);
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
