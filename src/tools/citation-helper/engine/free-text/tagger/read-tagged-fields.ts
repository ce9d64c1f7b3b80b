import { audiovisualMedium } from './read-audiovisual-media';
import { bracketedImprint } from './read-bracketed-imprints';
import { labelCitationKey } from './read-citation-keys';
import { chemistryNameList } from './read-chemistry-names';
import { articleAfterInitials, containerEndReadAsPublisher, containerWordReadAsNumber, familyReadIntoJournal, journalAfterInitialNames, journalOpeningInTitle, namesEndAtInitialColon, placeWordOpeningPublisher, surnamesBeforeBareYear } from './read-compact-layouts';
import { bracketedNoteAfterTitle, documentNumberBeforeTitle, genreSentenceAfterTitle, labelVersions, publisherAfterGenre, publisherBeforePlace, publisherClosingTitle, titlePartAfterDash } from './read-document-numbers';
import { editorsAfterIn } from './read-editors-after-in';
import { filmCredits } from './read-film-credits';
import { groupAuthorBeforeDate, labelMissingDate, namesBeforeQuotedTitle, titleAfterOpeningDate, yearInsideTitle } from './read-group-authors';
import { acronymAfterTitle, joinSpacedPageRange, leadInBeforeNames, loneYearAsDate, organizationAsAuthor, pagesAfterIssueColon, pinpointAfterTitle, siteAfterQuotedTitle, titleWordAfterInitial, translatorAfterTitle } from './read-reference-edges';
import { issueBeforePageRange } from './read-issue-before-pages';
import { preprintServerAsContainer } from './read-preprint-servers';
import { titleRunIntoJournal } from './read-journal-openings';
import { namesAfterLinkedTitle } from './read-linked-title-bylines';
import { placeInPublisherName } from './read-publisher-imprints';
import { familyClosingNames, titleAfterEtAl, titleAfterLastJoinedName, titleWordReadAsName } from './read-name-list-ends';
import { namesAfterQuotedOpeningTitle } from './read-quoted-title-bylines';
import { titleFromSingleQuotes } from './read-single-quoted-titles';
import { pageTitleAndSite } from './read-site-page-titles';
import { venueAcronymBeforeYear } from './read-venue-acronyms';
import { genreBeforeQuotedTitle, onlineMarkerAfterTitle } from './read-title-markers';
import { nameAfterTitleSegment, namesAfterOpeningTitle, namesAfterTitleCue } from './read-title-bylines';
import { familyNamesAfterOpeningTitle } from './read-title-first-name-lists';
import { issueReadAsVolume, lastFullNameReadAsTitle } from './read-full-name-lists';
import { journalOpeningAfterQuotedTitle, vancouverNamesEndAtFullStop } from './read-name-and-quote-ends';
import { compactIssueCue, uncasedScriptReference } from './read-compact-cues';
import { journalAcronymAfterNames } from './read-journal-acronym-after-names';
import { titleTailReadAsContainer } from './read-title-tails-before-containers';
import { containerCutShort } from './read-container-tails';
import { joinedFullNamesReadAsTitle } from './read-joined-full-names';
import { runInNumberCues } from './read-run-in-numbers';
import { bracketedListNumber } from './read-bracketed-list-numbers';
import { titleWordAfterCompactInitials } from './read-compact-initials-ends';
import { publisherBeforeVolumeAndPages } from './read-journal-before-volumes';
import { preprintServerAloneAsContainer, preprintServerBeforeYear } from './read-preprint-server-names';
import { placeWordBeforePublisherAndPlace } from './read-place-after-publishers';
import { dateBracketTailInTitle, monthAfterYearInTitle } from './read-date-tails';
import { containerLeadIn } from './read-container-lead-ins';
import { forthcomingContainerInTitle } from './read-forthcoming-containers';
import { containerBracketClosed } from './read-container-brackets';
import { containerHeadAfterHyphenCut, publisherRunOnAfterJoiningWord } from './read-cut-word-ends';
import { imprintClosingAfterDate, siteDomainAfterQuotedTitle } from './read-closing-imprints';
import { cityLeftInPublisher } from './read-publisher-trailing-cities';
import { lastNameAfterSlash } from './read-slash-name-lists';
import { journalHeadAtTitleEdge, supplementCueAfterJournal } from './read-journal-head-edges';
import { publisherHead } from './read-publisher-heads';
import { chapterLocator, titleEndReadAsJournalBeforeVolume } from './read-chapter-locators';
import { placeHeadAfterFullStop } from './read-place-heads';
import { placeWordOpeningBody } from './read-publisher-first-words';
import { titleBeforeCommaClosedNames } from './read-title-first-comma-lists';
import { bookReadAsEditors, bookTitleBeforeEditors } from './read-books-before-editors';
import { reportKindAfterIssuer } from './read-report-issuers';
import { particlesAfterCapitalParticle } from './read-name-particles';
import { familyAfterDanglingInitial, initialOpeningJournal, labelIssueCue, journalBeforeYear, labelPageCue, labelSiteNames, namesAfterQuotedTitle, siteAsTitle, takeLinksOutOfTitles, titleBeforeLink, titleFromQuotation } from './read-title-first-layouts';
import { imprintClosingTitle, publisherAfterPlaceColon, reportNumberOpeningPlace } from './read-imprint-splits';
import { thesisKindClosingTitle } from './read-genre-tails';
import { familyAfterBareInitial } from './read-bare-initial-bylines';
import { journalAfterTitleQuestion, supplementCueOpensIssue } from './read-supplement-issues';
import { bodyClosingAsPublisher } from './read-closing-bodies';
import { publisherBeforeKnownPlace, swappedPlaceAndPublisher } from './read-place-lexicon-imprints';
import { pageWordClosingImprint, publisherNamedAsPlace, rfcNumber, tableLocator, versionSubtitle } from './read-locator-tails';
import { numberClosingContainer } from './read-container-number-ends';
import { yearOpeningTitle } from './read-repeated-year-titles';
import { bracketedRecordKind, doiInsideField, programNameReadAsAuthor, repositoryBeforeLink } from './read-software-records';
import { placeGluedToPublisher } from './read-place-glued-publishers';
import { journalHeadAfterQuotedTitle } from './read-quoted-title-journal-heads';
import { thesisKindOpeningPublisher } from './read-thesis-kind-publishers';
import { bylineInsideNames } from './read-by-lines-in-names';
import { editorRunningIntoAuthors, loneNameBeforeLinkIsTitle } from './read-split-name-lists';
import { findQuoteClose } from './find-quote-close';
import { journalHeadInUnclosedTitle, titleSentenceInJournal } from './read-unclosed-title-ends';
import { journalWithPlaceBeforeVancouverDate, titleOpeningVancouverJournal, yearBeforeVancouverVolume } from './read-vancouver-year-volumes';
import { containerEndReadAsTitle, editorHeadReadAsContainer, titleTailBeforeInEditors } from './read-chapter-title-edges';
import { pageCountReadAsVolume, publisherBeforeVancouverYear } from './read-book-imprint-ends';
import { bodyAfterVancouverNames, journalClosingVancouverTitle } from './read-vancouver-edges';
import { placeBeforeSpacedColon, romanceEditorCue, romanceIssueAfterJournal, romanceIssueCue } from './read-romance-cues';
import { bodyOpeningTitle, magazineBeforeMonth, magazineOpeningBeforeMonth } from './read-magazine-issues';
import { bodyAfterPagesAsPublisher, bodyContainerBeforePlace, journalHeadLeftInTitle, publisherCutAtDash, thesisKindInOtherLanguages, yearAfterBracketedGenre } from './read-imprint-joins';
import { acronymBodyBeforeTitle, countryOpeningBody, standardBodyBeforeNumber } from './read-standard-bodies';
import { codesReadAsPlace, publisherHeadEndingTitle, releaseReadAsVolume, titleEndReadAsContainer, yearMonthReadAsPages } from './read-title-imprint-edges';
import { titleOpeningReadAsName } from './read-title-openings-read-as-names';
import { nameClosingTitle } from './read-names-closing-titles';
import { issueBeforeBracketedPages } from './read-bracketed-page-ranges';
import { bracketedIssueBeforePageRange, journalReadAsPublisherBeforePages } from './read-article-numbers-after-quotes';
import { loneImprintWordAsPublisher, placeSentenceAfterPress } from './read-places-after-press-names';
import { articleOfPlaceInPublisher, gluedPageCue, lastEditorsBeforePublisher, publisherCutAtParticle, shelfmarkAfterPublisher } from './read-publisher-run-ons';
import type { Token } from './tokenize-reference';

