const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™',
  eacute: 'é', egrave: 'è', ecirc: 'ê', aacute: 'á', agrave: 'à', acirc: 'â', iacute: 'í', oacute: 'ó',
  uacute: 'ú', ouml: 'ö', uuml: 'ü', auml: 'ä', szlig: 'ß', ccedil: 'ç', ntilde: 'ñ', middot: '·',
};

/** Decodes HTML/XML character references: numeric ones all, named ones for the characters titles use. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain text from markup: tags dropped, entities decoded, spaces collapsed. */
export function toPlainText(text: string): string {
  return collapseSpaces(decodeEntities(text.replace(/<[^>]*>/g, ' ')));
}

// CSL-JSON fields may carry this much markup (citeproc-js renders it); any other tag is dropped.
const KEPT_TAGS = /^<\/?(i|b|sub|sup)>$/i;

/**
 * A title as CSL-JSON wants it: JATS/HTML italics, bold, sub- and superscripts kept as <i>, <b>, <sub>,
 * <sup> (Crossref titles carry chemical formulas and species names), every other tag dropped.
 */
export function toCslRichText(text: string): string {
  const normalized = text
    .replace(/<(\/?)(?:jats:)?(?:italic|em)\b[^>]*>/gi, '<$1i>')
    .replace(/<(\/?)(?:jats:)?(?:bold|strong)\b[^>]*>/gi, '<$1b>')
    .replace(/<(\/?)(?:jats:)?(sub|sup)\b[^>]*>/gi, '<$1$2>')
    .replace(/<[^>]*>/g, (tag) => (KEPT_TAGS.test(tag) ? tag.toLowerCase() : ''));
  return collapseSpaces(decodeEntities(normalized));
}
