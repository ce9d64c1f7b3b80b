/**
 * LaTeX (as typed, or copied from a textbook or MathLive) to the ASCII our math reader takes; plain
 * text passes through untouched. Braces stay (the reader treats them as brackets), so `x^{2n}` needs no
 * rewriting; what changes is what juxtaposed braces cannot say: \frac{a}{b}, \sqrt[n]{x}, \frac{d}{dx},
 * mixed numbers 2\frac{1}{2}, and command names. Unknown commands are left with their backslash, so the
 * reader's error points at them.
 */
const SPACES = new Set([',', ';', ':', ' ', 'quad', 'qquad', 'displaystyle', 'textstyle', 'left', 'right', 'big', 'Big', 'bigg', 'Bigg', 'limits', 'nolimits']);
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh', 'coth', 'ln', 'log', 'exp', 'lim', 'max', 'min', 'gcd']);
const GREEK = new Set([
  'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'varepsilon', 'zeta', 'eta', 'theta', 'vartheta', 'iota', 'kappa', 'lambda', 'mu', 'nu',
  'xi', 'rho', 'sigma', 'tau', 'upsilon', 'phi', 'varphi', 'chi', 'psi', 'omega', 'Gamma', 'Delta', 'Theta', 'Lambda', 'Xi', 'Sigma', 'Phi', 'Psi', 'Omega',
]);
const SYMBOLS: Record<string, string> = {
  cdot: '*', times: '*', ast: '*', div: '/', pm: '±', le: '<=', leq: '<=', leqslant: '<=', ge: '>=', geq: '>=', geqslant: '>=',
  lt: '<', gt: '>', ne: '!=', neq: '!=', pi: ' pi ', infty: '∞', to: '->', rightarrow: '->', longrightarrow: '->', Rightarrow: '->',
  int: ' ∫ ', '%': '%', $: ' ', '{': '{', '}': '}', '|': '|', lvert: '|', rvert: '|', vert: '|', mid: '|', lfloor: ' floor(', rfloor: ')',
  lceil: ' ceil(', rceil: ')', '\\': '\n', cr: '\n', newline: '\n', '#': '#', '&': ' ', langle: '(', rangle: ')',
};
const TEXT_COMMANDS = new Set(['text', 'textrm', 'textbf', 'textit', 'mathrm', 'mathbf', 'mathit', 'mbox', 'operatorname', 'boxed', 'fbox', 'bold', 'mathbb']);

export function latexToAscii(source: string): string {
  if (!/[\\$]/u.test(source)) return source;
  return convertLatex(source);
}

/** The same for text known to be LaTeX (the inside of $…$), where x^23 means x²·3. */
export function convertLatex(source: string): string {
  // "30^\circ", "30^{\circ}", "30\degree": the degree mark the reader takes on a trig function's angle.
  const degrees = source.replace(/\^\s*\{\s*\\circ\s*\}|\^\s*\\circ(?![A-Za-z])|\\degree(?![A-Za-z])/gu, '°');
  return convert(degrees.replace(/\\begin\{[a-z*]+\}|\\end\{[a-z*]+\}/gu, '\n'));
}

/** The next argument: a {group}, a \command, or one character; spaces before it are skipped. */
function readArgument(source: string, start: number): { text: string; end: number } {
  let i = start;
  while (source[i] === ' ') i += 1;
  if (source[i] === '{') {
    let depth = 0;
    for (let j = i; j < source.length; j += 1) {
      if (source[j] === '\\') {
        j += 1;
        continue;
      }
      if (source[j] === '{') depth += 1;
      if (source[j] === '}') depth -= 1;
      if (depth === 0) return { text: source.slice(i + 1, j), end: j + 1 };
    }
    return { text: source.slice(i + 1), end: source.length };
  }
  if (source[i] === '\\') {
    const command = /^\\([A-Za-z]+|.)/u.exec(source.slice(i));
    if (command) return { text: command[0], end: i + command[0].length };
  }
  return { text: source[i] ?? '', end: Math.min(i + 1, source.length) };
}