/** The text the tagger gave each label, and which tokens it came from (for their margins). */
export interface TaggedSpan {
  text: string;
  tokens: number[];
}

/** Fields read from a tagged reference, before names are split. Strings as printed, cleaned of punctuation. */
export interface TaggedFields {
  author?: string;
  editor?: string;
  title?: string;
  'container-title'?: string;
  /** The container was a journal (the tagger tells journals from books and proceedings). */
  journal?: boolean;
  'collection-title'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  year?: string;
  month?: number;
  day?: number;
  publisher?: string;
  'publisher-place'?: string;
  edition?: string;
  genre?: string;
  DOI?: string;
  URL?: string;
  /** Token indexes each field was read from. */
  spans: Partial<Record<string, number[]>>;
  /** The labels the fields were read from, after the repairs (with `repair`): which tokens a rule relabelled. */
  repaired?: string[];
}

/** The first run of tokens with `label` (a second run of the same label is usually a different thing). */
function firstRun(tokens: Token[], labels: string[], wanted: readonly string[]): TaggedSpan | undefined {
  const start = labels.findIndex((label) => wanted.includes(label));
  if (start < 0) return undefined;
  let end = start;
  while (end + 1 < labels.length && wanted.includes(labels[end + 1] ?? '')) end++;
  const indexes = Array.from({ length: end - start + 1 }, (_, k) => start + k);
  return { text: indexes.map((k) => tokens[k]?.text ?? '').join(' '), tokens: indexes };
}

/** Every token with `label`, wherever it is (a date or pages may be split by other fields). */
function allOf(tokens: Token[], labels: string[], wanted: string): TaggedSpan | undefined {
  const indexes = labels.flatMap((label, k) => (label === wanted ? [k] : []));
  return indexes.length ? { text: indexes.map((k) => tokens[k]?.text ?? '').join(' '), tokens: indexes } : undefined;
}

/** A span's tokens joined as the reference printed them: no space where the tokenizer split a word ("…(2014)" + "118"). */
function asPrinted(tokens: Token[], span: TaggedSpan | undefined): TaggedSpan | undefined {
  if (!span) return undefined;
  const text = span.tokens.map((k, n) => `${n > 0 && (tokens[k]?.start ?? 0) > (tokens[span.tokens[n - 1] ?? 0]?.end ?? 0) ? ' ' : ''}${tokens[k]?.text ?? ''}`).join('');
  return { ...span, text };
}

