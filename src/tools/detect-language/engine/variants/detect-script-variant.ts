import type { ScriptProfile } from '../detect-script';
import { describeLanguage } from '../language-codes';
import { scriptsOfLanguage } from '../language-scripts';
import { nameScript } from '../script-table';
import type { VariantResult } from './variant-types';

/**
 * For a language written in several scripts (Serbian, Uzbek, Azerbaijani, Punjabi…), the script the
 * text uses is the variant: sr-Cyrl or sr-Latn.
 */
export function detectScriptVariant(code: string, profile: ScriptProfile): VariantResult | undefined {
  const script = profile.dominant;
  const scripts = scriptsOfLanguage(code);
  if (!script || scripts.length < 2 || !scripts.includes(script)) return undefined;
  const { bcp47, name } = describeLanguage(code);
  const share = Math.round(100 * (profile.shares.get(script) ?? 0));
  return {
    code: `${bcp47}-${script}`,
    name: `${name} (${nameScript(script)})`,
    evidence: [`${share}% of letters are ${nameScript(script)}`],
  };
}
