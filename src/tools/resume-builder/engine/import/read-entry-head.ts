import { EUROPEAN_DEGREE_WORDS, EUROPEAN_ORG_WORDS, EUROPEAN_ROLE_WORDS, wholeWords } from './european-entry-words';
import { dropBareEmploymentKind, dropEmploymentNote, isEmploymentNote } from './employment-note';
import { BARE_LEGAL_FORM } from './cut-place-after-legal-form';
import { findDates, type FoundDates } from './parse-dates';
import { joinWrappedTitle, tidyBracketedPlace } from './join-wrapped-title';
import escapeStringRegexp from 'escape-string-regexp';

// The title lines of an item hold a few parts (role, organisation, place, dates) joined by dashes,
// bars, "at" or wide gaps. Dates and places are found by their shape; the rest by the words in them.

// "Analyst @Northwind Labs" (light-cv): an "@" after a space and before a capital joins two parts; an e-mail's has no space before it.
// "University of Hawai‘i at Mānoa", "University of Texas at Austin": a campus's "at" is the university's name, not a role's.
// "Master ‑ Quantum Computing" (TwoColumn-Awesome-CV): a non-breaking hyphen (U+2011) or a hyphen (U+2010) between
// spaces parts a title as the plain one does.
const SEGMENT_SEPARATOR = /\s+[—–|·•]\s+|\s+[-\u2010\u2011]\s+|\t+|\s{3,}|(?<!\bUniversity of \p{Lu}[^\s,]*(?: \p{Lu}[^\s,]*)?)\s+at\s+|\s*@\s+|\s+@(?=\p{Lu})|;\s+/u;
/** The same without "at": "Game Developer Intern at Global Internship Program" under its employer's line is one role. */
const SEGMENT_SEPARATOR_KEEPING_AT = /\s+[—–|·•]\s+|\s+[-\u2010\u2011]\s+|\t+|\s{3,}|\s*@\s+|\s+@(?=\p{Lu})|;\s+/u;
/** Without "at" and without a hyphen between spaces: "National Aeronautics and Space Administration - Jet Propulsion Laboratory". */
const SEGMENT_SEPARATOR_KEEPING_HYPHEN = /\s+[—–|·•]\s+|\t+|\s{3,}|\s*@\s+|\s+@(?=\p{Lu})|;\s+/u;
/** Without any dash between spaces: a role's specialty after an en dash stays with the role. */
const SEGMENT_SEPARATOR_KEEPING_DASHES = /\s+[|·•]\s+|\t+|\s{3,}|\s*@\s+|\s+@(?=\p{Lu})|;\s+/u;
const PLACE_NAME = String.raw`[\p{Lu}][\p{L}.'-]*(?: [\p{Lu}][\p{L}.'-]*){0,2}`;
/** A town's name may hold a small joining word: "City of London", "Stratford upon Avon", "Frankfurt am Main". */
const TOWN_NAME = String.raw`[\p{Lu}][\p{L}.'-]*(?:(?: (?:of|upon|on|am|de|del|la|le|sur))? [\p{Lu}][\p{L}.'-]*){0,2}`;
export const LOCATION = new RegExp(String.raw`^(?:remote|hybrid|${TOWN_NAME},\s*(?:[A-Z]{2}|${PLACE_NAME}))(?:\s*\((?:remote|hybrid)\))?$`, 'u');

// The English words, then those of other European languages (european-entry-words.ts).
export const ROLE_WORDS = new RegExp(String.raw`\b(?:engineer|developer|programmer|manager|analyst|intern|director|lead|head|officer|ceo|cto|cfo|coo|president|founder|co-founder|supervisor|teacher|tutor|volunteer|consultant|designer|scientist|specialist|coordinator|assistant|associate|administrator|architect|researcher|editor|writer|owner|chef|cook|server|barista|clerk|technician|representative|advisor|adviser|mentor|member|chair|instructor|contractor|freelancer|nurse|accountant|agent|trainee|apprentice|fellow|professor|lecturer|executive|vp|principal|staff|senior|junior|student|organizer|organiser|leader|maintainer|contributor|chief|postdoc|postdoctoral|post-doctoral)s?\b|${wholeWords(EUROPEAN_ROLE_WORDS)}`, 'iu');
// "Co" is a company only on its own ("Acme Co."), not as the prefix of "Co-Founder".
export const ORG_WORDS = new RegExp(String.raw`\b(?:inc|llc|ltd|limited|corp|corporation|g?gmbh|plc|group|company|co(?!-)|labs?|university|college|school|academy|institute|institution|bank|foundation|agency|studio|studios|technologies|technology|systems|solutions|partners|restaurant|café|cafe|hospital|clinic|freelance|self-employed|association|society|council|network|club|press|media|ventures|capital|services|consulting|industries|international|global|center|centre|department|ministry|office|org)\b\.?|${wholeWords(EUROPEAN_ORG_WORDS)}`, 'iu');

