/**
 * What a BibTeX or RIS round trip cannot tell apart, spelled out so the figure does not hide a loss:
 * - "canonical": the same value in the format's own spelling (it comes back in one CSL form);
 * - "inexpressible": a distinction the format has no way to write.
 * Everything else that comes back different is a loss. src/tools/citation-helper/eval/README.md gives the reasons.
 */
export type Format = 'BibTeX' | 'RIS';
export type Verdict = 'kept' | 'canonical' | 'inexpressible' | 'lost';

type Name = Record<string, unknown>;

export function judgeField(format: Format, field: string, given: unknown, back: unknown): Verdict {
  if (sameValue(given, back)) return 'kept';
  if (sameValue(canonical(format, field, given), canonical(format, field, back))) return 'canonical';
  if (isInexpressible(format, given)) return 'inexpressible';
  if (format === 'RIS' && hasCapitalisedParticle(given) && sameValue(foldParticles(given), foldParticles(back))) return 'inexpressible';
  return 'lost';
}

/** Names and dates compare by content; strings ignore surrounding space. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

function canonical(format: Format, field: string, value: unknown): unknown {
  if (Array.isArray(value) && value.every((name) => name && typeof name === 'object' && !Array.isArray(name))) {
    return (value as Name[]).map((name) => canonicalName(format === 'RIS' ? foldLowercaseParticle(name) : name));
  }
  if (field === 'page' && typeof value === 'string') return value.replace(/\s*[-–—]+\s*/g, '-');
  if (field === 'DOI' && typeof value === 'string') return value.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '').toLowerCase();
  if (value && typeof value === 'object' && 'date-parts' in value) {
    const { 'date-parts': parts, ...rest } = value as { 'date-parts': unknown[] };
    return parts.length ? value : rest;
  }
  if (typeof value !== 'string') return value;
  // CSS ignores the space after a colon: `font-variant: small-caps` is `font-variant:small-caps`.
  const css = value.replace(/font-variant:\s*small-caps;?/g, 'font-variant:small-caps;');
  // TeX reads any run of spaces as one space.
  return format === 'BibTeX' ? css.replace(/\s+/g, ' ') : css;
}

/** A name with one part is the same name however CSL spells it: `literal`, `family` alone, or `family` + `isInstitution`. */
function canonicalName(name: Name): Name {
  const parts = ['given', 'suffix', 'dropping-particle', 'non-dropping-particle'].filter((part) => name[part]);
  const single = (name.literal ?? (parts.length ? undefined : name.family)) as string | undefined;
  if (single !== undefined) return { literal: single };
  const { isInstitution: _institution, ...rest } = name;
  return rest;
}

/**
 * RIS has no particle parts: a lowercase non-dropping particle is written into the family name
 * ("van der Berg"), which citeproc-js reads back as that particle, so both spellings print alike.
 */
function foldLowercaseParticle(name: Name): Name {
  const particle = name['non-dropping-particle'];
  if (typeof particle !== 'string' || !/^\p{Ll}/u.test(particle)) return name;
  const { 'non-dropping-particle': _particle, ...rest } = name;
  return { ...rest, family: `${particle} ${String(rest.family ?? '')}`.trim() };
}

/**
 * A capitalised non-dropping particle ("La Fontaine") reads as part of the family name once RIS has
 * written it there, and citeproc prints the two apart when it inverts names: a distinction RIS cannot
 * write. It only counts as such when the text itself came back.
 */
function hasCapitalisedParticle(value: unknown): boolean {
  return Array.isArray(value) && value.some((name) => name && typeof name === 'object' && /^\p{Lu}/u.test(String((name as Name)['non-dropping-particle'] ?? '')));
}

function foldParticles(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return (value as Name[]).map((name) => {
    if (!name || typeof name !== 'object') return name;
    const { 'non-dropping-particle': particle, ...rest } = name;
    return particle ? { ...rest, family: `${String(particle)} ${String(rest.family ?? '')}` } : rest;
  });
}

function isInexpressible(format: Format, value: unknown): boolean {
  if (Array.isArray(value) && value.some((name) => name && typeof name === 'object')) {
    return (value as Name[]).some((name) => {
      // Neither format has a flag for "Doe, Jr." against "Doe Jr.".
      if (name['comma-suffix']) return true;
      // BibTeX has a single "von" part; CSL's dropping and non-dropping particles cannot both be held.
      if (format === 'BibTeX') return Boolean(name['dropping-particle'] && name['non-dropping-particle']);
      // RIS names are "Last, First, Suffix": a comma inside a part reads as the next part.
      return [name.literal, name.given, name.family].some((part) => typeof part === 'string' && part.includes(','));
    });
  }
  // RIS dates (PY, DA, Y1) hold one date each, not a range.
  if (format === 'RIS' && value && typeof value === 'object' && 'date-parts' in value) return ((value as { 'date-parts': unknown[] })['date-parts'].length ?? 0) > 1;
  return false;
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined && inner !== '')
      .map(([key, inner]) => [key, normalise(inner)] as const)
      .sort(([x], [y]) => x.localeCompare(y));
    return Object.fromEntries(entries);
  }
  return value;
}
