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

const DOC_DEFAULTS = /<w:docDefaults\b[^>]*?(?:\/>|>[\s\S]*?<\/w:docDefaults>)/;
/** What may follow `w:lang` inside `w:rPr` (ECMA-376 CT_RPr order): it goes before them. */
const AFTER_LANG = /<w:(?:eastAsianLayout|specVanish|oMath)\b/;

/**
 * A Word styles part whose defaults name no language gets the target's: Word would otherwise check the
 * translation's spelling in its user's own language (a file written by some tools has no `w:lang` at all).
 * Defaults that name a language are left to retagWordLanguages.
 */
export function declareDefaultLanguage(styles: string, target: string): string {
  const lang = `<w:lang w:val="${wordLocale(target)}"/>`;
  const rPr = `<w:rPr>${lang}</w:rPr>`;
  const defaults = DOC_DEFAULTS.exec(styles)?.[0];
  if (defaults === undefined) {
    return styles.replace(/(<w:styles\b[^>]*>)/, `$1<w:docDefaults><w:rPrDefault>${rPr}</w:rPrDefault></w:docDefaults>`);
  }
  if (/<w:lang\b/.test(defaults)) return styles;
  let updated: string;
  if (/<w:rPrDefault\s*\/>/.test(defaults)) updated = defaults.replace(/<w:rPrDefault\s*\/>/, `<w:rPrDefault>${rPr}</w:rPrDefault>`);
  else if (!/<w:rPrDefault\b/.test(defaults)) updated = defaults.replace(/^(<w:docDefaults\b[^>]*?)(\/>|>)/, (_, open: string, end: string) => `${open}><w:rPrDefault>${rPr}</w:rPrDefault>${end === '/>' ? '</w:docDefaults>' : ''}`);
  else if (/<w:rPrDefault\b[^>]*>\s*<w:rPr\s*\/>/.test(defaults)) updated = defaults.replace(/<w:rPr\s*\/>/, rPr);
  else if (!/<w:rPrDefault\b[^>]*>[\s\S]*?<w:rPr\b/.test(defaults)) updated = defaults.replace(/(<w:rPrDefault\b[^>]*>)/, `$1${rPr}`);
  else {
    updated = defaults.replace(/(<w:rPrDefault\b[^>]*>[\s\S]*?<w:rPr\b[^>]*>)([\s\S]*?)(<\/w:rPr>)/, (_, open: string, body: string, close: string) => {
      const at = body.search(AFTER_LANG);
      return at < 0 ? `${open}${body}${lang}${close}` : `${open}${body.slice(0, at)}${lang}${body.slice(at)}${close}`;
    });
  }
  return styles.replace(defaults, updated);
}
