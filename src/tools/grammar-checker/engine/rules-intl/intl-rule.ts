import { matchCase } from '../rules/make-issue';
import { type Token, tokenizeWords } from '../text/tokenize';
import { type Issue } from '../types';

/** What a rule sees: the text, its words, and questions about the gaps between them. */
export class RuleContext {
  readonly tokens: Token[];
  /** gaps[i]: the characters after word i (up to the next word or the end); computed once, read by every rule. */
  private readonly gaps: string[];
  private readonly plain: boolean[];

  constructor(readonly text: string) {
    this.tokens = tokenizeWords(text);
    this.gaps = this.tokens.map((token, i) => text.slice(token.end, this.tokens[i + 1]?.start ?? text.length));
    this.plain = this.gaps.map((gap, i) => i + 1 < this.tokens.length && (/^[ \t]+$/.test(gap) || this.splitsNumber(i)));
  }

  /** "um 8:15 Uhr", "3,5 Kilo", "1.200 Euro": the mark between two numbers is part of one number, no clause end. */
  private splitsNumber(i: number): boolean {
    return /^[.,:]$/.test(this.gaps[i] ?? '') && /^\d+$/.test(this.tokens[i]?.text ?? '') && /^\d/.test(this.tokens[i + 1]?.text ?? '');
  }

  /** The lower-case word at i, or '' outside the text. */
  word(i: number): string {
    return this.tokens[i]?.lower ?? '';
  }

  /** The characters between word i and word i + 1. */
  gapAfter(i: number): string {
    return this.gaps[i] ?? '';
  }

  gapBefore(i: number): string {
    if (i === 0) return this.text.slice(0, this.tokens[0]?.start ?? 0);
    return this.gaps[i - 1] ?? '';
  }

  /** Words i and i + 1 sit in the same clause: only spaces between them. */
  joined(i: number): boolean {
    return this.plain[i] ?? false;
  }

  /** Words from..to (inclusive) are joined by spaces only. */
  joinedRun(from: number, to: number): boolean {
    for (let k = from; k < to; k++) if (!this.joined(k)) return false;
    return to < this.tokens.length && from >= 0;
  }

  /** A sentence starts at word i (Spanish ¿ and ¡ open one too). */
  startsSentence(i: number): boolean {
    return i === 0 || /[.!?¿¡:\n]/.test(this.gapBefore(i));
  }

  /** Punctuation or the end of the text follows word i. */
  endsClause(i: number): boolean {
    if (i >= this.tokens.length - 1) return true;
    if (this.splitsNumber(i)) return false;
    return /[.!?,;:…\n]/.test(this.gapAfter(i));
  }

  /** The text of words from..to with their gaps, each word replaced by replace(i) when given. */
  rewrite(from: number, to: number, replace: (i: number) => string | undefined): string {
    let out = '';
    for (let k = from; k <= to; k++) {
      const token = this.tokens[k];
      if (!token) break;
      const next = replace(k);
      out += next === undefined ? token.text : matchCase(token.text, next);
      if (k < to) out += this.gapAfter(k);
    }
    return out;
  }
}

/** One finding: words from..to (inclusive) and what to put there, best first. */
export interface Finding {
  from: number;
  to: number;
  replacements: string[];
  message?: string;
}

export interface IntlRule {
  /** Stable id, e.g. 'de/seit-seid'. */
  id: string;
  /** What a writer reads on the card. */
  name: string;
  message: string;
  confidence: number;
  find: (ctx: RuleContext) => Finding[];
}

/** A rule that looks at each word position in turn. */
export function defineRule(
  spec: Omit<IntlRule, 'find' | 'confidence'> & { confidence?: number; at: (ctx: RuleContext, i: number) => Finding | undefined },
): IntlRule {
  return {
    id: spec.id,
    name: spec.name,
    message: spec.message,
    confidence: spec.confidence ?? 0.8,
    find: (ctx) => {
      const found: Finding[] = [];
      for (let i = 0; i < ctx.tokens.length; i++) {
        const finding = spec.at(ctx, i);
        if (finding) found.push(finding);
      }
      return found;
    },
  };
}

/**
 * Fixed word sequences and their correction ("de le" → "du"). Keys are lower-case words separated
 * by single spaces; the words must be separated by spaces only, so "de, le" is left alone.
 */
export function definePhraseRule(
  spec: Omit<IntlRule, 'find' | 'confidence'> & { confidence?: number; phrases: Record<string, string>; unless?: (ctx: RuleContext, from: number, to: number) => boolean },
): IntlRule {
  const entries = Object.entries(spec.phrases).map(([phrase, fix]) => ({ words: phrase.split(' '), fix }));
  return defineRule({
    ...spec,
    at: (ctx, i) => {
      for (const { words, fix } of entries) {
        const to = i + words.length - 1;
        if (!words.every((w, k) => ctx.word(i + k) === w) || !ctx.joinedRun(i, to)) continue;
        if (spec.unless?.(ctx, i, to)) continue;
        return { from: i, to, replacements: [fix] };
      }
      return undefined;
    },
  });
}

/** Runs every rule over the text; each finding becomes an Issue whose replacement keeps the writer's capitals. */
export function runRules(rules: IntlRule[], text: string): Issue[] {
  const ctx = new RuleContext(text);
  const issues: Issue[] = [];
  for (const rule of rules) {
    for (const finding of rule.find(ctx)) {
      const first = ctx.tokens[finding.from];
      const last = ctx.tokens[finding.to];
      if (!first || !last) continue;
      const original = text.slice(first.start, last.end);
      const replacements = [...new Set(finding.replacements.map((r) => matchCase(original, r)))].filter((r) => r !== original);
      if (replacements.length === 0) continue;
      issues.push({
        offset: first.start,
        length: last.end - first.start,
        message: finding.message ?? rule.message,
        category: 'grammar',
        rule: rule.id,
        ruleName: rule.name,
        replacements,
        confidence: rule.confidence,
        source: 'rule',
      });
    }
  }
  return issues;
}
