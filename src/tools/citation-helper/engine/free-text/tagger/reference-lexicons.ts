/**
 * Small word lists the tagger reads as hints: places and publishers that imprints name again and
 * again. Written by hand for this tool (common knowledge, no list copied); a hit is one feature
 * among many, so a city that is also a family name ("London") costs nothing when the layout says
 * otherwise.
 */

/** Cities, countries and US state codes that books are published in, lower case; "new york" as two words. */
const PLACES = new Set([
  'london', 'oxford', 'cambridge', 'boston', 'berlin', 'paris', 'amsterdam', 'chicago', 'princeton', 'heidelberg',
  'tokyo', 'philadelphia', 'baltimore', 'washington', 'toronto', 'montreal', 'vienna', 'wien', 'munich', 'münchen',
  'leipzig', 'stuttgart', 'frankfurt', 'hamburg', 'göttingen', 'tübingen', 'bonn', 'cologne', 'köln', 'dordrecht',
  'leiden', 'utrecht', 'rotterdam', 'basel', 'zurich', 'zürich', 'geneva', 'genève', 'bern', 'lausanne', 'madrid',
  'barcelona', 'milan', 'milano', 'rome', 'roma', 'turin', 'torino', 'bologna', 'florence', 'firenze', 'lisbon',
  'stockholm', 'copenhagen', 'oslo', 'helsinki', 'moscow', 'warsaw', 'prague', 'budapest', 'brussels', 'bruxelles',
  'edinburgh', 'glasgow', 'manchester', 'dublin', 'sydney', 'melbourne', 'singapore', 'beijing', 'shanghai', 'delhi',
  'bombay', 'mumbai', 'york', 'jersey', 'hoboken', 'reading', 'redwood', 'berkeley', 'stanford', 'pasadena',
  'seattle', 'portland', 'denver', 'austin', 'houston', 'dallas', 'atlanta', 'miami', 'ithaca', 'madison', 'minneapolis',
  'urbana', 'champaign', 'bloomington', 'pittsburgh', 'cleveland', 'detroit', 'norwood', 'norwell', 'thousand', 'oaks',
  'newbury', 'beverly', 'hills', 'malden', 'hillsdale', 'mahwah', 'westport', 'greenwich', 'englewood', 'cliffs',
  'upper', 'saddle', 'belmont', 'sunderland', 'sebastopol', 'burlington', 'waltham', 'amherst', 'lexington', 'albany',
  'francisco', 'diego', 'angeles', 'los', 'san', 'orlando', 'nashville', 'raleigh', 'durham', 'charlottesville',
  'ann', 'arbor', 'lincoln', 'columbus', 'bristol', 'chichester', 'abingdon', 'basingstoke', 'harlow', 'aldershot',
  'farnham', 'cheltenham', 'sheffield', 'leeds', 'nottingham', 'norwich', 'brighton', 'exeter', 'wallingford',
  'usa', 'u.s.a', 'uk', 'u.k', 'germany', 'france', 'italy', 'spain', 'netherlands', 'switzerland', 'austria',
  'canada', 'australia', 'japan', 'china', 'india', 'england', 'scotland', 'ireland', 'sweden', 'denmark', 'norway',
  'ny', 'ma', 'ca', 'nj', 'pa', 'il', 'md', 'ct', 'dc', 'va', 'mi', 'nc', 'tx', 'fl', 'ri', 'wa', 'mn', 'wi', 'oh',
]);

/** Publishers' own names (words that name a publisher, not generic "Press"), lower case. */
const PUBLISHERS = new Set([
  'springer', 'springer-verlag', 'elsevier', 'wiley', 'wiley-vch', 'wiley-interscience', 'interscience', 'routledge',
  'sage', 'blackwell', 'pearson', 'mcgraw-hill', 'mcgraw', 'prentice', 'prentice-hall', 'addison-wesley', 'addison',
  'wesley', 'penguin', 'macmillan', 'palgrave', 'pergamon', 'kluwer', 'birkhäuser', 'birkhauser', 'crc', 'taylor',
  'francis', 'dover', 'norton', 'harper', 'harpercollins', 'freeman', 'benjamins', 'brill', 'gruyter', 'teubner',
  'thieme', 'hanser', 'vieweg', 'suhrkamp', 'gallimard', 'seuil', 'siam', 'morgan', 'kaufmann', "o'reilly",
  'longman', 'erlbaum', 'guilford', 'jossey-bass', 'polity', 'verso', 'heinemann', 'methuen', 'unwin', 'knopf',
  'random', 'houghton', 'mifflin', 'scribner', 'viking', 'faber', 'cassell', 'hodder', 'praeger', 'greenwood',
  'ashgate', 'elgar', 'emerald', 'nijhoff', 'reidel', 'plenum', 'chapman', 'butterworth', 'butterworths',
  'butterworth-heinemann', 'lippincott', 'saunders', 'mosby', 'churchill', 'livingstone', 'humana', 'cup', 'oup',
  'academic', 'wadsworth', 'cengage', 'thomson', 'holt', 'rinehart', 'winston', 'putnam', 'doubleday', 'bantam',
  'vintage', 'anchor', 'hachette', 'larousse', 'flammarion', 'dunod', 'masson', 'hermann', 'puf', 'armand', 'colin',
  'mohr', 'siebeck', 'beck', 'kohlhammer', 'nomos', 'duncker', 'humblot', 'metzler', 'fischer', 'rowohlt',
  'oldenbourg', 'spektrum', 'einaudi', 'laterza', 'feltrinelli', 'mondadori', 'zanichelli', 'ariel', 'paidós',
  'paidos', 'alianza', 'cátedra', 'ediciones', 'editorial', 'editora', 'éditions', 'editions', 'edizioni',
  'wissenschaftliche', 'buchgesellschaft', 'verlag', 'verlagsgesellschaft', 'publishers', 'publishing', 'publications',
  'press', 'books', 'inc', 'ltd', 'co', 'gmbh', 'llc', 'bv', 'ag',
]);

export type LexiconHit = 'place' | 'publisher';

/** Which list a token's bare, lower-case word is on, if any. */
export function lookUpLexicon(word: string): LexiconHit | undefined {
  if (PUBLISHERS.has(word)) return 'publisher';
  if (PLACES.has(word)) return 'place';
  return undefined;
}
