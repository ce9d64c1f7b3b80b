import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';

/** A pasted bibliography or a .bib/.ris file of a few hundred entries; far more is a library, not a paste. */
export const MAX_SOURCE_CHARS = 500_000;
/** A CSL style file: the longest official styles are about 150 KB. */
export const MAX_STYLE_XML_CHARS = 400_000;
/** Formatting runs on the request thread (citeproc is synchronous): 200 APA sources take about 0.3–0.5 s. */
export const MAX_ITEMS = 200;

/** The styles kept in the repository, by CSL id (file name without .csl): what the picker offers first. */
export const BUNDLED_STYLE_IDS = [
  'apa',
  'modern-language-association',
  'chicago-author-date',
  'chicago-note-bibliography',
  'turabian-author-date',
  'ieee',
  'harvard-cite-them-right',
  'vancouver',
  'american-medical-association',
  'american-sociological-association',
  'american-political-science-association',
  'nature',
  'american-chemical-society',
] as const;

export const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES'] as const;
export type CitationLocale = (typeof LOCALES)[number];

/**
 * A source as CSL-JSON (the format citeproc reads). Only the fields every item needs are checked here;
 * the rest pass through as given, so any CSL variable survives a round trip.
 */
export const cslItemSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  // Exported lists sometimes leave the type out; "document" is CSL's own catch-all, and the style still formats it.
  type: z.string().min(1, 'A source type is empty: give one such as "article-journal" or "book".').default('document'),
});
export type CslItem = z.infer<typeof cslItemSchema> & Record<string, unknown>;

export const citationItemSchema = z
  .object({
    id: z.string(),
    locator: z.string().max(100).optional(),
    /** The locator's kind: "page", "chapter", "figure"… (CSL locator terms). */
    label: z.string().max(40).optional(),
    prefix: z.string().max(1_000).optional(),
    suffix: z.string().max(1_000).optional(),
    'suppress-author': z.boolean().optional(),
  })
  .strict();

