/**
 * A translated document should say it is in the target language: browsers and screen readers pick
 * voices and hyphenation from HTML `lang`, Word picks its spelling dictionary from `w:lang`. Only
 * declarations of the source language are changed: a quotation marked as French inside an English
 * document stays French, since the engine read it as English and left it as it was.
 */

/** Word expects a locale ("es-ES"); a bare "es" is not matched to a proofing dictionary everywhere. */
const WORD_LOCALES: Record<string, string> = {
  ar: 'ar-SA', ca: 'ca-ES', cs: 'cs-CZ', da: 'da-DK', de: 'de-DE', el: 'el-GR', en: 'en-US', es: 'es-ES',
  eu: 'eu-ES', fi: 'fi-FI', fr: 'fr-FR', gl: 'gl-ES', he: 'he-IL', hu: 'hu-HU', is: 'is-IS', it: 'it-IT',
  ja: 'ja-JP', ko: 'ko-KR', nb: 'nb-NO', nl: 'nl-NL', nn: 'nn-NO', oc: 'oc-FR', pl: 'pl-PL', pt: 'pt-PT',
  ro: 'ro-RO', ru: 'ru-RU', sv: 'sv-SE', tr: 'tr-TR', uk: 'uk-UA', zh: 'zh-CN',
};

/** The language part of a tag: "en-GB", "en_US" and "EN" are all "en". */
export function primaryLanguage(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

export function isSameLanguage(tag: string, code: string): boolean {
  const primary = primaryLanguage(tag);
  return primary !== '' && primary === primaryLanguage(code);
}

/** The tag Word uses for a language code; a code that already names a region is kept. */
export function wordLocale(code: string): string {
  const [language = '', region] = code.trim().split(/[-_]/);
  if (region) return `${language.toLowerCase()}-${region.toUpperCase()}`;
  return WORD_LOCALES[language.toLowerCase()] ?? language.toLowerCase();
}

// `w:lang` (run and style properties) and `w:themeFontLang` (settings) carry up to three languages:
// w:val for Latin and Cyrillic text, w:eastAsia and w:bidi for the other scripts.
const WORD_LANGUAGE_ELEMENT = /<w:(?:lang|themeFontLang)\b[^>]*>/g;
const WORD_LANGUAGE_ATTRIBUTE = /(\sw:(?:val|eastAsia|bidi)\s*=\s*)(["'])([^"']*)\2/g;
const CORE_LANGUAGE = /(<dc:language>)([^<]*)(<\/dc:language>)/g;

/** A part of a .docx (document, styles, settings, core properties) with the source language declarations made the target's. */
export function retagWordLanguages(xml: string, source: string, target: string): string {
  const locale = wordLocale(target);
  return xml
    .replace(WORD_LANGUAGE_ELEMENT, (element) =>
      element.replace(WORD_LANGUAGE_ATTRIBUTE, (whole, lead: string, quote: string, value: string) =>
        isSameLanguage(value, source) ? `${lead}${quote}${locale}${quote}` : whole,
      ),
    )
    .replace(CORE_LANGUAGE, (whole, open: string, value: string, close: string) => (isSameLanguage(value, source) ? `${open}${locale}${close}` : whole));
}
