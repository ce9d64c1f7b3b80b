const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Character data of XML or HTML as text: the five XML entities, &nbsp; and numeric references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export function encodeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function encodeAttribute(text: string): string {
  return encodeText(text).replaceAll('"', '&quot;');
}

/** Markup and character data, in order; concatenated they give the input back unchanged. */
export function tokenizeMarkup(source: string): string[] {
  return source.match(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[^>]*>|[^<]+|</g) ?? [];
}

/** `w:t` from `<w:t xml:space="preserve">`, `</w:t>` or `<w:t/>`; undefined for text. */
export function tagName(token: string): string | undefined {
  return /^<\/?([A-Za-z][\w:.-]*)/.exec(token)?.[1];
}
