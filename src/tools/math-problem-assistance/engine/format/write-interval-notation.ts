/**
 * An inequality's answer as the engine writes it ("x <= -3 or x >= 3", "-2 < x < 3", "x > 8") in interval notation
 * ("(-∞, -3] ∪ [3, ∞)"), for a student who asked for it (session 47). Undefined for any other shape: the caller then
 * keeps the answer as it is and says so.
 */
const OP = String.raw`(<=|<|>=|>|≤|≥|≠|!=)`;

function pieceInterval(piece: string): string | undefined {
  const text = piece.trim().replace(/−/gu, '-');
  const chain = new RegExp(`^(.+?)\\s*(<=|<|≤)\\s*[a-zθ]\\s*(<=|<|≤)\\s*(.+)$`, 'u').exec(text);
  if (chain) return `${chain[2] === '<' ? '(' : '['}${chain[1]!.trim()}, ${chain[4]!.trim()}${chain[3] === '<' ? ')' : ']'}`;
  const left = new RegExp(`^[a-zθ]\\s*${OP}\\s*(.+)$`, 'u').exec(text);
  const right = new RegExp(`^(.+?)\\s*${OP}\\s*[a-zθ]$`, 'u').exec(text);
  const flip: Record<string, string> = { '<': '>', '<=': '>=', '≤': '≥', '>': '<', '>=': '<=', '≥': '≤', '≠': '≠', '!=': '≠' };
  const [op, bound] = left ? [left[1]!, left[2]!.trim()] : right ? [flip[right[2]!]!, right[1]!.trim()] : [undefined, undefined];
  if (op === undefined || bound === undefined || /[<>≤≥=]/u.test(bound)) return undefined;
  switch (op) {
    case '<':
      return `(-∞, ${bound})`;
    case '<=':
    case '≤':
      return `(-∞, ${bound}]`;
    case '>':
      return `(${bound}, ∞)`;
    case '>=':
    case '≥':
      return `[${bound}, ∞)`;
    default:
      return `(-∞, ${bound}) ∪ (${bound}, ∞)`;
  }
}

export function writeIntervalNotation(answer: string): string | undefined {
  const text = answer.trim();
  if (/^all real numbers?$|^every real number$/iu.test(text)) return '(-∞, ∞)';
  if (/^no (?:real )?solutions?$/iu.test(text)) return '∅';
  const pieces = text.split(/\s+or\s+/u).map(pieceInterval);
  if (pieces.some((piece) => piece === undefined)) return undefined;
  return pieces.join(' ∪ ');
}