/** Trims the punctuation a field carries from the reference around it ("(2011).", "“Title,”"). */
export function trimField(text: string): string {
  const trimmed = text
    .trim()
    .replace(/^[\s,.;:([{“"‘'«]+/u, '')
    .replace(/[\s,;:)\]}”"’'»]+$/u, '');
  // A closing full stop is the reference's, unless it ends an abbreviated name ("J. Am. Chem. Soc.").
  const abbreviated = /(?:^|\s)(?:\p{Lu}\p{Ll}{0,4}|\p{Lu})\.$/u.test(trimmed) && /\p{L}\.\s/u.test(trimmed);
  const field = (abbreviated ? trimmed : trimmed.replace(/\.+$/, '').replace(/[\s,;:)\]}”"’'»]+$/u, '')).trim();
  // A bracket the field opened is its own: "Proc. IEEE Conf. (CVPR)" keeps its closing parenthesis.
  const count = (pattern: RegExp) => field.match(pattern)?.length ?? 0;
  if (count(/\(/g) > count(/\)/g) && /^\.?\)/.test(text.trim().slice(text.trim().indexOf(field) + field.length))) return `${field})`;
  if (count(/\[/g) > count(/\]/g) && /^\.?\]/.test(text.trim().slice(text.trim().indexOf(field) + field.length))) return `${field}]`;
  return field;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The year (and month and day, when the month is named) of a date field. */
export function readYear(text: string): { year?: string; month?: number; day?: number } {
  // "1593 (2019)": a year in brackets is the date; a bare number before it is a page the tagger joined to it.
  const year = /\((1[5-9]\d\d|20\d\d)[a-z]?\)/.exec(text)?.[1] ?? /\b(1[5-9]\d\d|20\d\d)[a-z]?\b/.exec(text)?.[1];
  const monthIndex = MONTHS.findIndex((month) => new RegExp(`\\b${month}`, 'i').test(text));
  const day = monthIndex >= 0 ? /(?:^|[^\d])(\d{1,2})(?:st|nd|rd|th)?(?![\d])/.exec(text.replace(year ?? '', ''))?.[1] : undefined;
  return { ...(year ? { year } : {}), ...(monthIndex >= 0 ? { month: monthIndex + 1 } : {}), ...(day && Number(day) <= 31 ? { day: Number(day) } : {}) };
}

/** "Vol. 3, No. 2", "106(3)", "12:4" → volume and issue. */
export function readVolume(text: string): { volume?: string; issue?: string } {
  // biblatex's default style prints "61.3" for volume 61, number 3 (session 42).
  const dotted = /^\s*(\d{1,4})\.(\d{1,3})[,.;]?\s*$/.exec(text);
  if (dotted) return { volume: dotted[1], issue: dotted[2] };
  const cleaned = text.replace(/\b(?:vols?|volume|bd|tome|t|jg)\.?\s*/gi, '');
  // IEEE's lettered volumes ("vol. SE-3") keep their letters.
  const volume = /\b([A-Z]{1,3}-\d+|\d+[A-Z]?|[IVXLC]+)\b/.exec(cleaned)?.[1];
  // Session 35: "(Vol. 16)." — a bracket around the volume and its cue holds no issue.
  if (volume && /^\W*\(\s*(?:vols?|volume)\.?\s*\d+[A-Z]?\s*\)\W*$/i.test(text)) return { volume };
  const issue = /\((\d+[\s\-–/]*\d*)\)|(?:\bno|\bnr|\bissue|#|:)\.?\s*(\d+(?:[-–/]\d+)?)/i.exec(cleaned);
  return { ...(volume ? { volume } : {}), ...(issue ? { issue: (issue[1] ?? issue[2] ?? '').replace(/\s/g, '') } : {}) };
}

/** The issue number alone ("no. 3", "(3)"). */
export function readIssue(text: string): string | undefined {
  return /(\d+(?:[-–/]\d+)?)/.exec(text)?.[1];
}

/** "pp. 1761–1800)." → "1761–1800"; article numbers ("e1002", "072302") kept as printed. */
export function readPages(text: string): string | undefined {
  // Session 44: the dashes typeset pages are joined with include the non-breaking hyphen ("351‑66", French typesetting), the
  // hyphen, the figure dash and the minus sign.
  return /([A-Za-z]?\d+[A-Za-z]?\s*[-–—‐‑‒−]+\s*[A-Za-z]?\d+[A-Za-z]?|[A-Za-z]?\d+[A-Za-z]?)/.exec(text.replace(/\b(?:pp?|s|pages?)\.?\s*/gi, ''))?.[1]?.replace(/\s/g, '').replace(/[‐‑‒−]+/g, '-');
}

function readEdition(text: string): string | undefined {
  // Session 42: a software version keeps all its parts ("Version 5.4." is 5.4, not edition 5).
  const version = /\b(?:version|ver\.)\s*v?(\d+(?:\.\d+)+)/i.exec(text)?.[1];
  if (version) return version;
  const number = /(\d+)/.exec(text)?.[1];
  if (number) return number;
  const words: Record<string, string> = { first: '1', second: '2', third: '3', fourth: '4', fifth: '5', sixth: '6', revised: 'revised' };
  const word = /\b(first|second|third|fourth|fifth|sixth|revised)\b/i.exec(text)?.[1]?.toLowerCase();
  return word ? words[word] : trimField(text) || undefined;
}

/** A container's lead-in ("In:", "In ") belongs to the style, not to the title. */
function trimContainer(text: string): string {
  // Vancouver's "[Internet]" says the container is online; it is not part of its name.
  return trimField(text.replace(/^\s*in:?\s+/i, '').replace(/\s*\[(?:internet|online)\]?[.,]?\s*$/i, ''));
}

/** A date opened with a parenthesis runs to its closing one ("(2019, May 3)." when the tagger stopped at "May"). */
function closeDate(tokens: Token[], span: TaggedSpan): TaggedSpan {
  const indexes = [...span.tokens];
  const opens = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
  let depth = opens(span.text);
  for (let k = (indexes[indexes.length - 1] ?? 0) + 1; depth > 0 && k < tokens.length && k <= (indexes[indexes.length - 1] ?? 0) + 3; k++) {
    const text = tokens[k]?.text ?? '';
    if (!/^\d{1,2}(?:st|nd|rd|th)?\)?[.,]?$|^\p{L}+\.?,?\)?[.,]?$/u.test(text)) break;
    indexes.push(k);
    depth += opens(text);
  }
  return { text: indexes.map((k) => tokens[k]?.text ?? '').join(' '), tokens: indexes };
}

const ABBREVIATED_WORD = /^\p{Lu}\p{Ll}{1,6}\.$/u;

/**
 * Repairs two mistakes the tagger makes at field edges, where one token decides:
 * - an abbreviated journal's first words read as title or author ("Smirnov, Nucl. Instrum. Methods A"):
 *   abbreviated words right before a journal join it, when they are all the title there is, or the
 *   tail of the names after a comma;
 * - a book's title after its editors read as a second title: with no container found, it is the container;
 * - a quoted title running past its closing quote (“Title,” in Book): the title ends at the quote, and
 *   the words after it are the container when none was found.
 */
function repairLabels(tokens: Token[], labels: string[]): void {
  // "[AC12] Cournac A, …": a bibliography's key is the entry's label, not a name (read-citation-keys.ts).
  labelCitationKey(tokens, labels);
  // Session 32: "(2)  Title. Names. In …": a bracketed list number read as a date (read-bracketed-list-numbers.ts).
  bracketedListNumber(tokens, labels);
  // Session 42: "JPL | Solar System …", "A Whirlwind | Introduction to …" (read-title-openings-read-as-names.ts).
  titleOpeningReadAsName(tokens, labels);
  titleFromOpeningQuote(tokens, labels);
  titleFromSingleQuotes(tokens, labels);
  // "Smith, A. B.; Jones, C. D. J. Phys. Chem. A 2005": the list's own shape says where the names end.
  chemistryNameList(tokens, labels);
  // Title-first layouts (read-title-first-layouts.ts): links, sites, bare titles, journals named first.
  takeLinksOutOfTitles(tokens, labels);
  labelSiteNames(tokens, labels);
  titleFromQuotation(tokens, labels);
  pageTitleAndSite(tokens, labels);
  titleBeforeLink(tokens, labels);
  journalBeforeYear(tokens, labels);
  // "(2016), Monthly Notices of the Royal Astronomical Society, 463": no title, the journal's opening read as one (read-journal-openings.ts).
  titleRunIntoJournal(tokens, labels);
  namesAfterQuotedTitle(tokens, labels);
  namesAfterQuotedOpeningTitle(tokens, labels);
  namesAfterTitleCue(tokens, labels);
  nameAfterTitleSegment(tokens, labels);
  namesAfterOpeningTitle(tokens, labels);
  // "Title, Dubins, L.E. (1957), …", "Title, Paul and Zhang, The … Journal" (read-title-first-name-lists.ts).
  familyNamesAfterOpeningTitle(tokens, labels);
  // "Title <https://…> A. Author and B. Author. Journal, …" (read-linked-title-bylines.ts).
  namesAfterLinkedTitle(tokens, labels);
  // "… Marco Cuturi. ICML 2011.": a conference's acronym before the closing year (read-venue-acronyms.ts).
  venueAcronymBeforeYear(tokens, labels);
  initialOpeningJournal(tokens, labels);
  familyAfterDanglingInitial(tokens, labels);
  labelPageCue(tokens, labels);
  labelIssueCue(tokens, labels);
  editorsBeforeTitle(tokens, labels);
  editorsAfterIn(tokens, labels);
  closeQuotedTitle(tokens, labels);
  labelEditions(tokens, labels);
  // Edges the tagger leaves (read-reference-edges.ts): "32113 -- 32127", a lone year, "See", a site after a quoted title.
  joinSpacedPageRange(tokens, labels);
  loneYearAsDate(tokens, labels);
  leadInBeforeNames(tokens, labels);
  siteAfterQuotedTitle(tokens, labels);
  translatorAfterTitle(tokens, labels);
  titleWordAfterInitial(tokens, labels);
  organizationAsAuthor(tokens, labels);
  splitTitleBeforeNumbers(tokens, labels);
  joinEtAlToNames(tokens, labels);
  // Names run on into the title (read-name-list-ends.ts): past a closing "et al.", past the name after the last "and".
  titleAfterEtAl(tokens, labels);
  titleAfterLastJoinedName(tokens, labels);
  titleWordReadAsName(tokens, labels);
  familyClosingNames(tokens, labels);
  // A thesis's kind before its quoted title, an online marker after it (read-title-markers.ts).
  genreBeforeQuotedTitle(tokens, labels);
  onlineMarkerAfterTitle(tokens, labels);
  // Bodies as authors (read-group-authors.ts): "ASTM International. (1989).", "(n.d.)", "The MPFR team. "Title"".
  labelMissingDate(tokens, labels);
  groupAuthorBeforeDate(tokens, labels);
  titleAfterOpeningDate(tokens, labels);
  yearInsideTitle(tokens, labels);
  namesBeforeQuotedTitle(tokens, labels);
  // What standards, reports and software print around a title (read-document-numbers.ts): numbers, versions, "Publisher: Place".
  documentNumberBeforeTitle(tokens, labels);
  labelVersions(tokens, labels);
  bracketedNoteAfterTitle(tokens, labels);
  genreSentenceAfterTitle(tokens, labels);
  publisherAfterGenre(tokens, labels);
  publisherBeforePlace(tokens, labels);
  titlePartAfterDash(tokens, labels);
  publisherClosingTitle(tokens, labels);
  // Edges (read-reference-edges.ts, read-title-first-layouts.ts): "(OEIS)", ", chapter …", a site cited alone, "91(14):140601".
  acronymAfterTitle(tokens, labels);
  pinpointAfterTitle(tokens, labels);
  siteAsTitle(tokens, labels);
  pagesAfterIssueColon(tokens, labels);
  preprintServerAsContainer(tokens, labels);
  issueBeforePageRange(tokens, labels);
  placeInPublisherName(tokens, labels);
  bracketedImprint(tokens, labels);
  filmCredits(tokens, labels);
  audiovisualMedium(tokens, labels);
  // Session 30 (read-compact-layouts.ts): "Cardelli, Clayton, & Mathis 1989, ApJ", "Lambeck, K.: Title", "Journal of statistical software./issue".
  surnamesBeforeBareYear(tokens, labels);
  namesEndAtInitialColon(tokens, labels);
  containerWordReadAsNumber(tokens, labels);
  journalAfterInitialNames(tokens, labels);
  articleAfterInitials(tokens, labels);
  placeWordOpeningPublisher(tokens, labels);
  containerEndReadAsPublisher(tokens, labels);
  journalOpeningInTitle(tokens, labels);
  familyReadIntoJournal(tokens, labels);
  // Session 31 (read-full-name-lists.ts): "Ada Lind, Tomas Berg, Ida Moss, tidal: …", "Review, 111 2, 333–367".
  lastFullNameReadAsTitle(tokens, labels);
  // Session 32: "…, Carl Moss and Ida Holm-Berg. Title" (read-joined-full-names.ts).
  joinedFullNamesReadAsTitle(tokens, labels);
  issueReadAsVolume(tokens, labels);
  // "Lind AB, Berg C, Moss T. Title", "‘Title.’ Monthly Notices of …" (read-name-and-quote-ends.ts).
  vancouverNamesEndAtFullStop(tokens, labels);
  journalOpeningAfterQuotedTitle(tokens, labels);
  // "Vol.20, No.3, pp 189-198", a reference in a script without capitals (read-compact-cues.ts).
  compactIssueCue(tokens, labels);
  uncasedScriptReference(tokens, labels);
  // "Moss, C., ApJ, 2013" (read-journal-acronym-after-names.ts).
  journalAcronymAfterNames(tokens, labels);
  // Session 32: "… Data Sets. Geophysics 61", "… into Texts In Proceedings of …" (read-title-tails-before-containers.ts).
  titleTailReadAsContainer(tokens, labels);
  // "… Systems (NIPS), 521", a quoted journal, "A Journal of | the IMA." (read-container-tails.ts).
  containerCutShort(tokens, labels);
  // "Vol28A(6) pp625-629.", "(p.370)", "v.75 n.6", "808 (1-2), 105-112" (read-run-in-numbers.ts).
  runInNumberCues(tokens, labels);
  // "Marple, S.L. Digital Spectral …" (read-compact-initials-ends.ts); "<link> PNAS, 1980, 77 (3), 1632" (read-journal-before-volumes.ts).
  titleWordAfterCompactInitials(tokens, labels);
  publisherBeforeVolumeAndPages(tokens, labels);
  // "Title. bioRxiv. DOI: …" (read-preprint-server-names.ts).
  preprintServerAloneAsContainer(tokens, labels);
  // "Hamburg University, Hamburg," (read-place-after-publishers.ts).
  placeWordBeforePublisherAndPlace(tokens, labels);
  // Session 33: "2020 (in press). Title", "(2022, June 1-8): Title" (read-date-tails.ts).
  dateBracketTailInTitle(tokens, labels);
  // Session 35: "Lind, A., 2002, August. Title" (read-date-tails.ts).
  monthAfterYearInTitle(tokens, labels);
  // Session 34: "Title. To appear in Journal …" (read-forthcoming-containers.ts).
  forthcomingContainerInTitle(tokens, labels);
  // "Paper presented at the …", "chapter in …" (read-container-lead-ins.ts).
  containerLeadIn(tokens, labels);
  // Session 34: "BMJ (Clinical research ed.), 343" (read-container-brackets.ts).
  containerBracketClosed(tokens, labels);
  // "Boston College Department of …", "(Smithsonian Institution …" (read-publisher-first-words.ts).
  placeWordOpeningBody(tokens, labels);
  // "Title Words, Gneiting, Tilmann, 2011, Journal …" (read-title-first-comma-lists.ts).
  titleBeforeCommaClosedNames(tokens, labels);
  // "Chapter. Book title, A. Editor, Eds., Publisher", "in Book Title, eds. Editor, A." (read-books-before-editors.ts).
  bookTitleBeforeEditors(tokens, labels);
  bookReadAsEditors(tokens, labels);
  // "…, Dept of Economics, Working Papers.", "Forecasting Research Technical Report No. 4" (read-report-issuers.ts).
  reportKindAfterIssuer(tokens, labels);
  // "“Title” arXiv (2026)" (read-preprint-server-names.ts).
  preprintServerBeforeYear(tokens, labels);
  // Session 36: "University of | Illinois at Urbana-Champaign,", "Holz als Roh- | und Werkstoff" (read-cut-word-ends.ts).
  publisherRunOnAfterJoiningWord(tokens, labels);
  containerHeadAfterHyphenCut(tokens, labels);
  // Session 36: '"Title," abbymullen.org, January 5, 2013.', "…, 1971, Harmondsworth: Allen Lane." (read-closing-imprints.ts).
  siteDomainAfterQuotedTitle(tokens, labels);
  imprintClosingAfterDate(tokens, labels);
  // Session 36, second round: "Rochester Institute of Technology, Rochester, | New York" (read-publisher-trailing-cities.ts).
  cityLeftInPublisher(tokens, labels);
  // Session 36: "Marshall / Olkin: Title" (read-slash-name-lists.ts).
  lastNameAfterSlash(tokens, labels);
  // Session 36: "(LOSH), The Annals of | Regional Science", "318.15 | K. Journal of …" (read-journal-head-edges.ts).
  journalHeadAtTitleEdge(tokens, labels);
  supplementCueAfterJournal(tokens, labels);
  // "R. Van der Merwe \"Title\"" (read-name-particles.ts).
  particlesAfterCapitalParticle(tokens, labels);
  // Session 37: "…, Volume 1, Chapter 6, Wiley.", "… and its | Applications, Volume 1" (read-chapter-locators.ts).
  chapterLocator(tokens, labels);
  titleEndReadAsJournalBeforeVolume(tokens, labels);
  // Session 37: "ORNL/CDIAC-74. Oak | Ridge,Tenn.: Carbon …" (read-place-heads.ts).
  placeHeadAfterFullStop(tokens, labels);
  // Session 34: "… Nortek AS, March 31", "Manuscript, Radboud University …" (read-publisher-heads.ts).
  publisherHead(tokens, labels);
  // Session 38: "Wien: | Praesens,", "AMRL-TR-66-22. Wright-Paterson AFB,", "Title. Costa Mesa: Impact Information." (read-imprint-splits.ts).
  publisherAfterPlaceColon(tokens, labels);
  reportNumberOpeningPlace(tokens, labels);
  imprintClosingTitle(tokens, labels);
  // Session 38: "Title. Unpublished doctoral | dissertation," (read-genre-tails.ts); "A Agresti & B | Caffo: Title" (read-bare-initial-bylines.ts).
  thesisKindClosingTitle(tokens, labels);
  familyAfterBareInitial(tokens, labels);
  // Session 38: "clusters? Statistics and Decisions, Supplement Issue 2," (read-supplement-issues.ts); "… Bureau of the Census." (read-closing-bodies.ts).
  supplementCueOpensIssue(tokens, labels);
  journalAfterTitleQuestion(tokens, labels);
  bodyClosingAsPublisher(tokens, labels);
  // Session 38: "Munksgaard, Copenhagen.", "North Holland: New York." (read-place-lexicon-imprints.ts).
  publisherBeforeKnownPlace(tokens, labels);
  swappedPlaceAndPublisher(tokens, labels);
  // Session 41: "Press. Page 288.", "Wiley. Pag. 52", "Statistics Canada, Table 3.2.", "RFC 4122, RFC Editor.", "North Holland",
  // "System: Version 2.0" (read-locator-tails.ts).
  pageWordClosingImprint(tokens, labels);
  tableLocator(tokens, labels);
  rfcNumber(tokens, labels);
  publisherNamedAsPlace(tokens, labels);
  versionSubtitle(tokens, labels);
  // Session 42: "Sociobiology 61.3 (2007)", "R Journal, 1(2),", "Drug Development, 403--451." (read-container-number-ends.ts).
  numberClosingContainer(tokens, labels);
  // Session 42: "(1993) 1993 New Car Data." (read-repeated-year-titles.ts); "(Version v0.9.1) [Computer software]. Zenodo.",
  // "[dataset]", "IPUMS. doi:…" (read-software-records.ts); "Cambridge U. Pr." (read-place-glued-publishers.ts); "``Title,''
  // Theory of Prob. and its Apps" (read-quoted-title-journal-heads.ts); "PhD-thesis, University of Cologne"
  // (read-thesis-kind-publishers.ts); "ColorBrewer, by Cynthia Brewer," (read-by-lines-in-names.ts).
  yearOpeningTitle(tokens, labels);
  programNameReadAsAuthor(tokens, labels);
  bracketedRecordKind(tokens, labels);
  doiInsideField(tokens, labels);
  placeGluedToPublisher(tokens, labels);
  journalHeadAfterQuotedTitle(tokens, labels);
  thesisKindOpeningPublisher(tokens, labels);
  bylineInsideNames(tokens, labels);
  // Session 42: "Title. D.D. Joshi. WILEY EASTERN LIMITED 1987" (read-names-closing-titles.ts).
  nameClosingTitle(tokens, labels);
  // Session 42: "CRC Press. Boca Raton.", "…, Duxbury, p. 511-6." (read-places-after-press-names.ts); "Bradford University (BL:
  // D214554).", "Universidad Agraria | del Ecuador).", "81:6 p1097-1131." (read-publisher-run-ons.ts).
  placeSentenceAfterPress(tokens, labels);
  loneImprintWordAsPublisher(tokens, labels);
  shelfmarkAfterPublisher(tokens, labels);
  publisherCutAtParticle(tokens, labels);
  gluedPageCue(tokens, labels);
  articleOfPlaceInPublisher(tokens, labels);
  lastEditorsBeforePublisher(tokens, labels);
  repositoryBeforeLink(tokens, labels);
  // Session 42: "Science 355:6323 (389-391)." (read-bracketed-page-ranges.ts).
  issueBeforeBracketedPages(tokens, labels);
  // Session 46: "Nature 337 (6208): 611‑15.", "“Title”. Radiocarbon, 1‑33." (read-article-numbers-after-quotes.ts).
  bracketedIssueBeforePageRange(tokens, labels);
  journalReadAsPublisherBeforePages(tokens, labels);
  // Session 43: "IAPWS, Revised Release on …", "3GPP TS 38.211. "NR; …"", "…, US Department of Commerce," (read-standard-bodies.ts);
  // "…, Motor Vehicle Manufacturers of | US Inc,", "Ammonia, R22, R134a, … R123. Springer-Verlag,", "2018-09." (read-title-imprint-edges.ts).
  acronymBodyBeforeTitle(tokens, labels);
  standardBodyBeforeNumber(tokens, labels);
  countryOpeningBody(tokens, labels);
  publisherHeadEndingTitle(tokens, labels);
  codesReadAsPlace(tokens, labels);
  yearMonthReadAsPages(tokens, labels);
  releaseReadAsVolume(tokens, labels);
  titleEndReadAsContainer(tokens, labels);
  // Session 43: "Title. G. Loizou and P. Thanish," (an editor running into the authors), "GEXF File Format, http://…" (read-split-name-lists.ts).
  editorRunningIntoAuthors(tokens, labels);
  loneNameBeforeLinkIsTitle(tokens, labels);
  // Session 44: "… sequencing data Bioinformatics. 2016 Jan 15;32(2):…", "Durbin R; 1000 Genome Project Data Processing Subgroup. Title"
  // (read-vancouver-edges.ts).
  journalClosingVancouverTitle(tokens, labels);
  bodyAfterVancouverNames(tokens, labels);
  // Session 45: "Title. Lancet 2003; 361: 1234–40." (read-vancouver-year-volumes.ts).
  yearBeforeVancouverVolume(tokens, labels);
  journalWithPlaceBeforeVancouverDate(tokens, labels);
  // Session 44: "vol. 46, n. 9,", "9, nᵒ 22 (2019)", "ICDAR 2021, dirigé par Josep Lladós, … et Seiichi Uchida." (read-romance-cues.ts).
  romanceIssueCue(tokens, labels);
  romanceIssueAfterJournal(tokens, labels);
  romanceEditorCue(tokens, labels);
  placeBeforeSpacedColon(tokens, labels);
  // Session 44: "Consumers Union. Body dimensions. Consumer Reports, April 286 - 288, 1990." (read-magazine-issues.ts).
  magazineBeforeMonth(tokens, labels);
  bodyOpeningTitle(tokens, labels);
  magazineOpeningBeforeMonth(tokens, labels);
  // Session 44: "(Tesis doctoral, University of Nebraska - Lincoln, 2017b)", "(PhD thesis), 2002,", "R Foundation for Statistical
  // Computing, Vienna", "… 6815-6850. International Society for Optics and Photonics.", "… lotteries. Canadian Public Policy - |
  // Analyse de Politiques 8", "Records of the Australian | Museum, Supplement 29:" (read-imprint-joins.ts).
  thesisKindInOtherLanguages(tokens, labels);
  publisherCutAtDash(tokens, labels);
  yearAfterBracketedGenre(tokens, labels);
  bodyContainerBeforePlace(tokens, labels);
  bodyAfterPagesAsPublisher(tokens, labels);
  journalHeadLeftInTitle(tokens, labels);
  // Session 45: "… (Madagascar). CR Sommaire Des Séances et | Bull Soc Géol France 5:", "… anuros. | Nota preliminar. Physis 21:"
  // (read-unclosed-title-ends.ts).
  journalHeadInUnclosedTitle(tokens, labels);
  titleSentenceInJournal(tokens, labels);
  // Session 45: "Title "Quoted" | in der … Studien. In: Ahrens WB, editors. Book." and "editors, Animal groups in three |
  // dimensions, Cambridge University Press" (read-chapter-title-edges.ts).
  titleTailBeforeInEditors(tokens, labels);
  containerEndReadAsTitle(tokens, labels);
  editorHeadReadAsContainer(tokens, labels);
  // Session 45: "… control. Seqera; 2026.", "… update. World Health Organization 247 p." (read-book-imprint-ends.ts).
  publisherBeforeVancouverYear(tokens, labels);
  pageCountReadAsVolume(tokens, labels);
  const start = labels.indexOf('journal');
  if (start > 0) {
    let k = start - 1;
    // "Dunning, Jr. J. Chem. Phys.": a name's suffix is not a journal's word.
    while (k >= 0 && ABBREVIATED_WORD.test(tokens[k]?.text ?? '') && !/^(?:Jr|Sr)\.$/.test(tokens[k]?.text ?? '') && (labels[k] === 'title' || labels[k] === 'author')) k--;
    const from = k + 1;
    const titleWhole = labels[from] === 'title' && !labels.some((label, j) => label === 'title' && (j < from || j >= start));
    const authorTail = labels[from] === 'author' && /[,:]$/.test(tokens[k]?.text ?? '') && labels.slice(from, start).every((label) => label === 'author');
    if (from < start && (titleWhole || authorTail)) for (let j = from; j < start; j++) labels[j] = 'journal';
    // Chemistry lists ("Smith, A. B.; Jones, C. D. J. Am. Chem. Soc."): a "J." between the last initials
    // and an abbreviated journal is the journal's "Journal", not another initial.
    const before = start - 1;
    // Not right after a family name's comma: "Troe, J. Sypm. Int. Combust. Proc." — that "J." is Troe's.
    const initialOfFamily = /^\p{Lu}[\p{L}'’-]+,$/u.test(tokens[before - 1]?.text ?? '');
    if (labels[before] === 'author' && tokens[before]?.text === 'J.' && !initialOfFamily && ABBREVIATED_WORD.test(tokens[start]?.text ?? '') && labels.some((label, k) => label === 'author' && /;$/.test(tokens[k]?.text ?? ''))) labels[before] = 'journal';
  }
  if (!labels.includes('journal') && !labels.includes('container-title')) {
    const editorEnd = labels.lastIndexOf('editor');
    const firstTitle = labels.indexOf('title');
    if (editorEnd > firstTitle && firstTitle >= 0 && labels[editorEnd + 1] === 'title') {
      for (let j = editorEnd + 1; j < labels.length && labels[j] === 'title'; j++) labels[j] = 'container-title';
    }
  }
  // Session 45: "Smith AB. Title. Lancet 2003; …" — after the join above, which reads a lone abbreviated-looking title word as
  // the journal's head (read-vancouver-year-volumes.ts).
  titleOpeningVancouverJournal(tokens, labels);
}

const EDITION_NUMBER = /^\(?(?:\d{1,2}(?:st|nd|rd|th|e|a|ª|\.)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|revised|rev\.|enlarged|expanded)[.,]?$/i;
const EDITION_WORD = /^(?:ed|edn|edition|aufl|auflage|éd|édition|edición|vyd)\b\.?\)?[.,;:)]*$/i;

/**
 * "3rd edn", "2. Aufl.", "(5. Ed.)", "second edition": an edition has a shape of its own. Where the
 * tagger left it inside the title or the container, it is taken out as the edition, so the title
 * stops before it.
 */
function labelEditions(tokens: Token[], labels: string[]): void {
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (!EDITION_NUMBER.test(tokens[k]?.text ?? '') || !EDITION_WORD.test(tokens[k + 1]?.text ?? '')) continue;
    if (labels[k] === 'edition' && labels[k + 1] === 'edition') continue;
    [labels[k], labels[k + 1]] = ['edition', 'edition'];
  }
}

/** A full stop after a word of three or more letters (not an initial or an abbreviation such as "Proc."). */
const SENTENCE_END = /[\p{Ll}\d]{3,}[.?!]["”’]?$/u;

/**
 * "Falcon and Falconry. World book encyclopedia. (pp. 150-155)": a title that runs past a sentence
 * end into a volume or pages, with no container found, has swallowed the container — the words after
 * its last sentence end are the journal (or the book, when only pages follow).
 */
function splitTitleBeforeNumbers(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  let cut = -1;
  for (let k = start; k < end; k++) if (SENTENCE_END.test(tokens[k]?.text ?? '')) cut = k;
  if (cut < 0) return;
  const next = labels.slice(end + 1).find((label) => label !== 'other' && label !== 'date');
  if (next !== 'volume' && next !== 'pages' && next !== 'issue') return;
  for (let k = cut + 1; k <= end; k++) labels[k] = next === 'pages' ? 'container-title' : 'journal';
}

/** "and others." / "et al." read as the start of the title after the names: they close the names. */
function joinEtAlToNames(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 1 || labels[start - 1] !== 'author') return;
  const words = tokens.slice(start, start + 2).map((token) => token.text.toLowerCase());
  const count = words[0] === 'and' && /^others[.,;:]?$/.test(words[1] ?? '') ? 2 : words[0] === 'et' && /^al\.?[,;:]?$/.test(words[1] ?? '') ? 2 : /^etal\.?[,;:]?$/.test(words[0] ?? '') ? 1 : 0;
  for (let k = start; k < start + count; k++) labels[k] = 'author';
}

const OPENS_QUOTE = /^(?:[“"«‘]|``)/;
const CLOSES_QUOTE = /(?:[”"»’]|'')[.,;:]?$/;

/**
 * "“Charles R. Van Hise.” In Wikipedia…", "\"Bilinear Transform\", Wikipedia": a reference that opens
 * with a quotation opens with its title — no style quotes its authors. Names the tagger found inside
 * that quotation are the title; a title it found after it is then the container.
 */
function titleFromOpeningQuote(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  // Not "‘": a left single quote also opens names such as "‘t Hooft" in some typesetting.
  if (start < 0 || !/^(?:[“"«]|``)/.test(tokens[start]?.text ?? '')) return;
  const close = tokens.findIndex((token, k) => k >= start && k - start < 40 && CLOSES_QUOTE.test(token.text));
  if (close < 0) return;
  const inside = labels.slice(start, close + 1);
  if (!inside.some((label) => label === 'author' || label === 'editor') || !inside.every((label) => ['author', 'editor', 'title', 'other'].includes(label))) return;
  const later = labels.findIndex((label, k) => k > close && label === 'title');
  const hasContainer = labels.includes('journal') || labels.includes('container-title');
  if (later >= 0 && !hasContainer) for (let k = later; k < labels.length && labels[k] === 'title'; k++) labels[k] = 'container-title';
  for (let k = start; k <= close; k++) labels[k] = 'title';
  for (let k = close + 1; k < labels.length && labels[k] === 'author'; k++) labels[k] = 'other';
}

/**
 * An editor's (or director's, producer's) cue closing a list of names: "(Eds.)", "(editors).", "eds.",
 * "ed.", "Editor,", "director.". Bare "ed." only in lower case: "Smith, Ed." is a name.
 */
const ROLE_CUE = /^(?:[([](?:eds?|editors?|hrsg|hgg?|dirs?|directors?|producers?|comps?)\.?[)\]]|eds?\.|editors?|Editors?|hrsg\.|hgg?\.|directors?|producers?)[.,:;]*$/u;
const BRACKETED_ROLE = /^[([](?:eds?|editors?|hrsg|hgg?|dirs?|directors?|producers?|comps?)\.?[)\]][.,:;]*$/iu;
const NAME_LABELS = new Set(['author', 'editor', 'title', 'other']);

/**
 * "Adamson, Joni, Mei Mei Evans, and Rachel Stein, eds. The Environmental Justice Reader…",
 * "Rees, J. and W. Clinger (Eds.). The revised report…": a reference that opens with names closed by
 * an editor's cue opens with the editors of the work. The tagger often cuts such a list three ways
 * (author, title, editor); the whole list is the editors, and when no title follows the cue, the
 * words after it up to the first sentence end are the title. Not after "In": those are a
 * container's editors.
 */
function editorsBeforeTitle(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || !/^\p{Lu}/u.test(tokens[start]?.text ?? '') || /^in:?$/i.test(tokens[start]?.text ?? '')) return;
  let cue = -1;
  for (let k = start; k < Math.min(labels.length, start + 30); k++) {
    if (!NAME_LABELS.has(labels[k] ?? '')) return;
    if (ROLE_CUE.test(tokens[k]?.text ?? '') || BRACKETED_ROLE.test(tokens[k]?.text ?? '')) {
      cue = k;
      break;
    }
  }
  if (cue <= start || !labels.slice(start, cue + 1).some((label) => label === 'author' || label === 'editor')) return;
  // Names only before the cue: no "In", no sentence end (a title and a container's editors would have one).
  if (tokens.slice(start, cue).some((token) => /^in:?$/i.test(token.text) || SENTENCE_END.test(token.text))) return;
  // "I S Gradshteyn & I M Ryzhik, A Jeffrey & D Zwillinger (eds.), Table…": two lists, each closed by its own "&" name;
  // the cue names the second one's people only, and the first list is the authors. Only when the second list holds
  // no comma: in "Smith, J. & Jones, K., Brown, A. & Lee, B. (eds.)" the commas cannot tell the two lists apart.
  const joins = tokens.slice(start, cue).flatMap((token, j) => (/^(?:&|and)$/.test(token.text) ? [start + j] : []));
  const between = joins.length >= 2 ? tokens.findIndex((token, k) => k > (joins[0] ?? 0) && k < (joins[joins.length - 1] ?? 0) && /,$/.test(token.text)) : -1;
  const firstEditor = between >= 0 && !tokens.slice(between + 1, cue).some((token) => /,$/.test(token.text)) ? between + 1 : start;
  for (let k = start; k < firstEditor; k++) labels[k] = 'author';
  for (let k = firstEditor; k <= cue; k++) labels[k] = 'editor';
  if (labels.some((label, k) => k > cue && label === 'title')) return;
  for (let k = cue + 1; k < labels.length && ['editor', 'author', 'container-title'].includes(labels[k] ?? ''); k++) {
    labels[k] = 'title';
    if (SENTENCE_END.test(tokens[k]?.text ?? '') || /\p{L}{2,}[.?!]$/u.test(tokens[k]?.text ?? '')) break;
  }
}

function closeQuotedTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 0 || !OPENS_QUOTE.test(tokens[start]?.text ?? '')) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  // Session 45: a quotation nested in the title ("« Le mot « liberté » chez Sartre »") does not close it (find-quote-close.ts).
  const close = findQuoteClose(tokens, start, end);
  if (close < 0) return;
  const hasContainer = labels.includes('journal') || labels.includes('container-title');
  for (let k = close + 1; k <= end; k++) labels[k] = hasContainer ? 'other' : 'container-title';
}

/**
 * A link without the punctuation around it: "<https://…>," loses its angle brackets and comma, but a
 * closing parenthesis the link opened stays ("…/wiki/Envelope_(mathematics)").
 */
export function trimLink(link: string | undefined): string | undefined {
  let trimmed = link?.replace(/^</, '');
  for (;;) {
    const next = trimmed?.replace(/[.,;>\]]+$/, '');
    const opens = (next?.match(/\(/g) ?? []).length;
    const closes = (next?.match(/\)/g) ?? []).length;
    const unmatched = next?.endsWith(')') && closes > opens ? next.slice(0, -1) : next;
    if (unmatched === trimmed) return trimmed;
    trimmed = unmatched;
  }
}

/** Reads a labelled reference into field strings; the same reading serves the tagger's output and gold labels. */
export function readTaggedFields(tokens: Token[], tagged: string[], repair = false): TaggedFields {
  const fields: TaggedFields = { spans: {} };
  const labels = [...tagged];
  if (repair) {
    repairLabels(tokens, labels);
    fields.repaired = labels;
  }
  const dateTokens = allOf(tokens, labels, 'date');
  if (dateTokens) for (const k of closeDate(tokens, dateTokens).tokens) labels[k] = 'date';
  const take = (field: keyof TaggedFields & string, span: TaggedSpan | undefined, value: (text: string) => string | undefined) => {
    if (!span) return;
    const read = value(span.text);
    if (!read) return;
    (fields as unknown as Record<string, unknown>)[field] = read;
    fields.spans[field] = span.tokens;
  };
  take('author', firstRun(tokens, labels, ['author']), (text) => text.trim());
  take('editor', firstRun(tokens, labels, ['editor']), (text) => text.trim());
  take('title', firstRun(tokens, labels, ['title']), trimField);
  const journal = firstRun(tokens, labels, ['journal']);
  take('container-title', journal ?? firstRun(tokens, labels, ['container-title']), trimContainer);
  if (journal) fields.journal = true;
  take('collection-title', firstRun(tokens, labels, ['collection-title']), trimField);
  const volume = firstRun(tokens, labels, ['volume']);
  if (volume) {
    const read = readVolume(volume.text);
    if (read.volume) [fields.volume, fields.spans.volume] = [read.volume, volume.tokens];
    if (read.issue) [fields.issue, fields.spans.issue] = [read.issue, volume.tokens];
  }
  const issue = firstRun(tokens, labels, ['issue']);
  // "521(7553)" tagged as the issue is a volume and its issue in one token: read both.
  if (issue && !fields.volume && /^\s*[A-Z]?\d+[A-Z]?\s*\(\d+/.test(issue.text)) {
    const read = readVolume(issue.text);
    if (read.volume) [fields.volume, fields.spans.volume] = [read.volume, issue.tokens];
    if (read.issue) [fields.issue, fields.spans.issue] = [read.issue, issue.tokens];
  } else take('issue', issue, readIssue);
  take('page', firstRun(tokens, labels, ['pages']), readPages);
  // Session 35: "J. Chem. Phys. 119, 880 (2003)" with "119, 880" read as the volume and no pages found: physics' "Vol, Page".
  // Only in the tagger's reading: GROBID's gold tags such a pair as one volume, and the gold is read as tagged.
  const volumeAndPage = repair && volume && !fields.page ? /^\s*\d+[A-Z]?,\s+([A-Za-z]?\d+[A-Za-z]?)[.,]?\s*$/.exec(volume.text) : null;
  if (volume && volumeAndPage?.[1]) [fields.page, fields.spans.page] = [volumeAndPage[1], volume.tokens.slice(-1)];
  const date = allOf(tokens, labels, 'date');
  if (date) {
    const { year, month, day } = readYear(date.text);
    if (year) [fields.year, fields.spans.year] = [year, date.tokens];
    // "15, 1593 (2019)" with "1593" read into the date: the number before a bracketed year is the pages.
    const pageBefore = /^\s*([A-Za-z]?\d+[A-Za-z]?)\s*\((?:1[5-9]|20)\d\d[a-z]?\)/.exec(date.text)?.[1];
    if (pageBefore && !fields.page && pageBefore !== year) [fields.page, fields.spans.page] = [pageBefore, date.tokens];
    if (month && year) fields.month = month;
    if (day && month && year) fields.day = day;
  }
  take('publisher', firstRun(tokens, labels, ['publisher']), trimField);
  take('publisher-place', firstRun(tokens, labels, ['location']), trimField);
  take('edition', firstRun(tokens, labels, ['edition']), readEdition);
  take('genre', firstRun(tokens, labels, ['genre']), trimField);
  take('DOI', asPrinted(tokens, firstRun(tokens, labels, ['doi'])), (text) => /10\.\d{4,9}\/\S+/.exec(text)?.[0]?.replace(/[.,;)\]>]+$/, ''));
  take('URL', asPrinted(tokens, firstRun(tokens, labels, ['url'])), (text) => trimLink(/(?:https?:\/\/|www\.)\S+/.exec(text)?.[0]));
  return fields;
}
