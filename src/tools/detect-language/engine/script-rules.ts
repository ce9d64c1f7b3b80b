import type { ScriptProfile } from './detect-script';
import { isWrittenIn, languagesWrittenIn } from './language-scripts';

/** What the script of a text says about its language, before any library is asked. */
export interface ScriptConstraint {
  /** A language the script alone decides (Hangul → Korean, Greek → Greek…). */
  forced?: string;
  /** Whether a candidate may be written in this text's script. */
  allows(code: string): boolean;
  /** Languages of a rare script that no library may propose but that the script makes likely. */
  extraCandidates: readonly string[];
}

/** Below this share of letters, a few kana or Hangul are quotations, not the text's language. */
const MIN_KANA_SHARE = 0.05;
const MIN_HANGUL_SHARE = 0.3;

/** Scripts so widely shared that listing their languages as extra candidates would only add noise. */
const OPEN_SCRIPTS = new Set(['Latn', 'Cyrl', 'Arab', 'Deva']);

const ANY: ScriptConstraint = { allows: () => true, extraCandidates: [] };

function forceLanguage(code: string): ScriptConstraint {
  return { forced: code, allows: (candidate) => candidate === code, extraCandidates: [code] };
}

/**
 * The constraint of a dominant script when no share forces a language: the same for every text of
 * that script, so made once (it is asked for at every stage of every text).
 */
const constraintOfScript = new Map<string, ScriptConstraint>();

function constrainToScript(dominant: string): ScriptConstraint {
  if (dominant === 'Hani') {
    // Without kana, Han text is Chinese or kanji-only Japanese: the libraries choose between them.
    return { allows: (code) => code === 'zho' || code === 'jpn', extraCandidates: ['zho'] };
  }
  if (OPEN_SCRIPTS.has(dominant)) return { allows: (code) => isWrittenIn(code, dominant), extraCandidates: [] };
  const members = languagesWrittenIn(dominant);
  if (members.length === 0) return ANY;
  if (members.length === 1) return forceLanguage(members[0] as string);
  return { allows: (code) => members.includes(code), extraCandidates: members };
}

export function constrainByScript(profile: ScriptProfile): ScriptConstraint {
  const { dominant, shares } = profile;
  if (!dominant) return ANY;
  if ((shares.get('Hang') ?? 0) >= MIN_HANGUL_SHARE) return forceLanguage('kor');
  if ((dominant === 'Hani' || dominant === 'Kana') && (shares.get('Kana') ?? 0) >= MIN_KANA_SHARE) {
    return forceLanguage('jpn');
  }
  let constraint = constraintOfScript.get(dominant);
  if (!constraint) constraintOfScript.set(dominant, (constraint = constrainToScript(dominant)));
  return constraint;
}

/** The ISO 15924 code to report for a language found in a text whose letters were `dominant`. */
export function reportScript(code: string, dominant: string | undefined): string | undefined {
  if (code === 'jpn' && (dominant === 'Hani' || dominant === 'Kana')) return 'Jpan';
  if (code === 'kor' && (dominant === 'Hang' || dominant === 'Hani')) return 'Kore';
  return dominant;
}
