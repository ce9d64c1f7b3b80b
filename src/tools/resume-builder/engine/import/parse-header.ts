import type { Resume } from '../../contract';
import type { ResumeLine } from './resume-line';
import { findSectionKey } from './find-sections';
import { ICON_NAMES } from './icon-names';
import { pairNetworkLabels } from './pair-network-labels';
import { findDates } from './parse-dates';
import { ORG_WORDS, scoreRole } from './read-entry-head';
import { splitList } from './split-list';

// The top of a resume: name, a title line, and contact details on one or more lines, separated by
// bars, dots or wide gaps. Each token is recognised by its shape; what is left is the location.

type Basics = NonNullable<Resume['basics']>;
type Profile = NonNullable<Basics['profiles']>[number];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /^\+?[\d\s().+-]{7,}$/;
// "+49 171/8106299", "0171/8106299": a slash after the area code (German). One, and after "+" or a trunk "0", so that
// "2019/2020" or "01/2019 - 12/2021" stay dates.
const ORCID_ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const SLASHED_PHONE = /^(?:\+|0)[\d\s().-]*\d\/\d[\d\s().-]*$/;
const URL_LIKE = /^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i;
/** Without a scheme, "www." or a path, "node.js" is a word, not a site: only common endings count. */
const BARE_SITE = /^[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|co|uk|de|fr|es|it|nl|se|ca|au|in|app|site|page|tech|info)$/i;
const NETWORKS: Record<string, string> = {
  'linkedin.com': 'LinkedIn',
  'github.com': 'GitHub',
  'gitlab.com': 'GitLab',
  'twitter.com': 'Twitter',
  'x.com': 'X',
  'stackoverflow.com': 'Stack Overflow',
  'medium.com': 'Medium',
  'dribbble.com': 'Dribbble',
  'behance.net': 'Behance',
  'xing.com': 'XING',
  'weibo.com': 'Weibo',
  'facebook.com': 'Facebook',
};
/** Networks known by a label only (no address of their own is written): "WeChat: some_id". */
const LABEL_NETWORKS = ['WeChat', 'Skype', 'Telegram'];
// Deedy writes the label as a scheme: "Github:// deedydas".
const NETWORK_LABEL = /^(linkedin|github|gitlab|twitter|x|stack ?overflow|medium|dribbble|behance|mastodon|wechat|xing|skype|telegram)\s*:(?:\/\/)?\s*(\S.*)$/i;
// Awesome-CV and AltaCV write the link's scheme as its text: "mailto:ann@example.com", "tel:+1 555…".
// "work phone: 401 782 9655" (R Markdown's Word header): a phone's kind before its label.
// A label abbreviated with a full stop needs no colon: "Cel. (+51) 900 000 000", "Tel. 030 1234" (Spanish, German).
const CONTACT_LABEL =
  /^(?:(?:e-?mail|(?:work |home |mobile |cell |office )?phone|tel|mobile|cell|web(?:site)?|home\s?page|portfolio|url|address|location|correo|tel[eé]fono|celular|m[oó]vil|t[eé]l[eé]phone|portable|telefon|handy|telefone|telem[oó]vel|cellulare)\s*:\s*|(?:tel|t[eé]l|telf|cel|cell|mob|m[oó]v|ph)\.\s*:?\s*)?(?:mailto:|tel:)?/i;