export const DEGREE = new RegExp(String.raw`\b(?:ll\.?[bm]|bachelor(?:'?s)?|master(?:'?s)?|doctor|doctoral\s+degree|postgraduate\s+degree|ph\.?d|associate|diploma|certificate|b\.?sc?|m\.?sc?|b\.?a|m\.?a|mba|b\.?eng|m\.?eng|bs|ms|ba|high school|a-levels?|ged|(?:professional\s+)?qualification)\b|${wholeWords(EUROPEAN_DEGREE_WORDS)}`, 'iu');

/** Words of a field of study: "Computer Science" after a school's comma is its field, not its town. */
export const FIELD_WORDS =
  /\b(?:science|sciences|engineering|studies|arts|business|administration|mathematics|physics|chemistry|biology|economics|law|medicine|design|media|management|finance|accounting|psychology|history|philosophy|literature|linguistics|nursing|statistics|informatics|computing)\b/i;

export type EntryHead = {
  /** Parts other than dates and places, in reading order. */
  parts: string[];
  location?: string;
  dates?: FoundDates;
  /** A web address among the parts (the employer's site, a certificate's page). */
  url?: string;
};

/**
 * Splits the title lines into parts, taking out the first dates and a place. "Engineer at Acme" is
 * two parts only when the title has no other part: with the employer on a line of its own, "at"
 * belongs to the role's words.
 */
export function readEntryHead(head: string[], links: string[] = []): EntryHead {
  head = joinWrappedTitle(head);
  // With the role on a line of its own, a hyphen between spaces joins an organisation's parts, not a role to it.
  const keepingHyphen = readEntryHeadWith(head, links, SEGMENT_SEPARATOR_KEEPING_HYPHEN);
  const hyphened = keepingHyphen.parts.filter((part) => /\s-\s/.test(part));
  if (hyphened.length === 1 && keepingHyphen.parts.length >= 2 && keepingHyphen.parts.some((part) => !/\s-\s/.test(part) && scoreRole(part) > 0) && scoreRole(hyphened[0]!) <= 0) return keepingHyphen;
  // "Chargé de Recherche - Associate Researcher" over "Inria, Grenoble Alpes University": a role given in two languages
  // (both sides a role's, neither an organisation's) beside an organisation's own part is one role.
  const sides = hyphened.length === 1 ? hyphened[0]!.split(/\s-\s/) : [];
  if (sides.length === 2 && sides.every((side) => scoreRole(side) > 0 && scoreOrganisation(side) <= 0) && keepingHyphen.parts.some((part) => part !== hyphened[0] && scoreOrganisation(part) > 0 && scoreRole(part) <= 0)) return keepingHyphen;
  // "Technology Consultant – Data Analytics" over "dates ⇥ Employer GmbH" (moderncv classic): with the employer on
  // a line of its own, a dash after a role joins the role's own specialty, which has no role's or organisation's word.
  const keepingDashes = readEntryHeadWith(head, links, SEGMENT_SEPARATOR_KEEPING_DASHES);
  const dashed = keepingDashes.parts.filter((part) => /\s[–—]\s/.test(part));
  if (head.length >= 2 && dashed.length === 1 && keepingDashes.parts.some((part) => !/\s[–—]\s/.test(part) && scoreOrganisation(part) > 0)) {
    const [role, ...specialty] = dashed[0]!.split(/\s[–—]\s/);
    if (scoreRole(role!) > 0 && specialty.every((piece) => !ROLE_WORDS.test(piece) && !ORG_WORDS.test(piece) && !findDates(piece))) return keepingDashes;
  }
  const keepingAt = readEntryHeadWith(head, links, SEGMENT_SEPARATOR_KEEPING_AT);
  return keepingAt.parts.length >= 2 ? keepingAt : readEntryHeadWith(head, links, SEGMENT_SEPARATOR);
}

function readEntryHeadWith(head: string[], links: string[], separator: RegExp): EntryHead {
  const result = readSegments(head, links, separator);
  splitNameFromPlace(result, head);
  return result;
}

/**
 * Google Docs' resume templates write "Company, Location — Job Title" and "School, Location — Degree":
 * beside a role or a degree, after a dash, "Brightline, San Francisco" is the employer and its town,
 * not a place of two parts. Only a town of a few capitalised words after the last comma is taken.
 */
