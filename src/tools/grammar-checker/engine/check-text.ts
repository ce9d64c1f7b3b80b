import { type ResponseLevel } from '../../../domain/plans';
import { applyConfidentFixes } from './combine/apply-fixes';
import { mergeIssues } from './combine/merge-issues';
import { checkOwnGrammar, checkStyle, checkWithHarper } from './check-english';
import { guardText } from './input-guard';
import { checkWithLanguageTool, toLanguageToolCode } from './languagetool/languagetool-client';
import { type ChosenLanguage, chooseLanguage, SPELLING_LANGUAGES, type SpellingLanguage } from './language/choose-language';
import { computeReadability } from './readability/compute-readability';
import { countText } from './readability/count-text';
import { CATEGORIES, type GrammarResult, type IssueCategory, type ParsedGrammarInput } from '../contract';
import { checkWithGrammalecte } from './grammalecte/check-with-grammalecte';
import { dropCascadingFixes } from './grammalecte/drop-cascading-fixes';
import { recheckFrench } from './grammalecte/recheck-french';
import { checkIntlGrammar } from './rules-intl/check-intl-grammar';
import { nameRule } from '../shared/name-rule';
import { checkSpelling } from './spelling/check-spelling';
import { checkDomainTerms, checkTermConsistency } from './terminology/check-terminology';
import { checkUserTerms } from './terminology/check-user-terms';
import { splitSentences } from './text/split-sentences';
import { tokenizeWords } from './text/tokenize';
import { analyzeTone } from './tone/analyze-tone';
import { type Issue } from './types';
import { WorkerTimeoutError } from './workers/worker-lane';

/** Replacements shown to Free ("basic") users; advanced responses get every suggestion. */
const BASIC_REPLACEMENTS = 1;

function isSpellingLanguage(code: string): code is SpellingLanguage {
  return (SPELLING_LANGUAGES as readonly string[]).includes(code);
}

/** Runs the engine that fits the language; an engine that times out costs its findings, not the request. */
async function checkCorrectness(text: string, language: ChosenLanguage, notices: string[]): Promise<{ issues: Issue[]; checks: string[] }> {
  const tokens = tokenizeWords(text);
  try {
    if (language.code === 'en') {
      // harper lints in its worker while our own rules run here: the two overlap instead of queueing.
      const pendingHarper = checkWithHarper(text, tokens, language.dialect ?? 'us', { eitherSpelling: language.eitherSpelling === true });
      pendingHarper.catch(() => undefined); // awaited below; this only avoids an "unhandled" warning if our rules throw
      const own = checkOwnGrammar(text, tokens);
      const harper = await pendingHarper;
      if (harper.checkedUpTo < text.length) {
        const words = tokens.filter((t) => t.end <= harper.checkedUpTo).length;
        notices.push(`The text is very long: harper checked grammar and spelling in the first ${words} words; our own rules checked all of it.`);
        // Spelling covered only part of the text: not listed as run, so the page never calls the text clean.
        return { issues: [...harper.issues, ...own], checks: ['grammar', 'style'] };
      }
      return { issues: [...harper.issues, ...own], checks: ['grammar', 'spelling', 'style'] };
    }
    if (isSpellingLanguage(language.code)) {
      const pendingSpelling = checkSpelling(language.code, tokens, text);
      pendingSpelling.catch(() => undefined); // awaited below
      // French: Grammalecte in its own process (never throws; undefined when absent or failed), meanwhile.
      const pendingGrammalecte = language.code === 'fr' ? checkWithGrammalecte(text) : Promise.resolve(undefined);
      const grammar = checkIntlGrammar(language.code, text);
      const spelling = await pendingSpelling;
      const grammalecte = await pendingGrammalecte;
      return { issues: [...grammar, ...(grammalecte ?? []), ...spelling], checks: ['grammar', 'spelling', ...(grammalecte ? ['Grammalecte'] : [])] };
    }
  } catch (error) {
    if (!(error instanceof WorkerTimeoutError)) throw error;
    if (isSpellingLanguage(language.code)) {
      notices.push(`The ${language.name} dictionary took too long on this text, so spelling was not checked; grammar was.`);
      return { issues: checkIntlGrammar(language.code, text), checks: ['grammar'] };
    }
    notices.push('The grammar engine took too long on this text, so only style, terminology and readability are shown.');
    return { issues: language.code === 'en' ? checkOwnGrammar(text, tokens) : [], checks: ['style'] };
  }
  notices.push(`Grammar and spelling checks are not available for ${language.name} yet; readability and terminology are shown.`);
  return { issues: [], checks: [] };
}