/** "Techs: Meteor, Git" beside the contacts (latexcv): a list of skills, not a place. */
const SKILLS_LABEL = /^(?:skills|techs?|technologies|tech stack|tools)\s*:\s*(.+)$/i;
/** A resume's title printed beside the name ("JAN KÜSTER | RESUME"). */
// "First Last’s Resume" (a title that names its owner): the possessive goes with the title word.
const DOCUMENT_TITLE = /(?:['’]s)?\s*[|·•–—-]?\s*\b(?:r[ée]sum[ée]|cv|curriculum vitae)$/i;
/** A line that is only the document's title ("Curriculum ⇥ Vitae", "Résumé"): it names nobody. */
const TITLE_ONLY = /^\s*(?:r[ée]sum[ée]|cv|curriculum\s+vitae)\s*$/i;
/** "Name ⇥ John Doe", "Full name: Jane Roe" (a form's caption column, leancv or Europass): the caption is not the name. */
const NAME_CAPTION = /^\s*(?:full\s+)?name\s*(?::\s*|\t+)(?=\S)/i;
// Two spaces part tokens too: an icon font's glyph before each detail reads as a space (RenderCV).
// A bar parts details even when it touches one ("debarghyadas.com| fb.co/dd"): no address or number holds one.
// Any bullet-like shape between spaces parts them too ("johndoe@example.com ◆ (+1) 987 6543 210", imprecv).
/** AltaCV's e-mail icon printed as a lone "@" before the address ("… 97 81 @ ann@example.org"): it parts details as a gap does. */
const AT_ICON = /\s@\s+(?=[\w.+-]+@[\w-]+\.)/g;
// "john@doe.com / +1 (123) 4567-890" (kip93's resume class): a slash between spaces after an e-mail address parts it too.
// "john.doe@email.com , +1 (415) 555-0142 , San Francisco, CA" (Resume-Matcher's HTML templates): a comma with a space before it parts details, one written after a word does not.
const TOKEN_SEPARATOR = /\s+,\s+|(?<=@[\w.-]+\.[A-Za-z]{2,})\s+\/\s+|\s*\|\s*|(?<=\d)•\s+|\s+[•·◦∙\u25A0-\u25FF\u2B25-\u2B2F\u2756\u2666]\s+|\t+|\s{2,}|\s+[—–]\s+/;

// A control character is a glyph the font gave no Unicode meaning (resume.cls's diamond between details: "4489 Oxford Lane \u0005 San Antonio").
// eslint-disable-next-line no-control-regex -- a glyph read back as a control character is what this looks for
const ICON_GLYPH = /\s*[\p{Co}\u0001-\u0008\u000E-\u001F]\s*/gu;
/** "555 · 356 · 7936" (Trey Hunner's resume.cls): a phone number's digit groups parted by the same dot that parts the details. */
const DOTTED_PHONE = /(?<![\d·]\s?)\d{2,4}(?:\s·\s\d{2,4}){2,3}(?!\s?[\d·])/gu;
const DOTTED_PHONE_JOIN = '\u0000';

export type ParsedHeader = { basics: Basics; skills: string[]; unsure: { path: string; message: string }[] };

/** Reads the name, label and contact details from the lines above the first section. */
const LOWER_CASE_PHRASE = /^(?=.*\s(?:and|or|of|the|for|with)\s)[\p{Ll}\s]+$/u;

export function parseHeader(allLines: ResumeLine[]): ParsedHeader {
  const basics: Basics = {};
  const unsure: ParsedHeader['unsure'] = [];
  const { profiles, rest: lines } = pairNetworkLabels(joinWrappedLinkTail(allLines));
  const leftovers: string[] = [];
  const skills: string[] = [];
  const nameIndex = pickNameLine(lines);
  const nameTail = findNameTail(lines, nameIndex);

  lines.forEach((line, index) => {
    if (index === nameTail || isTitleOnly(line)) return;
    // An icon font's glyph with no Unicode meaning (a private-use character: Reactive Resume's
    // "\uEBE0 Pleasantville, CA \uEBE1 (555) 123-4567") parts details as a wide gap does.
    const kept = line.text.replace(ICON_GLYPH, '  ').replace(AT_ICON, '  ').replace(DOTTED_PHONE, (phone) => phone.replace(/\s·\s/g, DOTTED_PHONE_JOIN));
    const tokens = splitSpacedSites(splitAtIconNames(index === nameIndex ? kept.replace(NAME_CAPTION, '') : kept).split(TOKEN_SEPARATOR).map((token) => token.replaceAll(DOTTED_PHONE_JOIN, ' · ').trim()).filter(Boolean));
    if (index === nameIndex) {
      // The name may share its line with contacts set right ("Sourabh Bajaj ⇥ Email: …"): the name is the first token that is not one.
      // A street address set left of the name ("500 E 77th St, Apt. 908 ⇥ Matthew Beaulieu ⇥ (774) …") is not the name.
      // Nor is a caption set left of it ("Personal information ⇥ Jane Roe", a Europass left column).
      // Nor is a town set left of it ("Cambridge, MA 01242 ⇥ Erica Ruggiero", contacts stacked at the left edge): that is the place.
      const isPlaceBeside = (token: string) => tokens.length > 1 && token.includes(',') && readPlace(token) !== undefined && scoreRole(token) <= 0;
      const nameAt = tokens.findIndex((token) => !isContactToken(token) && !STREET.test(token) && !isPlaceBeside(token) && (tokens.length === 1 || findSectionKey({ text: token }) === undefined));
      const written = tokens[nameAt]?.replace(DOCUMENT_TITLE, '').trim();
      const name = written && closeLetterSpacing(written);
      // "street and number" (a template's address placeholder at the top): lower-case words joined by a
      // function word are a phrase, not a person's name, which is left for the user instead.
      if (name && !LOWER_CASE_PHRASE.test(name)) basics.name = nameTail === undefined ? name : `${name} ${lines[nameTail]!.text.trim()}`;
      // "Austin Yu ⇥ Bay Area, CA" (fantastic-cv): a place set right of the name is the header's place.
      tokens.forEach((token, at) => {
        if (at === nameAt) return;
        const detail = readIconLabel(token).replace(CONTACT_LABEL, '');
        if (!readContactToken(detail, basics, profiles) && (at > nameAt || isPlaceBeside(token))) leftovers.push(detail);
      });
      return;
    }
    // "Tech: ⇥ Meteor, Git" (a caption column): the caption and its list are one token.
    const captioned = SKILLS_LABEL.exec(line.text.replace(/\t+/g, ' '));
    if (captioned) {
      skills.push(...splitList(captioned[1]!));
      return;
    }
    const unread: string[] = [];
    for (const written of tokens) {
      // Without its icon: "\uF3C5 San Francisco, CA" is still the place (RenderCV).
      const token = readIconLabel(written);
      const listed = SKILLS_LABEL.exec(token);
      if (listed) skills.push(...splitList(listed[1]!));
      // "Location: Thessaloniki, Greece" (Deedy's CONTACT captions): the place without its caption.
      else if (!readContactToken(token.replace(CONTACT_LABEL, ''), basics, profiles)) unread.push(/^(?:address|location)\s*:/i.test(token) ? token.replace(CONTACT_LABEL, '') : token);
    }
    // A line with no contact details right under the name is the label ("Data Analyst"), unless it is a place.
    const isPlace = tokens.length === 1 && readPlace(tokens[0]!) !== undefined && scoreRole(tokens[0]!) <= 0;
    if (unread.length === tokens.length && !isPlace && !ADDRESS_LABEL.test(line.text) && !basics.label && !basics.email && !basics.phone && index <= nameIndex + 1 && line.text.length <= 80) {
      basics.label = line.text;
    } else {
      leftovers.push(...unread);
    }
  });

  // "SENIOR PHP DEVELOPER, UX DIRECTOR ⇥ (999) 888-7777" (a headline beside the phone) has a place's commas but a role's words.
  // "Instituto de Astronomia, Geofísica e Ciências Atmosféricas" (an academic's department under the address) has a place's commas but an organisation's words.
  const place = leftovers.filter((token) => scoreRole(token) <= 0 && !ORG_WORDS.test(token.split(',')[0]!)).map(readPlace).find(Boolean);
  if (place) basics.location = place;
  if (profiles.length > 0) basics.profiles = profiles;
  if (!basics.name) unsure.push({ path: 'basics.name', message: 'No name was found at the top of the file; add it.' });
  if (!basics.email) unsure.push({ path: 'basics.email', message: 'No e-mail address was found; add one so recruiters can reply.' });
  if (!basics.phone) unsure.push({ path: 'basics.phone', message: 'No phone number was found.' });
  return { basics, skills, unsure };
}

/**
 * Icon fonts put a glyph before each detail, which reads as an emoji ("📱 (+82) 10…") or as the icon's
 * name in capitals (Font Awesome in Awesome-CV: "GITHUB-SQUARE posquit0", "HOUSE-CHIMNEY www…"). A
 * network's icon names the network, as "GitHub: posquit0" would; any other icon is dropped.
 */
function readIconLabel(token: string): string {
  // An icon font mapped to odd symbols ("½ Bremen, Germany", latexcv's sidebar) leaves one before the detail.
  const bare = token.replace(/^[^\p{L}\p{N}+(@]+/u, '').replace(/^[\p{No}\p{S}]\s+/u, '');
  // moderncv's letter keys: "M +1 (234) 567 890", "E john@doe.org", "W www.johndoe.com".
  const letterKey = /^[A-Z]\s+(\S.*)$/.exec(bare);
  if (letterKey && isContactToken(letterKey[1]!)) return letterKey[1]!;
  // An icon's name in any case ("Phone-Alt (912) 555-0100", "Envelope ann@…"), from the list in icon-names.ts.
  const named = /^([A-Za-z]+(?:-[A-Za-z]+)*)\s+(\S.*)$/.exec(bare);
  if (named && ICON_NAMES.has(named[1]!.toLowerCase()) && !/^(?:linkedin|github|gitlab|twitter)/i.test(named[1]!) && isContactToken(named[2]!)) return named[2]!;
  // An address icon before a street address ("Envelope 19 allée George Sand 69330 Jonage", AltaCV's mailing address).
  if (named && /^(?:envelope|home|map-marker(?:-alt)?|map-pin|address-card)$/i.test(named[1]!) && readPlace(named[2]!)) return named[2]!;
  // A network's icon named in title case before a bare user name ("Github annroe", AltaCV): the network's profile.
  if (named && /^(?:linkedin|github|gitlab)$/i.test(named[1]!) && /^[\w.-]{2,39}$/.test(named[2]!)) return `${named[1]!.toLowerCase()}: ${named[2]}`;
  const icon = /^([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)\s+(\S.*)$/.exec(bare);
  if (!icon || /[a-z]/.test(icon[1]!) || icon[1]!.length < 4) return bare;
  const network = /^(LINKEDIN|GITHUB|GITLAB|TWITTER|MEDIUM|DRIBBBLE|BEHANCE|MASTODON)\b/.exec(icon[1]!)?.[1];
  if (network) return `${network.toLowerCase()}: ${icon[2]}`;
  return isContactToken(icon[2]!) ? icon[2]! : bare;
}

/**
 * "Austin, TX" or "Mapo-gu, Seoul, Republic of Korea" (a few words each part, not a sentence with
 * commas), or "555 La Verne Way, La Verne, CA": a street with its number, then the city and region.
 */
export function readPlace(token: string): NonNullable<Basics['location']> | undefined {
  // "New York, New York, United States of America 1234": the postal code is not a word of the country.
  const shortParts = token.replace(/\s+\d{4,6}$/, '').split(',').every((part) => part.trim().split(/\s+/).length <= 4);
  // "New York, NY, 10162": a postal code may follow the region after a comma too.
  // A place's parts end in a name: "Philosophy of history" or "The Fellowship of" (a quotation's source) is none.
  const endsInName = token.replace(/\s+\d{4,6}$/, '').split(',').every((part) => part.trim().split(/\s+/).length === 1 || /^\p{Lu}/u.test(part.trim().split(/\s+/).at(-1)!));
  // "Via Roma 5, Torino" without the house number still opens with a street's word: the street, then the town.
  const street = /^((?:via|viale|piazza|corso|rue|avenue|boulevard|calle|avenida|rua|strada|plaza|paseo)\s[^,]+),\s*([\p{Lu}][\p{L}' -]+)$/iu.exec(token.trim());
  if (street) return { address: street[1]!, city: street[2]!.trim() };
  if (shortParts && endsInName && /^[\p{L} .'-]+(?:,\s*[\p{L} .'-]+){1,2}(?:,?\s+\d{4,6})?$/u.test(token)) return readLocation(token.replace(/,\s*(\d{4,6})$/, ' $1'));
  return readStreetAddress(token) ?? readPostalTown(token) ?? readEuropeanAddress(token) ?? readBritishPostTown(token) ?? readFrenchAddress(token);
}

/** "19 allée George Sand 69330 Jonage", "5 rue de la Paix, 75002 Paris": a house number, a French street word, the street, a five-digit postal code and the town. */
function readFrenchAddress(token: string): NonNullable<Basics['location']> | undefined {
  const match = /^(\d+(?:\s?(?:bis|ter))?,?\s+(?:rue|allée|avenue|boulevard|bd|chemin|place|impasse|route|quai|cours|square|passage|résidence|lotissement)\s[^,\d]+?),?\s+(\d{5})\s+(\p{Lu}[\p{L}'’-]+(?:[ -][\p{L}'’-]+){0,3})$/iu.exec(token.trim());
  return match ? { address: match[1]!, postalCode: match[2]!, city: match[3]! } : undefined;
}

/** "London NW10 7RR, UK": a town, then a British postcode, then the country when written. */
function readBritishPostTown(token: string): NonNullable<Basics['location']> | undefined {
  const match = /^(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?)\s+([A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})(?:,\s*(?:UK|United Kingdom|England|Scotland|Wales|Northern Ireland))?$/u.exec(token.trim());
  return match ? { city: match[1]!, postalCode: match[2]! } : undefined;
}

/** "Lindenweg 12, 01234 Neustadt", "Calle Mayor 5, 28013 Madrid": a street with its house number, then a postal code and the town. */
function readEuropeanAddress(token: string): NonNullable<Basics['location']> | undefined {
  // "Rämistrasse 101, CH-8092 Zürich, Switzerland": a country's letters may open the postal code, and the country may follow.
  const match = /^(\p{Lu}[\p{L}.' -]*\s\d+[a-z]?),\s*(?:[A-Z]{1,2}-)?(\d{4,5})\s+(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?)(?:,\s*\p{Lu}[\p{L}' -]+){0,2}$/u.exec(token.trim());
  return match ? { address: match[1]!, postalCode: match[2]!, city: match[3]! } : undefined;
}

/**
 * "Some Street 10 - 12345 Port Town (Lowland)", "12345 Port Town (Lowland)" (a Europass address line): a postal code of
 * four or five digits, then the town, then the country in brackets. Without the country ("Address,
 * Street, 00000 County", a template's placeholder) the word after the code is not taken as a town.
 */
function readPostalTown(token: string): NonNullable<Basics['location']> | undefined {
  const match = /^(?:(.*?\p{L}.*?)[\s,–-]+)?\d{4,5}\s+([\p{Lu}][\p{L}'-]+(?: [\p{Lu}][\p{L}'-]+)?)\s*\(([\p{L} ]+)\)$/u.exec(token.trim());
  if (!match) return undefined;
  return { ...(match[1] ? { address: match[1].replace(/[\s,–-]+$/, '') } : {}), city: match[2]! };
}

/**
 * "555 La Verne Way, La Verne, CA" or "17 Prime Avenue, Apt 37, Springfield, Pennsylvania 10111, USA":
 * a street with its number (and a flat or suite), then the city, the region with its postal code, and
 * a country when written.
 */
function readStreetAddress(token: string): NonNullable<Basics['location']> | undefined {
  // "126 Clifton Place, Jersey City, NJ, 07424": a ZIP code may stand after the state as a part of its own.
  const parts = token.replace(/,\s*\d{5}(?:-\d{4})?$/, '').split(/,\s*/).map((part) => part.trim());
  // "No.38 Harbour Road" writes the house number after "No."; "2 Feb 1991" (a date of birth) is no street.
  if (!/^(?:No\.\s?)?\d+[\p{L}\d .'#-]*$/u.test(parts[0] ?? '') || findDates(parts[0]!) !== undefined) return undefined;
  let street = 1;
  // A flat, or a district of the town ("Xicheng District"), belongs to the street's part of the address.
  while (street < parts.length && (UNIT.test(parts[street]!) || (DISTRICT.test(parts[street]!) && parts.length - street > 2))) street += 1;
  const [city, region, country, ...rest] = parts.slice(street);
  if (!city || !region || rest.length > 0 || ![city, region.replace(/\s+\d{4,6}$/, ''), country ?? 'x'].every((part) => /^[\p{L} .'-]+$/u.test(part))) return undefined;
  return { address: parts.slice(0, street).join(', '), ...readLocation(`${city}, ${region}`), ...(country && /^[A-Z]{2}$/.test(country) ? { countryCode: country } : {}) };
}

const DISTRICT = /^[\p{Lu}][\p{L}'-]*(?: [\p{Lu}][\p{L}'-]*)? (?:district|borough|ward|quarter)$/iu;
const UNIT = /^(?:apt|apartment|suite|ste|unit|flat|floor|fl|room|#)\.?\s*[\w-]+$/i;
/** A house number and a street: "500 E 77th St", "17 Prime Avenue, Apt 37". */
const STREET = /^\d+[\p{L}]?\s+(?:[\p{L}\d.'-]+\s+){0,4}(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|sq|square|hwy|highway|pkwy|parkway|terrace|crescent)\b\.?/iu;

/**
 * A line of contacts each after its icon's name ("Phone-Alt (912) 555-0100 Envelope ann@example.com LINK ann.dev"):
 * with two icon names or more on it, each name starts a detail, as a wide gap would.
 */
function splitAtIconNames(text: string): string {
  const names = [...text.matchAll(/(?<=^|\s)([A-Za-z]+(?:-[A-Za-z]+)*)(?=\s)/g)].filter((match) => /^[A-Z]/.test(match[1]!) && ICON_NAMES.has(match[1]!.toLowerCase()));
  if (names.length < 2) return text;
  return text.replace(/(?<=\S)\s+(?=([A-Za-z]+(?:-[A-Za-z]+)*)\s)/g, (space, name: string) => (/^[A-Z]/.test(name) && ICON_NAMES.has(name.toLowerCase()) ? '  ' : space));
}

/**
 * "valcarce.fr gitlab.com/plut0n ann _at_ example.org" (pandoc_resume's DOCX): sites parted by single spaces only.
 * A lone token is cut at its spaces when two of its words or more are web addresses; other lines are left whole.
 */
function splitSpacedSites(tokens: string[]): string[] {
  if (tokens.length !== 1) return tokens;
  const words = tokens[0]!.split(/\s+/);
  const sites = words.filter((word) => /^(?:https?:\/\/)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)+(?:\/\S*)?$/u.test(word) && !/^\d/.test(word) && isContactToken(word));
  return sites.length >= 2 ? words : tokens;
}

/** Whether a token reads as a contact detail, without keeping it. */
function isTitleOnly(line: ResumeLine): boolean {
  return TITLE_ONLY.test(line.text.replace(/\t+/g, ' '));
}

export function isContactToken(token: string): boolean {
  return readContactToken(token.replace(CONTACT_LABEL, ''), {}, []);
}

/**
 * "Thomas" over "Vermeilh" (Twenty Seconds CV's sidebar): a name set on two lines in the same, largest size.
 * Returns the second line's index when the name line and the line under it are each one capitalised word or two.
 */
function findNameTail(lines: ResumeLine[], nameIndex: number): number | undefined {
  const first = lines[nameIndex];
  const next = lines[nameIndex + 1];
  if (!first || !next || first.size === undefined || next.size === undefined || Math.abs(first.size - next.size) > 0.1) return undefined;
  // Only the two lines stand in that size at the top: a headline set as large as the name is not the name's.
  const top = lines.slice(0, Math.max(5, nameIndex + 2)).map((line) => line.size ?? 0);
  if (top.filter((size) => Math.abs(size - first.size!) <= 0.1).length !== 2 || Math.max(...top) > first.size + 0.1) return undefined;
  const nameWords = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u;
  // The name's first line may hold a cell set right of it (a link's wrapped tail, read apart by joinWrappedLinkTail).
  return nameWords.test(first.text.split('\t')[0]!.trim()) && nameWords.test(next.text.trim()) && findSectionKey({ text: next.text.trim() }) === undefined ? nameIndex + 1 : undefined;
}

/**
 * "\uF3C5 Franz-Beiska Weg 26," over "48167 Münster, Germany" (a sidebar too narrow for the address): a line that ends
 * with a comma after a house number, over one that opens with a postal code, is one address.
 */
const ADDRESS_LABEL = /^\s*(?:address|home address|dirección|direccion|domicilio|adresse|indirizzo|endereço)\s*:/i;

function joinWrappedAddress(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    // "Address: Lago Onega #24 Int 2, Miguel" over "Hidalgo, Ciudad de México" (a labelled address that ran to the
    // column's edge): the next line, with no label of its own, at the same edge, goes on with it.
    const labelledGoesOn =
      last !== undefined && ADDRESS_LABEL.test(last.text) && last.fullWidth === true && !line.text.includes(':') && !line.text.includes('@') && !line.text.includes('\t') && line.x !== undefined && last.x !== undefined && Math.abs(line.x - last.x) <= 2;
    if (last && (labelledGoesOn || (/\p{L}\s\d+[a-z]?,\s*$/u.test(last.text) && /^\s*(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}/u.test(line.text) && !line.text.includes('\t')))) {
      out[out.length - 1] = { ...last, text: `${last.text.trimEnd()} ${line.text.trim()}` };
    } else out.push({ ...line });
  }
  return out;
}

/**
 * "https://www.linkedin.com/in/christianl" over "CHRISTIAN ⇥ arico/" (a link too long for its column, its tail set on
 * the next line at the right): a lower-case path piece ending in a slash, alone in its cell, finishes the link.
 */
function joinWrappedLinkTail(lines: ResumeLine[]): ResumeLine[] {
  const out = joinWrappedAddress(lines);
  for (let index = 0; index + 1 < out.length; index += 1) {
    const link = /https?:\/\/\S*\/\S*[\p{L}\d]$/u.exec(out[index]!.text);
    if (!link) continue;
    const cells = out[index + 1]!.text.split('\t');
    const at = cells.findIndex((cell, position) => position > 0 && /^[a-z\d_-]+\/$/.test(cell.trim()));
    if (at < 0) continue;
    out[index]!.text += cells[at]!.trim();
    out[index + 1]!.text = cells.filter((_, position) => position !== at).join('\t');
  }
  return out;
}

/** The name is the largest text near the top (PDF), else the first line without contact details. */
function pickNameLine(allLines: ResumeLine[]): number {
  const captioned = allLines.findIndex((line) => NAME_CAPTION.test(line.text));
  if (captioned >= 0) return captioned;
  // A title line set larger than the name ("Curriculum Vitae" over "Name ⇥ John Doe") is never the name: read as if it were not there.
  const skipped = allLines.findIndex(isTitleOnly);
  if (skipped >= 0) {
    const picked = pickNameLine(allLines.filter((_, index) => index !== skipped));
    return picked < 0 || picked < skipped ? picked : picked + 1;
  }
  const lines = allLines;
  const sizes = lines.slice(0, 4).map((line) => line.size ?? 0);
  const largest = Math.max(0, ...sizes);
  if (largest > 0 && sizes.filter((size) => size === largest).length === 1) return sizes.indexOf(largest);
  // Contacts set right above the name (a Word or WPS page: address, phone, e-mail, link, then "CHRISTIAN" / "LARICO
  // DEPAZ" in a far larger size): the first line in the largest size of the first eight, when it stands well above the rest.
  const near = lines.slice(0, 8).map((line) => line.size ?? 0);
  const top = Math.max(0, ...near);
  const first = near.findIndex((size) => size === top);
  if (top > largest && first >= 4 && near.every((size) => size === top || size * 1.4 <= top)) return first;
  return lines.findIndex((line) => !EMAIL.test(line.text) && !PHONE.test(line.text) && line.text.length <= 60);
}

function readContactToken(token: string, basics: Basics, profiles: Profile[]): boolean {
  const email = EMAIL.exec(token);
  if (email && !basics.email && email[0].length >= token.length - 8) {
    basics.email = email[0];
    return true;
  }
  // An icon font's glyph mapped to a letter before the number ("Ħ +49 176 83512335", Awesome-CV by xdvipdfmx) is no part of it.
  const number = token.replace(/^[^\p{N}\s+(]\s+(?=[+(\d])/u, '');
  // "0000-0002-1825-0097" is an ORCID iD (four groups of four, a check digit or X last), not a phone number.
  if (!ORCID_ID.test(number) && (PHONE.test(number.replace(/\s·\s(?=\d)/g, ' ')) || SLASHED_PHONE.test(number)) && number.replace(/\D/g, '').length >= 7 && !basics.phone) {
    basics.phone = number;
    return true;
  }
  const labelled = NETWORK_LABEL.exec(token);
  if (labelled) {
    const value = labelled[2]!.trim();
    if (URL_LIKE.test(value) && value.includes('/') && isParsableUrl(value)) profiles.push(toProfile(value, labelled[1]!));
    // "GitHub: @ann" or "LinkedIn: /in/ann": the user name is the last piece of the path.
    else profiles.push({ network: canonicalNetwork(labelled[1]!), username: value.split('/').filter(Boolean).at(-1)!.replace(/^@/, '') });
    return true;
  }
  const looksLikeSite = /^(?:https?:\/\/|www\.)/i.test(token) || token.includes('/') || BARE_SITE.test(token);
  if (URL_LIKE.test(token) && looksLikeSite && !/^\d/.test(token) && isParsableUrl(token)) {
    const url = /^https?:\/\//i.test(token) ? token : `https://${token}`;
    const network = networkOf(url);
    if (network) profiles.push(toProfile(url, network));
    else if (!basics.url) basics.url = url;
    else return false;
    return true;
  }
  return false;
}

/**
 * Contacts printed only as icons (a GitHub mark, an envelope) keep their address in the page's link
 * annotations: an e-mail from a mailto: link and a profile on a known network fill what the text did
 * not give. No other link is read (a link on an employer's name is not the person's site).
 */
export function addLinkedContacts(basics: Basics, links: string[]): Basics {
  const filled: Basics = { ...basics };
  const mail = links.find((link) => /^mailto:[\w.+-]+@[\w-]+\.[\w.-]+$/i.test(link));
  if (!filled.email && mail) filled.email = mail.slice('mailto:'.length);
  const profiles = [...(filled.profiles ?? [])];
  for (const link of links) {
    if (!/^https?:\/\//i.test(link) || !isParsableUrl(link)) continue;
    const network = networkOf(link);
    if (!network || profiles.some((profile) => profile.network?.toLowerCase() === network.toLowerCase())) continue;
    const profile = toProfile(link, network);
    if (profile.username) profiles.push(profile);
  }
  if (profiles.length > 0) filled.profiles = profiles;
  return filled;
}

function toProfile(written: string, network: string): Profile {
  const url = /^https?:\/\//i.test(written) ? written : `https://${written}`;
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  // "linkedin.com/in/jane-roe/fr": the user name follows "in" (or "pub"); a language or a page may come after it.
  const afterIn = segments.findIndex((segment) => segment === 'in' || segment === 'pub');
  const segment = afterIn >= 0 && segments[afterIn + 1] ? segments[afterIn + 1] : segments.at(-1);
  // URL's path keeps "ñ" percent-encoded ("zarce%C3%B1o"): the user name is the one the page shows.
  const username = segment === undefined ? undefined : decodeSegment(segment);
  return { network: canonicalNetwork(network), ...(username ? { username } : {}), url };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function networkOf(url: string): string | undefined {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return NETWORKS[host];
}

function canonicalNetwork(name: string): string {
  return [...Object.values(NETWORKS), ...LABEL_NETWORKS].find((known) => known.toLowerCase() === name.toLowerCase()) ?? name;
}

/** "Austin, Texas, US" or "Austin, TX 78701": city, region and a two-letter country code when given. */
function readLocation(written: string): NonNullable<Basics['location']> {
  const postalCode = /\s(\d{4,6})$/.exec(written)?.[1];
  const [city, region, country] = written.replace(/\s+\d{4,6}$/, '').split(/,\s*/).map((part) => part.trim());
  return {
    ...(city ? { city } : {}),
    ...(region ? { region } : {}),
    ...(country && /^[A-Z]{2}$/.test(country) ? { countryCode: country } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}

function isParsableUrl(written: string): boolean {
  return URL.canParse(/^https?:\/\//i.test(written) ? written : `https://${written}`);
}

/**
 * A name set in spaced letters comes out of the PDF as "M a t t h e w B e a u l i e u" (one space
 * between every glyph, the word spaces lost). The words are found again where they can be: a capital
 * after a small letter starts one, and an initial ("S.") stands alone. Spaced capitals with nothing to
 * part them ("J O H N D O E") are left as printed rather than guessed.
 */
export function closeLetterSpacing(name: string): string {
  if (!/^(?:\S ){4,}\S$/u.test(name)) return name;
  const glued = name.replace(/ /g, '');
  const parted = glued
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
    .replace(/(?<=\p{L}{2})(?=\p{Lu}\.)/gu, ' ')
    .replace(/(?<=\b\p{Lu}\.)(?=\p{L})/gu, ' ');
  return parted === glued ? name : parted;
}

