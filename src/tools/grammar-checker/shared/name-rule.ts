const LANGUAGE_NAMES: Record<string, string> = { de: 'German', fr: 'French', es: 'Spanish', en: 'English' };

function sentenceCase(words: string[]): string {
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A rule's name in plain words for the page, from its internal id: "harper/TheirToTheyre" →
 * "Their to theyre", "plural-subject-agreement" → "Plural subject agreement", "spelling/de" →
 * "Spelling (German)". Writers should never have to read an engine's identifiers. Our German,
 * French and Spanish rules carry their own names (Issue.ruleName); this is for the rest and for
 * results saved before names existed. Pure, so the page can use it too.
 */
export function nameRule(id: string): string {
  const [head = '', tail] = id.split('/', 2);
  if (head === 'spelling') return tail && LANGUAGE_NAMES[tail] ? `Spelling (${LANGUAGE_NAMES[tail]})` : 'Spelling';
  const name = tail ?? head;
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.length ? sentenceCase(words) : 'Grammar';
}
