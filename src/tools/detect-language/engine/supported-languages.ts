import { BACKEND_IDS } from './backends/backend-types';
import type { BackendSet } from './backends/load-backends';
import { languagesWrittenIn } from './language-scripts';
import { SCRIPTS } from './script-table';

/** Languages the script rules name on their own (Hangul → Korean, Adlam → Fulah…). */
export function listScriptRuleLanguages(): string[] {
  const codes = new Set<string>(['jpn', 'kor']);
  for (const [, script] of SCRIPTS) {
    const members = languagesWrittenIn(script);
    if (members.length === 1) codes.add(members[0] as string);
  }
  return [...codes];
}

/** Every language the engine can answer: any library's, plus the script rules'. Sorted codes. */
export function listSupportedLanguages(backends: BackendSet): string[] {
  const codes = new Set<string>(listScriptRuleLanguages());
  for (const id of BACKEND_IDS) for (const code of backends[id].languages) codes.add(code);
  return [...codes].sort();
}
