import { ToolInputError } from '../../../../platform/engine';
import { readLocaleFiles } from '../styles/style-files';
import { getCslPlugin } from './citation-js';

let registered: Set<string> | undefined;

/** Registers every locale once (the repository's five, plus Debian's when installed) and returns their tags. */
export function registerLocales(): Set<string> {
  if (registered) return registered;
  const { locales } = getCslPlugin();
  const tags = new Set<string>();
  for (const [tag, xml] of readLocaleFiles()) {
    locales.add(tag, xml);
    tags.add(tag);
  }
  registered = tags;
  return tags;
}

/**
 * The locale tag citeproc should use: the user's ("de" → "de-DE"), else undefined so the style's own
 * default-locale applies (a French style stays French).
 */
export function resolveLocale(requested: string | undefined): string | undefined {
  const tags = registerLocales();
  const wanted = requested?.trim().replace('_', '-');
  if (!wanted) return undefined;
  const exact = [...tags].find((tag) => tag.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const primary = wanted.split('-')[0]?.toLowerCase() ?? '';
  const preferred = [`${primary}-${primary.toUpperCase()}`, primary === 'en' ? 'en-US' : ''].find((tag) => tags.has(tag));
  const sameLanguage = preferred ?? [...tags].find((tag) => tag.toLowerCase().startsWith(`${primary}-`) || tag.toLowerCase() === primary);
  if (sameLanguage) return sameLanguage;
  throw new ToolInputError(`There is no locale "${requested}". Try one of: en-US, en-GB, de-DE, fr-FR, es-ES.`);
}