function convert(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    // $ delimits math; & aligns columns (align, cases).
    if (ch === '$' || ch === '&') {
      out += ' ';
      i += 1;
      continue;
    }
    if (ch === '^' || ch === '_') {
      // In LaTeX a script without braces is one character: x^23 is x²·3, \log_28 is log₂ 8.
      const argument = readArgument(source, i + 1);
      out += `${ch}{${convert(argument.text)}}`;
      i = argument.end;
      continue;
    }
    if (ch !== '\\') {
      out += ch;
      i += 1;
      continue;
    }
    const match = /^\\([A-Za-z]+|.)/u.exec(source.slice(i));
    if (!match) {
      out += ch;
      i += 1;
      continue;
    }
    const name = match[1] as string;
    i += match[0].length;
    if (name === '!') continue;
    if (SPACES.has(name)) {
      out += ' ';
      // \left. and \right. are invisible delimiters.
      if ((name === 'left' || name === 'right') && source[i] === '.') i += 1;
      continue;
    }
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'cfrac') {
      const numerator = readArgument(source, i);
      const denominator = readArgument(source, numerator.end);
      i = denominator.end;
      out = appendFraction(out, numerator.text.trim(), denominator.text.trim());
      continue;
    }
    if (name === 'sqrt') {
      let index: string | undefined;
      let j = i;
      while (source[j] === ' ') j += 1;
      if (source[j] === '[') {
        const close = source.indexOf(']', j);
        index = source.slice(j + 1, close < 0 ? source.length : close);
        j = close < 0 ? source.length : close + 1;
      }
      const radicand = readArgument(source, j);
      i = radicand.end;
      out += index ? ` nthRoot(${convert(radicand.text)}, ${convert(index)})` : ` sqrt(${convert(radicand.text)})`;
      continue;
    }
    if (TEXT_COMMANDS.has(name)) {
      const argument = readArgument(source, i);
      i = argument.end;
      out += ` ${convert(argument.text)} `;
      continue;
    }
    if (FUNCTIONS.has(name)) {
      out += ` ${name}`;
      // \sin x keeps its space; \sin{x} and \sin(x) attach.
      if (/^[A-Za-z0-9]/u.test(source.slice(i))) out += ' ';
      continue;
    }
    if (GREEK.has(name)) {
      out += ` ${name.replace(/^var/u, '')} `;
      continue;
    }
    const symbol = SYMBOLS[name];
    if (symbol !== undefined) {
      out += symbol;
      continue;
    }
    // Unknown: keep it, so the reader can say where it stopped.
    out += match[0];
  }
  return out;
}

/** \frac{d}{dx} is the derivative operator; 2\frac{1}{2} is a mixed number (2½); else (a)/(b) in brackets. */
function appendFraction(out: string, numerator: string, denominator: string): string {
  // \frac{d}{d\theta}, \frac{\mathrm{d}}{\mathrm{d}x}: the d may be upright and the variable Greek.
  const upright = (text: string) => text.replace(/\\mathrm\s*\{\s*d\s*\}/gu, 'd').replace(/\\(theta|phi|alpha|beta)\b/gu, '$1');
  const operator = /^d\s*([A-Za-z])?$/u.exec(upright(numerator).trim());
  const by = /^d\s*([A-Za-z]|theta|phi|alpha|beta)$/u.exec(upright(denominator).trim());
  if (operator && by) return `${out} d${operator[1] ?? ''}/d${by[1]} `;
  const second = /^d\s*\^\s*\{?\s*2\s*\}?$/u.exec(upright(numerator).trim());
  const bySquared = /^d\s*([A-Za-z]|theta)\s*\^\s*\{?\s*2\s*\}?$/u.exec(upright(denominator).trim());
  if (second && bySquared) return `${out} d^2/d${bySquared[1]}^2 `;
  // Only a whole number standing alone: in x^2\frac{1}{2} the 2 is an exponent.
  const whole = /(^|[\s(+\-*/=,<>])(\d+)\s*$/u.exec(out);
  if (whole && /^\d+$/u.test(numerator) && /^\d+$/u.test(denominator)) {
    return `${out.slice(0, whole.index + (whole[1] as string).length)}(${whole[2]}+${numerator}/${denominator})`;
  }
  return `${out}((${convert(numerator)})/(${convert(denominator)}))`;
}
