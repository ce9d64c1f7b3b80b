import { type Issue } from '../types';
import { tagSentences } from './tag-words';

/**
 * "Although it was raining, but we went out" → "Although it was raining, we went out": a clause
 * opened by "although" or "because" is already joined to the next; a second joiner ("but", "so")
 * is a doubled connector. "as hard than" → "as hard as": an equal comparison closes with "as".
 */
export function checkClauseConnectors(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const first = words[0]?.lower;
    const opener = first === 'even' && words[1]?.lower === 'though' ? 'though' : first;
    const doubled = opener === 'although' || opener === 'though' ? 'but' : opener === 'because' ? 'so' : undefined;
    if (doubled) {
      const comma = words.findIndex((w, i) => w.text === ',' && i > 2);
      const joiner = comma > 0 ? words[comma + 1] : undefined;
        // "Because of the rain, so many people…": "so" before a quantity or adjective is "very".
      const after = words[comma + 2];
      const intensifier = doubled === 'so' && (after?.pos === 'ADJ' || after?.pos === 'ADV' || /^(many|much|few|little)$/.test(after?.lower ?? ''));
      if (joiner?.lower === doubled && after && !intensifier) {
        issues.push({
          offset: joiner.start, length: (words[comma + 2]?.start ?? joiner.end) - joiner.start, category: 'grammar', rule: 'clause-connectors',
          source: 'rule', confidence: 0.85, replacements: [''],
          message: `'${words[0]?.text}' already links the two clauses: drop '${joiner.text}'.`,
        });
      }
    }
    words.forEach((word, i) => {
      const adjective = words[i + 1];
      const than = words[i + 2];
      if (word.lower !== 'as' || !adjective || than?.lower !== 'than' || !/^(ADJ|ADV)$/.test(adjective.pos)) return;
      // "as well than" and "such as more than" are no equal comparison of this shape.
      if (/^(well|much|many|long|soon|far)$/.test(adjective.lower) || words[i - 1]?.lower === 'such') return;
      issues.push({
        offset: than.start, length: than.end - than.start, category: 'grammar', rule: 'comparative-forms', source: 'rule', confidence: 0.85,
        message: "An equal comparison is 'as … as'.", replacements: ['as'],
      });
    });
  }
  return issues;
}
