import escapeStringRegexp from 'escape-string-regexp';

// "The operation ⋆ is defined as a ⋆ b = a + a/b. What is the value of 12 ⋆ 3?": a symbol the problem
// defines for two letters. Every use of it elsewhere is replaced by the definition with the two operands
// put in (12 ⋆ 3 becomes (12) + (12)/(3)), innermost first, and the defining sentence is taken out; what is
// left is an ordinary question the competition reader reads and the engine solves and checks. An operand
// must be a number, a letter or a bracket, so "2 + 3 ⋆ 4" is refused rather than given a precedence.

const OPERATOR = String.raw`\\[A-Za-z]+|\\[#&S]|[@#&*]`;
const DELIMITED = /\$\$([\s\S]+?)\$\$|\$([^$]+)\$/gu;
const ATOM = String.raw`-?\d+(?:\.\d+)?|[A-Za-z]|\((?:[^()]|\([^()]*\))*\)|\{[^{}]*\}|\\frac\{[^{}]*\}\{[^{}]*\}`;
const NOT_OPERATORS = new Set(['\\cdot', '\\times', '\\div', '\\pm', '\\le', '\\ge', '\\leq', '\\geq', '\\neq', '\\ne', '\\frac', '\\dfrac', '\\sqrt', '\\left', '\\right', '\\text']);

export interface DefinedOperation {
  /** The problem with the definition taken out and every use of the symbol worked in. */
  source: string;
  /** For the step that says what was done: "a ⋆ b = a + \frac{a}{b}". */
  definition: string;
}

/** LaTeX spacing (\, \; \ ~) out, so "a\,\spadesuit\, b" is "a \spadesuit b". */
function unspace(latex: string): string {
  return latex.replace(/\\[,;:! ]|~/gu, ' ').replace(/\s+/gu, ' ').trim();
}

interface Definition {
  operator: string;
  left: string;
  right: string;
  body: string;
}

/** "a ⋆ b = body" in one piece of math, or "a ⋆ b" with the body in the next piece ("Define $a * b$ as $2a - b^2$"). */
function readDefinition(pieces: string[], source: string): { definition: Definition; used: number[] } | null {
  const full = new RegExp(`^([A-Za-z])\\s*(${OPERATOR})\\s*([A-Za-z])\\s*=\\s*(.+?)[\\s.,]*$`, 'u');
  const head = new RegExp(`^([A-Za-z])\\s*(${OPERATOR})\\s*([A-Za-z])$`, 'u');
  for (let i = 0; i < pieces.length; i += 1) {
    const whole = full.exec(unspace(pieces[i] as string));
    if (whole && !NOT_OPERATORS.has(whole[2] as string) && whole[1] !== whole[3]) {
      return { definition: { left: whole[1] as string, operator: whole[2] as string, right: whole[3] as string, body: whole[4] as string }, used: [i] };
    }
  }
  for (let i = 0; i < pieces.length; i += 1) {
    const text = unspace(pieces[i] as string);
    const named = head.exec(text);
    const next = pieces[i + 1];
    if (named && next !== undefined && !NOT_OPERATORS.has(named[2] as string) && named[1] !== named[3]) {
      // Only when the words between say so: "$a * b$ as $…$", "$a * b$ is defined as $…$", "$a * b$ to be $…$".
      const between = new RegExp(`\\$${escapeStringRegexp(pieces[i] as string)}\\$\\s*(?:is defined |be defined )?(?:as|to be|by)\\s*\\$${escapeStringRegexp(next)}\\$`, 'u');
      if (between.test(source)) return { definition: { left: named[1] as string, operator: named[2] as string, right: named[3] as string, body: unspace(next) }, used: [i, i + 1] };
    }
  }
  return null;
}

/** The body with the two operands put in for its letters (never inside a command name: the a of \frac stays). */
function applyDefinition(definition: Definition, left: string, right: string): string {
  // A run of letters after a backslash is a command (\frac); any other letter is one factor ("xy" is x·y).
  // One pass, so an operand holding the other letter is not replaced again.
  const put = definition.body.replace(/\\[A-Za-z]+|[A-Za-z]/gu, (token) => (token === definition.left ? `(${left})` : token === definition.right ? `(${right})` : token));
  return `\\left(${put}\\right)`;
}

/** Every use of the operator worked in, innermost and leftmost first; null when one cannot be read. */
function rewriteUses(math: string, definition: Definition): string | null {
  let text = unspace(math);
  const use = new RegExp(`(${ATOM})\\s*${escapeStringRegexp(definition.operator)}(?![A-Za-z])\\s*(${ATOM})`, 'u');
  for (let round = 0; round < 12 && text.includes(definition.operator); round += 1) {
    const match = use.exec(text);
    if (!match) return null;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    // An operand bound to a power or a product on its outer side would need a precedence nobody stated.
    if (/[\^_]\s*$/u.test(before) || /^\s*[\^_]/u.test(after)) return null;
    const strip = (atom: string) => (atom.startsWith('{') ? atom.slice(1, -1) : atom);
    text = `${before}${applyDefinition(definition, strip(match[1] as string), strip(match[2] as string))}${after}`;
  }
  return text.includes(definition.operator) ? null : text;
}

/** The problem with its defined operation worked in; null when it defines none (or a use cannot be read). */
export function rewriteDefinedOperation(source: string): DefinedOperation | null {
  const pieces = [...source.matchAll(DELIMITED)].map((m) => m[1] ?? m[2] ?? '');
  const found = readDefinition(pieces, source);
  if (!found) return null;
  const { definition, used } = found;
  const definitionText = `${definition.left} ${definition.operator} ${definition.right} = ${definition.body}`;
  // The sentence that defines the operation goes: "The operation $\star$ is defined as $…$." or "If $x@y = …$, …".
  let rest = source;
  const firstUsed = `$${pieces[used[0] as number]}$`;
  const lastUsed = `$${pieces[used[used.length - 1] as number]}$`;
  const start = rest.indexOf(firstUsed);
  const end = rest.indexOf(lastUsed, start) + lastUsed.length;
  if (start < 0 || end < lastUsed.length) return null;
  const sentenceStart = Math.max(rest.lastIndexOf('. ', start) + 1, rest.lastIndexOf('? ', start) + 1, 0);
  const tail = rest.slice(end);
  const clause = /^\s*[,;]\s*(?:then\s+)?/u.exec(tail);
  const stop = /^[^.?!$]*?(?:[.!?](?=\s|$)|:)/u.exec(tail);
  if (clause && /^\s*(?:if|given that|given|suppose that|suppose|let)\s/iu.test(rest.slice(sentenceStart, start))) {
    rest = `${rest.slice(0, sentenceStart)} ${tail.slice(clause[0].length)}`;
  } else if (stop) {
    rest = `${rest.slice(0, sentenceStart)} ${tail.slice(stop[0].length)}`;
  } else {
    return null;
  }
  let failed = false;
  const rewritten = rest.replace(DELIMITED, (all, a?: string, b?: string) => {
    const math = a ?? b ?? '';
    if (!unspace(math).includes(definition.operator)) return all;
    const worked = rewriteUses(math, definition);
    if (worked === null) failed = true;
    return `$${worked ?? math}$`;
  });
  if (failed || unspace(rewritten.replace(DELIMITED, (_all, a?: string, b?: string) => unspace(a ?? b ?? ''))).includes(definition.operator)) return null;
  return { source: rewritten.replace(/\s+/gu, ' ').trim(), definition: definitionText };
}
