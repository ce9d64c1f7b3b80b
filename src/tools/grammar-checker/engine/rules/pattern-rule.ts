import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { matchCase } from './make-issue';

/** One word of a pattern: alternatives ('a|an|the'), '*' for any word, or a test on the word. */
export type Matcher = string | ((word: string, token: Token) => boolean);

/**
 * A sequence of adjacent words (only spaces between them) and the fix for part of it. Most English
 * rules in this folder are such sequences; the ones that need more context are written as code.
 */
export interface PatternRule {
  rule: string;
  pattern: Matcher[];
  /** Words [from, to) of the match that the fix replaces; the whole match when absent. */
  span?: [number, number];
  /** The replacement for the span, from the matched words (lower case, straight apostrophes). */
  fix: string | ((words: string[]) => string | undefined);
  message: string;
  confidence: number;
  /**
   * The word before the match, or undefined when punctuation or the start of the text comes first
   * (a clause boundary). Absent: anything may come before.
   */
  previous?: (word: string | undefined) => boolean;
  /** The text right after the match. */
  next?: (rest: string) => boolean;
  /** The text of the sentence before the match (from the last . ! ? or line break). */
  earlier?: (sentence: string) => boolean;
}

/** Lower case with typographic apostrophes straightened, so "it’s" and "it's" match alike. */
export function normalize(token: Token): string {
  return token.lower.includes('’') ? token.lower.replace(/’/g, "'") : token.lower;
}

interface TokenFacts {
  words: string[];
  /** joined[i]: only spaces between token i-1 and token i. */
  joined: boolean[];
}

// A dozen rule families read the same facts about the same tokens: work them out once per text.
const FACTS = new WeakMap<Token[], TokenFacts>();

export function describeTokens(text: string, tokens: Token[]): TokenFacts {
  let facts = FACTS.get(tokens);
  if (!facts) {
    facts = {
      words: tokens.map(normalize),
      joined: tokens.map((token, i) => i > 0 && isPlainGap(text, tokens[i - 1] as Token, token)),
    };
    FACTS.set(tokens, facts);
  }
  return facts;
}

type Test = (word: string, token: Token) => boolean;

function compile(matcher: Matcher): Test {
  if (typeof matcher === 'function') return matcher;
  if (matcher === '*') return () => true;
  const words = new Set(matcher.split('|'));
  return (word) => words.has(word);
}

interface CompiledRule {
  source: PatternRule;
  tests: Test[];
}

/** Rules indexed by the literal words their pattern starts with, so each token tries only a few. */
export class PatternSet {
  private readonly byFirstWord = new Map<string, CompiledRule[]>();
  private readonly anyFirstWord: CompiledRule[] = [];

  constructor(rules: PatternRule[]) {
    for (const rule of rules) {
      const compiled = { source: rule, tests: rule.pattern.map(compile) };
      const first = rule.pattern[0];
      if (typeof first === 'string' && first !== '*') {
        for (const word of first.split('|')) {
          const list = this.byFirstWord.get(word) ?? [];
          list.push(compiled);
          this.byFirstWord.set(word, list);
        }
      } else {
        this.anyFirstWord.push(compiled);
      }
    }
  }

  check(text: string, tokens: Token[]): Issue[] {
    const facts = describeTokens(text, tokens);
    const issues: Issue[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const issue = this.tryAll(this.byFirstWord.get(facts.words[index] ?? ''), text, tokens, facts, index) ?? this.tryAll(this.anyFirstWord, text, tokens, facts, index);
      if (issue) issues.push(issue);
    }
    return issues;
  }

  private tryAll(rules: CompiledRule[] | undefined, text: string, tokens: Token[], facts: TokenFacts, index: number): Issue | undefined {
    if (!rules) return undefined;
    for (const rule of rules) {
      const issue = tryRule(text, tokens, facts, index, rule);
      if (issue) return issue;
    }
    return undefined;
  }
}

/** The word before token `index` when only spaces separate them; undefined at a clause boundary. */
export function previousWord(text: string, tokens: Token[], words: string[], index: number): string | undefined {
  return describeTokens(text, tokens).joined[index] ? words[index - 1] : undefined;
}

function tryRule(text: string, tokens: Token[], facts: TokenFacts, index: number, rule: CompiledRule): Issue | undefined {
  const { source, tests } = rule;
  const { words, joined } = facts;
  for (let k = 0; k < tests.length; k++) {
    const token = tokens[index + k];
    const word = words[index + k];
    if (!token || word === undefined || (k > 0 && !joined[index + k]) || !(tests[k] as Test)(word, token)) return undefined;
  }
  if (source.previous && !source.previous(joined[index] ? words[index - 1] : undefined)) return undefined;
  const last = tokens[index + tests.length - 1] as Token;
  if (source.next && !source.next(text.slice(last.end))) return undefined;
  if (source.earlier) {
    const start = (tokens[index] as Token).start;
    const before = text.slice(Math.max(0, start - 300), start);
    if (!source.earlier(before.split(/[.!?\n]/).pop() ?? '')) return undefined;
  }
  const [from, to] = source.span ?? [0, tests.length];
  const matched = words.slice(index, index + tests.length);
  const replacement = typeof source.fix === 'string' ? source.fix : source.fix(matched);
  if (replacement === undefined) return undefined;
  const first = tokens[index + from] as Token;
  const end = (tokens[index + to - 1] as Token).end;
  return {
    offset: first.start,
    length: end - first.start,
    message: source.message,
    category: 'grammar',
    rule: source.rule,
    replacements: [matchCase(first.text, replacement)],
    confidence: source.confidence,
    source: 'rule',
  };
}

/** True for what follows a word that ends its clause: punctuation, a line break or the end. */
export function endsClause(rest: string): boolean {
  return /^\s*([.,;:!?)"”]|$|\n)/.test(rest);
}

export const atClauseStart = (word: string | undefined): boolean => word === undefined || CLAUSE_OPENERS.has(word);

export const CLAUSE_OPENERS = new Set(
  'and but or so because if when while although though that since until unless whether where after before once as then yet'.split(' '),
);
