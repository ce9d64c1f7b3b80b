import { type IssueCategory } from '../../contract';
import { type Issue } from '../types';

/**
 * An optional LanguageTool server (self-hosted or the hosted API) as a second opinion next to our
 * own checks. Configured by the operator:
 *   LANGUAGETOOL_URL            base URL ("http://localhost:8081" or "https://api.languagetoolplus.com")
 *   LANGUAGETOOL_USERNAME       and LANGUAGETOOL_API_KEY: the hosted Premium API's credentials
 *   LANGUAGETOOL_TIMEOUT_MS     how long to wait for an answer (default 8,000)
 * Any failure (unreachable, slow, a 4xx/5xx, a body that is not LanguageTool's JSON) costs only its
 * findings: the check falls back to ours and the user sees no error.
 */
export interface LanguageToolSettings {
  url: string;
  username?: string;
  apiKey?: string;
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 8_000;
/** The hosted API refuses longer texts; a self-hosted server is slow on them. */
export const LANGUAGETOOL_MAX_CHARACTERS = 60_000;

export function readLanguageToolSettings(env: NodeJS.ProcessEnv = process.env): LanguageToolSettings | undefined {
  const url = env.LANGUAGETOOL_URL?.trim();
  if (!url) return undefined;
  const timeout = Number(env.LANGUAGETOOL_TIMEOUT_MS);
  return {
    url: url.replace(/\/+$/, '').replace(/\/v2(\/check)?$/, ''),
    username: env.LANGUAGETOOL_USERNAME?.trim() || undefined,
    apiKey: env.LANGUAGETOOL_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/** The parts of LanguageTool's /v2/check answer we read (its documented JSON shape). */
interface LanguageToolMatch {
  message: string;
  shortMessage?: string;
  offset: number;
  length: number;
  replacements?: { value?: string }[];
  rule?: { id?: string; description?: string; issueType?: string; category?: { id?: string; name?: string } };
}

/** Our language and variant as LanguageTool names it: plain "en" lets it accept either spelling. */
export function toLanguageToolCode(code: string, dialect: string | undefined, eitherSpelling: boolean): string | undefined {
  if (code === 'en') {
    if (eitherSpelling) return 'en';
    const variants: Record<string, string> = { us: 'en-US', gb: 'en-GB', au: 'en-AU', ca: 'en-CA', in: 'en-US' };
    return variants[dialect ?? 'us'] ?? 'en-US';
  }
  const others: Record<string, string> = { de: 'de-DE', fr: 'fr', es: 'es' };
  return others[code];
}

function categorise(match: LanguageToolMatch): IssueCategory {
  const type = match.rule?.issueType ?? '';
  const category = match.rule?.category?.id ?? '';
  if (type === 'misspelling' || category === 'TYPOS') return 'spelling';
  if (type === 'typographical' || type === 'whitespace' || category === 'PUNCTUATION' || category === 'TYPOGRAPHY') return 'punctuation';
  if (type === 'style' || type === 'register' || type === 'locale-violation' || ['STYLE', 'REDUNDANCY', 'PLAIN_ENGLISH', 'COLLOQUIALISMS'].includes(category)) {
    return 'style';
  }
  return 'grammar';
}

/**
 * How sure a LanguageTool fix is, on our scale (fixes at 0.75 or more go into "Accept all"):
 * grammar and a spelling with one suggestion are applied; several spellings to choose from, and
 * style and typography (often a matter of taste), are shown only.
 */
function rateConfidence(category: IssueCategory, replacements: string[]): number {
  if (replacements.length === 0) return 0.5;
  if (category === 'grammar') return 0.8;
  if (category === 'spelling') return replacements.length === 1 ? 0.8 : 0.75;
  return 0.5;
}

/** "Did you mean <suggestion>is</suggestion>?" → "Did you mean ‘is’?" */
function plainMessage(message: string): string {
  return message.replace(/<suggestion>(.*?)<\/suggestion>/g, '‘$1’').replace(/<[^>]+>/g, '').trim();
}

export function toIssue(text: string, match: LanguageToolMatch): Issue | undefined {
  const { offset, length } = match;
  if (!Number.isInteger(offset) || !Number.isInteger(length) || offset < 0 || length < 0 || offset + length > text.length) return undefined;
  const category = categorise(match);
  const replacements = (match.replacements ?? [])
    .map((r) => r.value)
    .filter((value): value is string => typeof value === 'string')
    .slice(0, 8);
  return {
    offset,
    length,
    message: plainMessage(match.message || match.shortMessage || 'LanguageTool suggests a change here.'),
    category,
    rule: `languagetool/${match.rule?.id ?? 'rule'}`,
    ...(match.rule?.description ? { ruleName: match.rule.description } : {}),
    replacements,
    confidence: rateConfidence(category, replacements),
    source: 'languagetool',
  };
}

/**
 * Asks the server's /v2/check for `text`; undefined (never a throw) when it is not configured, the
 * text is too long, or the server fails in any way.
 */
export async function checkWithLanguageTool(
  text: string,
  language: string,
  settings: LanguageToolSettings | undefined = readLanguageToolSettings(),
): Promise<Issue[] | undefined> {
  if (!settings || text.length > LANGUAGETOOL_MAX_CHARACTERS || !/\S/.test(text)) return undefined;
  const form = new URLSearchParams({ text, language });
  if (settings.username && settings.apiKey) {
    form.set('username', settings.username);
    form.set('apiKey', settings.apiKey);
  }
  try {
    const response = await fetch(`${settings.url}/v2/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { matches?: unknown };
    if (!Array.isArray(body.matches)) return undefined;
    return (body.matches as LanguageToolMatch[]).flatMap((match) => toIssue(text, match) ?? []);
  } catch {
    // Unreachable, timed out, or not JSON: our own checks stand alone.
    return undefined;
  }
}