function splitNameFromPlace(result: EntryHead, head: string[]) {
  const isRoleOrDegree = (part: string) => !part.includes(',') && (scoreRole(part) > 0 || DEGREE.test(part));
  // Both on one line, a dash between them: "Brightline, San Francisco — Product Designer".
  const dashJoined = (left: string, right: string) => head.some((line) => new RegExp(`${escapeStringRegexp(left)}\\s+[—–]\\s+${escapeStringRegexp(right)}`).test(line));
  const cut = (text: string) => {
    const match = /^(.+),\s+([^,]+)$/.exec(text);
    if (!match) return undefined;
    const town = match[2]!;
    const townShaped = new RegExp(`^${PLACE_NAME}$`, 'u').test(town) && !/^[A-Z]{2}$/.test(town) && !ORG_WORDS.test(town) && !ROLE_WORDS.test(town) && !DEGREE.test(town);
    return townShaped ? { name: match[1]!, town } : undefined;
  };
  if (result.location && result.parts.length === 1 && isRoleOrDegree(result.parts[0]!) && dashJoined(result.location, result.parts[0]!)) {
    const split = cut(result.location);
    if (split) {
      result.parts.unshift(split.name);
      result.location = split.town;
    }
  } else if (!result.location && result.parts.length === 2) {
    const index = result.parts.findIndex((part) => part.includes(',') && !isRoleOrDegree(part));
    const other = result.parts[1 - index];
    const split = index >= 0 && other && isRoleOrDegree(other) && dashJoined(result.parts[index]!, other) ? cut(result.parts[index]!) : undefined;
    if (split) {
      result.parts[index] = split.name;
      result.location = split.town;
    }
  }
}

/** A web address after a comma closing a title part: lower-case host with a top-level domain, an optional path. */
const TRAILING_ADDRESS = /^(\p{Lu}.*?),\s+((?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?)$/u;

function readSegments(head: string[], links: string[], separator: RegExp): EntryHead {
  const result: EntryHead = { parts: [] };
  const placeCell = findPlaceCell(head);
  for (const line of [...head, ...links]) {
    let text = line;
    if (placeCell && line === placeCell.line && !result.location) {
      result.location = placeCell.place;
      text = placeCell.rest;
    }
    if (!result.dates) {
      const dates = findDates(text);
      if (dates) {
        result.dates = dates;
        const town = result.location ? undefined : townBeforeDates(text);
        if (town) {
          result.location = town;
          dates.rest = dates.rest.slice(0, dates.rest.lastIndexOf('\t'));
        }
        // "Software Engineer (2016 - 2018)" (pandoc_resume's Word output): the brackets the dates leave are no part.
        text = dates.rest.replace(/\(\s*\)|\[\s*\]/g, ' ');
      }
    }
    text = tidyBracketedPlace(text);
    const segments = dropBareEmploymentKind(cutSegments(text, separator), (before) => scoreRole(before) > 0);
    // Of two segments shaped like a place, the later one is: "R.O.K Cyber Command, MND ⇥ Seoul, S.Korea".
    // A state's code is not a company's "Co": "Colorado Springs, CO" is a place.
    // "MSc, Computer Science" is a degree and its field, not a town and its country.
    const placeAt = result.location ? -1 : segments.findLastIndex((segment) => LOCATION.test(segment) && !ORG_WORDS.test(segment.replace(/,\s*[A-Z]{2}$/, '')) && !ROLE_WORDS.test(segment) && DEGREE.exec(segment)?.index !== 0);
    for (const [index, segment] of segments.entries()) {
      if (/^(?:https?:\/\/|www\.)\S+$/i.test(segment)) result.url ??= segment.startsWith('www.') ? `https://${segment}` : segment;
      else if (index === placeAt) result.location = segment;
      else if (DATE_LABEL.test(segment) || /^[\d\s,./-]+$/.test(segment)) continue;
      else if (!result.location && index > 0 && isTownWithCountry(segment)) result.location = segment;
      // "Summer student at FFI (Kjeller, Norway)." (pandoc_resume's reStructuredText): a stop after the bracketed place ends the sentence.
      else if (!result.location && bracketedPlace(segment.replace(/\)\.$/, ')'))) {
        const { name, place } = bracketedPlace(segment.replace(/\)\.$/, ')'))!;
        result.location = place;
        result.parts.push(name);
      } else {
        const place = result.location ? undefined : splitTrailingPlace(dropClosingStop(segment));
        if (place) result.location = place.location;
        // "Board Member, Software Underground, softwareunderground.org": a web address after the name is the item's link.
        const name = place?.name ?? dropClosingStop(segment);
        const trailing = TRAILING_ADDRESS.exec(name);
        if (trailing) result.url ??= /^https?:/.test(trailing[2]!) ? trailing[2]! : `https://${trailing[2]}`;
        if (place?.grade) result.parts.push(trailing ? trailing[1]! : name, place.grade);
        else result.parts.push(trailing ? trailing[1]! : name);
      }
    }
  }
  return result;
}