export const EXPORT_FORMATS = ['bibtex', 'ris', 'csl-json', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const citationInputSchema = z
  .object({
    /** A style id ("apa", "modern-language-association", "ieee"…), or "custom" with `styleXml`. */
    style: z.string().trim().min(1, 'Choose a citation style, such as "apa".').max(200),
    styleXml: textField({ label: 'The CSL style', maxChars: MAX_STYLE_XML_CHARS, required: false }).optional(),
    locale: z.string().trim().max(20).optional(),
    /** Sources already as CSL-JSON. */
    items: z.array(cslItemSchema).max(MAX_ITEMS, `At most ${MAX_ITEMS} sources at once.`).optional(),
    /** Or: BibTeX, RIS or CSL-JSON text, a DOI, an ISBN, an arXiv or PubMed id, a URL, or free-text references (one per line). */
    source: textField({ label: 'The source', maxChars: MAX_SOURCE_CHARS, required: false }).optional(),
    output: z.enum(['bibliography', 'citation', 'both']).default('both'),
    /** One inner list per citation; by default each source is cited on its own. */
    citationItems: z.array(z.array(citationItemSchema).min(1)).max(MAX_ITEMS).optional(),
    /** Which rendering the caller will show; both `text` and `html` are always returned (see the README). */
    format: z.enum(['text', 'html']).default('html'),
    /** DOIs and URLs as `<a href>` links in `html` (citeproc-js's wrap_url_and_doi, as citation-js's `hyperlinks` option). */
    links: z.boolean().optional(),
    /** Files to build from the sources (advanced responses). */
    exports: z.array(z.enum(EXPORT_FORMATS)).max(EXPORT_FORMATS.length).optional(),
  })
  .strict()
  .refine((input) => input.style !== 'custom' || Boolean(input.styleXml?.trim()), {
    message: 'With the style "custom", give the CSL style itself in styleXml.',
    path: ['styleXml'],
  })
  .refine((input) => Boolean(input.items?.length) || Boolean(input.source?.trim()), {
    message: 'Give a source: a DOI, ISBN, URL, a reference, BibTeX/RIS, or items as CSL-JSON.',
    path: ['source'],
  });
export type CitationInput = z.input<typeof citationInputSchema>;
export type ParsedCitationInput = z.output<typeof citationInputSchema>;

/** Where an item came from, and which of its fields the reader is unsure of (the page asks the user to confirm them). */
export const itemOriginSchema = z.object({
  itemId: z.string(),
  from: z.enum(['csl-json', 'bibtex', 'ris', 'doi', 'isbn', 'arxiv', 'pubmed', 'url', 'free-text']),
  uncertainFields: z.array(z.string()),
  /** A free-text reference Crossref's search found as the same work: its fields are the deposited record's. */
  confirmedBy: z.literal('crossref').optional(),
});

export const citationResultSchema = z.object({
  items: z.array(cslItemSchema),
  /** In the style's order; `html` as citeproc-js's html format gives it, without the csl-entry wrapper. */
  bibliography: z.array(z.object({ id: z.string(), text: z.string(), html: z.string() })),
  /** In-text citations (or notes), one per entry of citationItems. */
  citations: z.array(z.object({ text: z.string(), html: z.string() })),
  style: z.object({ id: z.string(), title: z.string() }),
  /** Missing fields the style needs, a DOI that does not resolve, title case the style does not want… */
  warnings: z.array(z.object({ itemId: z.string(), field: z.string(), message: z.string() })),
  origins: z.array(itemOriginSchema),
  /** Advanced responses: the files asked for in `exports` (docx as base64). */
  exports: z
    .object({ bibtex: z.string().optional(), ris: z.string().optional(), 'csl-json': z.string().optional(), docx: z.string().optional() })
    .optional(),
});
export type CitationResult = z.infer<typeof citationResultSchema>;

export const citationContract = defineToolContract({
  id: 'citation-helper',
  input: citationInputSchema,
  result: citationResultSchema,
  // A reference list is metadata, not prose: count the words of what was pasted, at least one per source.
  countInputWords: (input) => Math.max(countWords(input.source ?? ''), input.items?.length ?? 0, 1),
  // Formatting costs ~2 ms a source (citeproc, bench/engines): a long list, or a custom style whose
  // macros may fan out, would hold the light thread that a student's ten sources are waiting for.
  isCostlyInput: (input) => input.style === 'custom' || countSourcesGiven(input) >= COSTLY_SOURCES,
});

/** Sources from which formatting a list is costly for its size (the engine lanes give it a thread of its own). */
export const COSTLY_SOURCES = 40;

/** Sources in an input: its items, or the entries of what was pasted (BibTeX/RIS records, else non-empty lines). */
export function countSourcesGiven(input: { items?: unknown[] | undefined; source?: string | undefined }): number {
  const source = input.source ?? '';
  const records = (source.match(/^\s*@\w+\s*[{(]/gm) ?? []).length + (source.match(/^TY {2}- /gm) ?? []).length;
  const lines = records > 0 ? 0 : (source.match(/^\s*\S/gm) ?? []).length;
  return (input.items?.length ?? 0) + Math.max(records, lines);
}

/** What `/api/config` says under `tools.citation-helper`: whether identifier lookups can reach the internet, and Debian's style collection. */
export const citationSetupSchema = z.object({ identifierLookup: z.boolean(), installedStyles: z.number().int().nonnegative() });
export type CitationSetup = z.infer<typeof citationSetupSchema>;

// GET /api/citation-styles?q=&limit=: the style picker's search (src/tools/citation-helper/server). Public, costs no request.

/** Strict: the search has no pages, so a `cursor` (or any other parameter) is a caller's mistake, answered with a 400 naming it. */
export const styleSearchQuerySchema = z
  .object({
    q: z.string().max(200, 'Search with at most 200 characters.').default(''),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();

export const styleInfoSchema = z.object({
  /** The file name without `.csl`: what the tool's `style` field takes. */
  id: z.string(),
  title: z.string(),
  /** Kept in the repository (the picker offers these first). */
  bundled: z.boolean(),
  /** A journal's alias of another style ("independent-parent"), by that style's id. */
  parent: z.string().optional(),
});
export type StyleInfo = z.infer<typeof styleInfoSchema>;

export const styleSearchSchema = z.object({
  styles: z.array(styleInfoSchema),
  total: z.number(),
  /** How many styles the server's installed collection holds (0 without Debian's package). */
  installed: z.number(),
});
export type StyleSearch = z.infer<typeof styleSearchSchema>;

// Saved bibliographies: GET/POST /api/bibliographies, GET/PATCH/DELETE /api/bibliographies/:id
// (src/tools/citation-helper/server). Accounts only; saving is free, formatting is a tool run.

/** A saved list's fields as sent: POST takes them all (items may be left out), PATCH any of them. */
export const bibliographyFieldsSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the bibliography a name.').max(120, 'A name may be at most 120 characters.'),
    style: z.string().trim().min(1, 'Choose a citation style.').max(200),
    locale: z.enum(LOCALES).nullable().optional(),
    items: z.array(cslItemSchema).max(MAX_ITEMS, `A bibliography may hold at most ${MAX_ITEMS} sources.`),
  })
  .strict();
export type BibliographyFields = z.input<typeof bibliographyFieldsSchema>;
export const newBibliographySchema = bibliographyFieldsSchema.extend({ items: bibliographyFieldsSchema.shape.items.default([]) });
export const bibliographyChangesSchema = bibliographyFieldsSchema.partial().refine((fields) => Object.keys(fields).length > 0, {
  message: 'Send at least one of name, style, locale or items.',
});

/** A saved list in the account's list: without its items (a list can hold hundreds). */
export const bibliographySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  style: z.string(),
  locale: z.string().nullable(),
  itemCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BibliographySummary = z.infer<typeof bibliographySummarySchema>;

/** GET /api/bibliographies: most recently edited first, and how many the account may keep. */
export const bibliographyListSchema = z.object({ items: z.array(bibliographySummarySchema), limit: z.number() });
export type BibliographyList = z.infer<typeof bibliographyListSchema>;

export const bibliographySchema = bibliographySummarySchema.extend({ items: z.array(cslItemSchema) });
export type Bibliography = z.infer<typeof bibliographySchema>;

/** POST (201), GET, PATCH /api/bibliographies[/:id]: the whole list. DELETE answers `{deleted: true, id}`. */
export const savedBibliographySchema = z.object({ bibliography: bibliographySchema });
export type SavedBibliography = z.infer<typeof savedBibliographySchema>;