/** Engines can offer one fix twice, or the flagged text itself: a card shows each real choice once. */
function listDistinctReplacements(flagged: string, replacements: string[]): string[] {
  return [...new Set(replacements)].filter((replacement) => replacement !== flagged);
}

function countByCategory(issues: Issue[]): Record<IssueCategory, number> {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<IssueCategory, number>;
  for (const issue of issues) counts[issue.category] += 1;
  return counts;
}

export async function checkText(input: ParsedGrammarInput, responses: ResponseLevel): Promise<GrammarResult> {
  const text = input.text;
  const checkable = guardText(text);
  const language = await chooseLanguage(input.language, checkable);
  const english = language.code === 'en';
  const notices: string[] = [];
  const tokens = tokenizeWords(checkable);
  const sentences = splitSentences(checkable);

  // The worker starts linting now; the main-thread checks below run meanwhile on the other core.
  const pending = checkCorrectness(checkable, language, notices);
  pending.catch(() => undefined); // observed below; this only avoids an "unhandled" warning if we throw first
  // An operator's LanguageTool server (LANGUAGETOOL_URL), asked meanwhile; it never throws.
  const languageToolCode = toLanguageToolCode(language.code, language.dialect, language.eitherSpelling === true);
  const pendingLanguageTool = languageToolCode ? checkWithLanguageTool(checkable, languageToolCode) : Promise.resolve(undefined);
  const userTerms = checkUserTerms(text, input.terms);
  const local = [
    ...(english ? checkStyle(checkable, tokens, sentences) : []),
    ...(english && input.domain ? checkDomainTerms(checkable, input.domain) : []),
    ...(english ? checkTermConsistency(checkable) : []),
    ...userTerms.issues,
  ];
  const readability = computeReadability(countText(sentences, tokens), english);
  const tone = analyzeTone(checkable, sentences, tokens, english);
  const correctness = await pending;
  const fromLanguageTool = await pendingLanguageTool;
  const merged = mergeIssues([...correctness.issues, ...(fromLanguageTool ?? []), ...local], userTerms.protectedRanges);
  // Two checkers (or Grammalecte's alternatives) fixing one French mistake twice: a recheck keeps the first fix only.
  const issues = correctness.checks.includes('Grammalecte') ? await dropCascadingFixes(checkable, merged, recheckFrench).catch(() => merged) : merged;
  if (responses === 'basic') delete tone.sentences;
  // LanguageTool is listed only when it answered: a server that failed is silently left out.
  const checks = [...correctness.checks, ...(fromLanguageTool ? ['LanguageTool'] : []), 'readability', 'tone', 'terminology'];
  return {
    language: { code: language.code, name: language.name, detected: language.detected, checks },
    issues: issues.map(({ source: _source, ...issue }) => {
      const replacements = listDistinctReplacements(text.slice(issue.offset, issue.offset + issue.length), issue.replacements);
      return {
        ...issue,
        ruleName: issue.ruleName ?? nameRule(issue.rule),
        replacements: responses === 'basic' ? replacements.slice(0, BASIC_REPLACEMENTS) : replacements.slice(0, 8),
      };
    }),
    corrected: applyConfidentFixes(text, issues),
    readability,
    tone,
    stats: { words: tokens.length, sentences: sentences.length, issuesByCategory: countByCategory(issues) },
    notices,
  };
}