/**
 * "Employer ⇥ Place" over "Role ⇥ Dates" (Awesome-CV, sb2nov, Jake's): the cell set right opposite the
 * dates is the place, whatever its shape ("S.Korea", "Seoul, S.Korea & LA, U.S.A"), so it is not read
 * as the role. Only a short run of capitalised words without a role's or an organisation's words is
 * taken, and only when another title line's right cell is nothing but dates.
 */
/** "OtherUniversity" (a sample's one-word school): a school's word glued, capitalised, after a lower-case letter. */
export const GLUED_SCHOOL_WORD = /(?<=\p{Ll})(?:University|College|Institute|School|Academy|Polytechnic)\b/u;

const TEAM_WORDS = /\b(?:team|division|unit|squad|group|platform)\b/i;

const PLACE_PARTICLE = /^(?:an|am|der|im|ob|bei|upon|on|sur|en|de|del|la|le|du|di)$/;

function findPlaceCell(head: string[]): { line: string; place: string; rest: string } | undefined {
  if (head.length < 2) return undefined;
  const rightCell = (line: string) => (line.includes('\t') ? line.slice(line.lastIndexOf('\t') + 1).trim() : undefined);
  const isDatesOnly = (cell: string | undefined) => cell !== undefined && findDates(cell) !== undefined && !/\p{L}{2,}/u.test(cutAllDates(cell).replace(/\bexp(?:ected)?\b/gi, ''));
  if (!head.some((line) => isDatesOnly(rightCell(line)))) return undefined;
  for (const line of head) {
    const cell = rightCell(line);
    if (!cell || isDatesOnly(cell) || findDates(cell)) continue;
    const words = cell.split(/[\s,&/]+/).filter(Boolean);
    // A town's name may hold lower-case particles ("Heidenheim an der Brenz", "Frankfurt am Main"), never first.
    const placeShaped = words.length <= 6 && /^\p{Lu}/u.test(words[0] ?? '') && words.every((word) => /^[\p{Lu}][\p{L}.'’-]*$/u.test(word) || PLACE_PARTICLE.test(word)) && !ROLE_WORDS.test(cell) && !ORG_WORDS.test(cell) && !GLUED_SCHOOL_WORD.test(cell) && !TEAM_WORDS.test(cell);
    if (placeShaped) return { line, place: cell, rest: line.slice(0, line.lastIndexOf('\t')) };
  }
  return undefined;
}

/**
 * "Role · Employer ⇥ Valencia, Dic 2025 – Actualidad": a town before the dates in the cell set right is the
 * item's place, not a part of its title. Returns the town when the last cell is nothing but a town and dates.
 */
function townBeforeDates(line: string): string | undefined {
  const at = line.lastIndexOf('\t');
  if (at < 0) return undefined;
  const dates = findDates(line.slice(at + 1));
  const match = dates ? /^\s*(\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+)?)\s*[,·|]\s*$/u.exec(dates.rest) : null;
  return match && isTownShaped(match[1]!) ? match[1] : undefined;
}

/** A cell with every date cut out: "Sep. 2013, Mar. 2011 – Oct. 2011" leaves only its comma. */
function cutAllDates(cell: string): string {
  let rest = cell;
  for (let found = findDates(rest); found && found.rest !== rest; found = findDates(rest)) rest = found.rest;
  return rest;
}

/** What is left of "Expected Graduation: June 2016" or "Expected June 2023" once the date is out; a number left alone (", 2014") names nothing. */
/**
 * A template's placeholder where the dates go ("Month YYYY—Present", "Start Date 1 - End Date 1", "(start date – end
 * date)"): no date, and no name either; it is dropped, and the item gets no date (none is on the page).
 */
const PLACEHOLDER_DATE = String.raw`(?:(?:month|mm)\s+)?(?:y{3,4}|year)|(?:start|end|graduat(?:e|ion))\s+date(?:\s+\d+)?|date`;
const PLACEHOLDER_RANGE = String.raw`(?:${PLACEHOLDER_DATE})(?:\s*[-–—]+\s*(?:${PLACEHOLDER_DATE}|present|current|now))?`;
const PLACEHOLDER_DATES = new RegExp(String.raw`^\(?${PLACEHOLDER_RANGE}\)?$`, 'i');
const BRACKETED_PLACEHOLDER_DATES = new RegExp(String.raw`\s*\(${PLACEHOLDER_RANGE}\)`, 'gi');

const DATE_LABEL = /^(?:(?:expected|anticipated)(?:\s+(?:graduation(?:\s+date)?|grad\.?))?|graduation(?:\s+date)?|graduated|grad\.?)\s*:?$/i;

/**
 * "University of La Verne, La Verne, CA" and "LionLike MindState, Pomona, CA": a name with its place
 * after two commas, in one segment. Only the last two comma parts are tried, and only when a name
 * is left before them, so "Omnious. Co., Ltd." and "Enactus, University of La Verne" stay whole.
 */
/** Countries written after an employer's or a school's name; as data, so a town's country is read as the place. */
export const COUNTRIES = ['China', 'India', 'Japan', 'South Korea', 'Korea', 'Taiwan', 'Hong Kong', 'Singapore', 'Vietnam', 'Indonesia', 'Malaysia', 'Thailand', 'Philippines', 'Pakistan', 'Bangladesh', 'Israel', 'Turkey', 'Egypt', 'Nigeria', 'Kenya', 'South Africa', 'Germany', 'France', 'Spain', 'Italy', 'Portugal', 'Netherlands', 'Belgium', 'Switzerland', 'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Poland', 'Ireland', 'Greece', 'Czech Republic', 'Czechia', 'Hungary', 'Romania', 'Ukraine', 'United Kingdom', 'UK', 'USA', 'United States', 'Canada', 'Mexico', 'Brazil', 'Argentina', 'Chile', 'Colombia', 'Australia', 'New Zealand', 'Cyprus', 'Luxembourg', 'Iceland', 'Estonia', 'Latvia', 'Lithuania', 'Slovakia', 'Slovenia', 'Croatia', 'Serbia', 'Bulgaria', 'Peru', 'México', 'Scotland', 'England'];
const COUNTRY = new RegExp(`^(?:${COUNTRIES.join('|')})$`);

function splitTrailingPlace(segment: string): { name: string; location: string; grade?: string } | undefined {
  const pieces = segment.split(/\s*,\s+/);
  // "C/C++ Engineer Internship, R&D, State Street (Hangzhou), China": a country after three parts or more is the place,
  // with the town before it when that is one.
  // A region's abbreviation before the country ("Victoria, B.C., Canada") leaves the town unknown: not taken.
  if (pieces.length >= 3 && COUNTRY.test(pieces.at(-1)!) && !/^[\p{Lu}.]{2,5}$/u.test(pieces.at(-2)!)) {
    const rest = pieces.slice(0, -1).join(', ');
    const town = splitTrailingPlace(rest);
    return town && !town.grade ? { name: town.name, location: `${town.location}, ${pieces.at(-1)!}` } : { name: rest, location: pieces.at(-1)! };
  }
  // "Full Stack Java Developer, ABC Company, Inc., Anywhere": a town after the company's legal form is the place, as no
  // part of a company's name follows its "Inc.".
  if (pieces.length >= 3 && BARE_LEGAL_FORM.test(pieces.at(-2)!) && isTownShaped(pieces.at(-1)!)) {
    return { name: pieces.slice(0, -1).join(', '), location: pieces.at(-1)! };
  }
  // moderncv's "Degree, Institution, City, Grade": a grade after the place is the item's score.
  const grade = pieces.length >= 4 && GRADE.test(pieces.at(-1)!) ? pieces.pop() : undefined;
  // "Northfield University, Easton" on a line of its own: an organisation's name, then its town. Not "University of
  // Lowland, Easton", where the part after the comma names a campus of that university.
  if (pieces.length === 2 && !grade && ORG_WORDS.test(pieces[0]!) && !/\s(?:of|at|de|di|du)\s/i.test(pieces[0]!) && isPlaceAfterOrganisation(pieces[1]!)) {
    return { name: pieces[0]!, location: pieces[1]! };
  }
  if (pieces.length < 3) return undefined;
  // "Role, Employer, City" and "Degree, School, City" (moderncv): one city after a role or a degree.
  // "Paris (télétravail)": a note in brackets after the town says how the job was held; the town is still one.
  const city = pieces.at(-1)!.replace(/\s+\(\p{Ll}[^()]*\)$/u, '');
  const roleFirst = pieces.length === 3 && (scoreRole(pieces[0]!) > 0 || DEGREE.test(pieces[0]!)) && !DEGREE.test(pieces[1]!) && scoreRole(pieces[1]!) <= 0;
  // "Analyst, Harbour Company, Springfield", "Economics, Northfield University, Springfield": the organisation in the
  // middle, the part before it with no organisation's words; one word after it is its town, however written.
  const organisationBetween = pieces.length === 3 && scoreOrganisation(pieces[1]!) > 0 && scoreOrganisation(pieces[0]!) <= 0 && !DEGREE.test(pieces[1]!);
  const cityShaped = new RegExp(`^${PLACE_NAME}$`, 'u').test(city) || (organisationBetween && /^\p{L}[\p{L}.'-]*$/u.test(city));
  if ((roleFirst || organisationBetween) && cityShaped && !ORG_WORDS.test(city) && !ROLE_WORDS.test(city)) {
    return { name: pieces.slice(0, -1).join(', '), location: pieces.at(-1)!, ...(grade ? { grade } : {}) };
  }
  // "Experimental Brewer, GUINNESS AND SON, Dublin" (YAAC sets the organisation in capitals): capitals before a town
  // written in lower case are the organisation, not the first half of the place.
  // A region's abbreviation ("Victoria, B.C., Canada") is no organisation: a word of three capitals or more, no stops.
  if (pieces.length === 3 && /^\p{Lu}[\p{Lu}\d\s&'-]+$/u.test(pieces[1]!) && /\p{Lu}{3}/u.test(pieces[1]!) && /\p{Ll}/u.test(pieces[0]!) && /\p{Ll}/u.test(city) && new RegExp(`^${PLACE_NAME}$`, 'u').test(city) && !ORG_WORDS.test(city)) {
    return { name: pieces.slice(0, -1).join(', '), location: city, ...(grade ? { grade } : {}) };
  }
  const location = pieces.slice(-2).join(', ');
  if (!LOCATION.test(location) || ORG_WORDS.test(location) || ROLE_WORDS.test(location)) return undefined;
  // "Northwind Traders, Springfield, Ohio, USA": a town before "Region, Country" is the place's too.
  const town = pieces.length >= 4 ? pieces.at(-3)! : undefined;
  if (town && isTownShaped(town) && isTownShaped(pieces.at(-2)!) && /^[\p{Lu}][\p{L}.'-]{2,}$/u.test(pieces.at(-1)!)) {
    return { name: pieces.slice(0, -3).join(', '), location: pieces.slice(-3).join(', '), ...(grade ? { grade } : {}) };
  }
  return { name: pieces.slice(0, -2).join(', '), location, ...(grade ? { grade } : {}) };
}

/**
 * After an organisation's comma, a place: a town ("Easton") or a longer place starting with a capital ("City of
 * Westfield"), of at most four words, none an organisation's, a role's, a degree's or a field of study's.
 */
function isPlaceAfterOrganisation(piece: string): boolean {
  if (isTownShaped(piece)) return !FIELD_WORDS.test(piece);
  return /^\p{Lu}[\p{L}.'-]*(?: [\p{L}.'-]+){1,3}$/u.test(piece) && !ORG_WORDS.test(piece) && !ROLE_WORDS.test(piece) && !DEGREE.test(piece) && !FIELD_WORDS.test(piece) && !TEAM_WORDS.test(piece);
}

/** "Lund (Sweden)", "NY (USA)": a town, then its country in brackets, as the last part after a dash (pandoc_resume). */
function isTownWithCountry(segment: string): boolean {
  const match = /^(.+?)\s+\((\p{Lu}[\p{L}.' -]*)\)$/u.exec(segment);
  return match !== null && (isTownShaped(match[1]!) || /^[A-Z]{2}$/.test(match[1]!)) && isTownShaped(match[2]!.trim());
}

/** One capitalised word or two, not an organisation's, a role's or a degree's, nor a state's code: "Springfield". */
function isTownShaped(piece: string): boolean {
  return /^[\p{Lu}][\p{L}.'-]+(?: [\p{Lu}][\p{L}.'-]+)?$/u.test(piece) && !/^[A-Z]{2}$/.test(piece) && !ORG_WORDS.test(piece) && !ROLE_WORDS.test(piece) && !TEAM_WORDS.test(piece) && !DEGREE.test(piece);
}

/**
 * "Stevens Institute of Technology (Hoboken, NJ)", "Carleton University (Ottawa)" (pandoc_resume): a
 * school's or a company's name with its town in brackets after it. Only where the name has an
 * organisation's words and the brackets hold nothing but a place's capitalised words.
 */
function bracketedPlace(segment: string): { name: string; place: string } | undefined {
  const match = /^(.+?)\s*\(([^()]+)\)$/.exec(segment);
  // "Research Assistant in the Department of Design (DoD)": a role's title, its brackets an abbreviation, not a place.
  if (!match || scoreRole(match[1]!) > 0) return undefined;
  const place = match[2]!.trim();
  // "FFI --- Norwegian Defence Research Establishment (Kjeller, Norway)": a town and its country in brackets place
  // a name that has no organisation's word; a degree's brackets ("BSc (Physics, Chemistry)") hold its fields.
  const townAndCountry = place.includes(',') && LOCATION.test(place) && !DEGREE.test(match[1]!) && !FIELD_WORDS.test(place);
  if (!ORG_WORDS.test(match[1]!) && !townAndCountry) return undefined;
  // "Northfield University (NU)": capitals starting with the name's own first letter abbreviate it; "(NYC)" after "Acme Corp" is a place.
  if (/^\p{Lu}{2,6}$/u.test(place) && place[0] === match[1]!.split(',').at(-1)!.trim()[0]) return undefined;
  // "Research Centre on Interactive Media, … Technologies (CYENS)": four capitals or more name the body, as no town's
  // short form does ("NYC", "USA", "NSW" are three).
  if (/^\p{Lu}{4,8}$/u.test(place)) return undefined;
  const placeShaped = LOCATION.test(place) || new RegExp(`^${PLACE_NAME}$`, 'u').test(place);
  if (!placeShaped || ORG_WORDS.test(place) || ROLE_WORDS.test(place) || DEGREE.test(place)) return undefined;
  // "Harbour Council, Port Town (Lowland)" (Europass): the town before the bracketed country is the place's too.
  const town = /^(.+),\s*([^,]+)$/.exec(match[1]!.trim());
  if (town && !place.includes(',') && isTownShaped(town[2]!) && ORG_WORDS.test(town[1]!)) return { name: town[1]!.trim(), place: `${town[2]!} (${place})` };
  return { name: match[1]!.trim(), place };
}

/** A grade as moderncv prints it after the place: "3.7", "1.3/4.0", "GPA 3.9", "Grade: A". */
const GRADE = /^(?:(?:gpa|grade|cgpa)\b.*|\d(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?)$/i;

/**
 * moderncv ends each title with a full stop ("Job title, Employer, City."): a title is not a sentence,
 * so a closing stop after a comma-parted title goes, unless it ends an abbreviation ("Acme Co.").
 */
function dropClosingStop(segment: string): string {
  if (!segment.includes(',') || !/[^.]\.$/.test(segment) || /\b(?:inc|ltd|co|corp|jr|sr|st|dr|dep|dept|univ|intl|bros|e\.?v|[a-z])\.$/i.test(segment)) return segment;
  return segment.slice(0, -1);
}

export function scoreRole(text: string): number {
  return (ROLE_WORDS.test(text) ? 2 : 0) - (ORG_WORDS.test(text) ? 1 : 0);
}

export function scoreOrganisation(text: string): number {
  return (ORG_WORDS.test(text) ? 2 : 0) - (ROLE_WORDS.test(text) ? 1 : 0);
}

/**
 * "Staff Nurse, St Thomas Hospital" and "Nexus AI, Co-Founder & CTO" (RenderCV) are a role and an
 * employer joined by a comma, while "University of California, Berkeley" is one name: a lone part is
 * split at its comma only when one side has a role's words and the other has none.
 */
export function splitRoleAtComma(parts: string[]): string[] {
  if (parts.length !== 1) return parts;
  // "Back-end developer, DevOps, and Integrations: AllCanCode Inc." (a role that lists with commas, then its employer
  // after a colon): the colon parts them, not the role's first comma.
  const colon = /^([^:]+?,[^:]*?):\s+([^:,]+(?:,[^:]*)?)$/.exec(parts[0]!);
  if (colon && scoreRole(colon[1]!) > 0 && scoreRole(colon[2]!) <= 0 && !findDates(colon[2]!)) return [colon[1]!.trim(), colon[2]!.trim()];
  // "Member of Technical Staff: Udio" (pandoc_resume): a colon joins them as a comma does.
  for (const joint of [/^(.+?),\s+(.+)$/, /^([^:]+?):\s+([^:]+)$/]) {
    const match = joint.exec(parts[0]!);
    if (!match) continue;
    const [, left, right] = match as unknown as [string, string, string];
    // "PostDoctoral, Electrical and Computer Engineering": a field of study after a role names its department, not an employer.
    if (joint.source.startsWith('^(.+?),') && scoreRole(left) > 0 && FIELD_WORDS.test(right) && !ORG_WORDS.test(right) && !ROLE_WORDS.test(right) && !/^[\p{Lu}\d\s&.'-]+$/u.test(right)) return parts;
    // With no role's words on either side, an organisation's words on the right only mark the employer: "Analyst II, Harbour Company".
    // "Experimental Brewer, GUINNESS AND SON" (YAAC): an organisation set in capitals after a role in lower case marks the employer too.
    const capitalsRight = /\p{Ll}/u.test(left) && /^[\p{Lu}\d\s&.'-]+$/u.test(right) && /\p{Lu}{2}/u.test(right);
    const roleThenOrg = (scoreRole(left) > 0 && scoreRole(right) <= 0) || (!ROLE_WORDS.test(left) && !ROLE_WORDS.test(right) && (ORG_WORDS.test(right) || capitalsRight) && !ORG_WORDS.test(left));
    const orgThenRole = scoreRole(right) > 0 && scoreRole(left) <= 0;
    if (roleThenOrg !== orgThenRole) return orgThenRole ? [left, right] : splitRunOnRole(left, right);
  }
  return parts;
}

/**
 * "Software Developer Greek Free, Open Source Software" (pandoc's ConTeXt CV, role and employer set with no mark
 * between): words in capitals run on after the role's last word, before the comma, start the employer's name, which
 * the comma does not end. Only capitalised words of no role, degree or place after the role, and a right side that
 * is no place.
 */
function splitRunOnRole(left: string, right: string): string[] {
  const match = /^(.*\b(?:developer|engineer|programmer|designer|researcher|scientist|analyst|consultant|architect))\s+(.+)$/i.exec(left);
  if (!match || !/^(?:\p{Lu}[\p{L}'’&-]*\s+)+\p{Lu}[\p{L}'’&-]*$/u.test(match[2]!) || ROLE_WORDS.test(match[2]!) || DEGREE.test(match[2]!) || LOCATION.test(right) || ROLE_WORDS.test(right) || COUNTRY.test(right.trim())) return [left, right];
  return [match[1]!, `${match[2]!}, ${right}`];
}

/**
 * Which comes first in this section's titles, the role or the organisation. Every item of a section is
 * laid out alike, so the words of all items vote; `sure` is false when they do not decide.
 */
export function pickSectionOrder(heads: EntryHead[]): { roleFirst: boolean; sure: boolean } {
  let votes = 0;
  for (const { parts } of heads) {
    if (parts.length < 2) continue;
    const [first, second] = parts as [string, string];
    votes += scoreRole(first) - scoreRole(second) + scoreOrganisation(second) - scoreOrganisation(first);
  }
  // No word of a role or an organisation anywhere ("Sagemcom ⇥ Board Support Package Gateways", "DeeWee ⇥ Startup système
  // embarqué", Twenty Seconds): a name of one word before a phrase, in every item, is the employer's; a role of one word
  // would have a role's word.
  const paired = heads.filter(({ parts }) => parts.length >= 2);
  if (votes === 0 && paired.length >= 2 && paired.every(({ parts }) => !/\s/.test(parts[0]!) && /\s/.test(parts[1]!))) return { roleFirst: false, sure: false };
  return { roleFirst: votes >= 0, sure: Math.abs(votes) >= 2 };
}

/** The role and organisation among the first two parts, in the section's order; a lone part by its words. */
export function pickRoleAndOrganisation(parts: string[], order: { roleFirst: boolean }): { role?: string; organisation?: string; rest: string[] } {
  if (parts.length === 0) return { rest: [] };
  if (parts.length === 1) {
    const only = parts[0]!;
    return scoreRole(only) > scoreOrganisation(only) ? { role: only, rest: [] } : { organisation: only, rest: [] };
  }
  const [first, second, ...rest] = parts as [string, string, ...string[]];
  // "Employer – what it does ⇥ dates" over the role's own line: the part after the dash has no role's words and a
  // later one has, so that one is the role and the note stays a note.
  const laterRole = order.roleFirst || scoreRole(second) > 0 ? -1 : rest.findIndex((part) => scoreRole(part) > 0);
  if (laterRole >= 0) return { organisation: first, role: rest[laterRole]!, rest: [second, ...rest.filter((_, index) => index !== laterRole)] };
  // One item written "Role, Employer" among a section written "Employer, Role": a first part with a role's words and
  // no organisation's, over a second with neither a role's words nor a first part's, is the role.
  if (!order.roleFirst && scoreRole(first) > 0 && scoreOrganisation(first) <= 0 && scoreRole(second) <= 0) return { role: first, organisation: second, rest };
  return order.roleFirst ? { role: first, organisation: second, rest } : { organisation: first, role: second, rest };
}

/** A title line's text cut at its separators into tidy segments (brackets, icons' glyphs and placeholders dropped). */
function cutSegments(text: string, separator: RegExp): string[] {
  return text
    .replace(BRACKETED_PLACEHOLDER_DATES, '')
    .split(separator)
    .filter((raw) => !isEmploymentNote(raw))
    .map(dropEmploymentNote)
    .map((raw) => raw.replace(/^[,;:()|·•—–\s-]+|[,;:(|·•—–\s-]+$/g, '').trim())
    // An icon font that maps its glyphs to letters and symbols (AltaCV: "z July 2012 – Ongoing ⇥ * Sunnyvale, CA")
    // leaves a lone character, or one before the detail: neither is a title's word.
    .map((segment) => segment.replace(/^[^\p{L}\p{N}\s"“'‘(]\s+(?=\S)/u, ''))
    // A note in brackets before the name ("(acquired) Willowbee.ca") is not the name's.
    // "2020--2024 (expected) : PhD, …": the colon after such a note only led into the title.
    .map((segment) => segment.replace(/^\(?[a-z][a-z ]{2,20}\)\s+(?=\S)/, '').replace(/^[:;,]\s*(?=\S)/, ''))
    .filter((segment) => segment.length > 1 && !PLACEHOLDER_DATES.test(segment));
}
