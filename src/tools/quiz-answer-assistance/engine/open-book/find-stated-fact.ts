import type { Evidence } from '../../contract';
import type { QuestionReading } from '../question-reading';
import { termOf, verbTermOf } from '../read/content-words';
import { sameActVerbs, samePhrasalActVerbs } from '../read/verb-paraphrases';
import { isCountryName } from '../read/country-names';
import { inverseFrequency, type MaterialIndex } from './index-material';
import type { RankedSentence } from './rank-sentences';
import { readClauses, type Clause } from './read-clauses';
import { tagSentence, type TaggedToken } from './tag-sentence';
import { fitSpanToClaim } from './fit-span-to-claim';
import { doubtStatedFact, saysOtherDirection, takeNegatedSide } from './doubt-stated-fact';
import { keepDoerOfAskedVerb } from './keep-doer-of-asked-verb';
import { namesInsideLongerName, picksOneOfGroup } from './doubt-name-inside-longer';
import { extendInstitutionName, isBareInstitution } from './extend-institution-name';
import { joinAskedPlural } from './join-asked-plural';
import { dropNameAbbreviation } from './drop-name-abbreviation';
import { keepPartitiveCount } from './keep-partitive-count';
import { dropPossessiveOwners } from './drop-possessive-owners';
import { clauseNamesAnother } from './clause-names-another';
import { retagQuestionVerb } from './retag-question-verb';
import { holdsNamedMeasure } from './hold-named-measure';
import { doubtAskedSlot } from './doubt-asked-slot';
import { readPassiveSubjectAsk, asksForName, findCalledSpans, findCopulaComplements, findDefinedSubjects, findPrepositionObjects, readPrepositionAsk, findIntroducedNames, findSubjectSpans, readSubjectAsk, type SubjectAsk } from './find-structural-spans';
import { YEAR_TOKEN } from './year-pattern';
import { asksAboutNoun } from './asks-about-noun';

/**
 * A short answer the material states outright: "In what year…?" with "…opened the Pearl Street
 * Station in New York in 1882", "How long…?" with "…stretches for about 2,300 km…". The trained span
 * ranker is never sure enough on SQuAD to answer (README, "Confidence"), so this reader answers only
 * when a plain rule leaves no doubt: the asked kind is a year, a number, a person or a place; one
 * claim of the best sentence holds the question's telling words; that claim holds exactly one span of
 * the asked kind the question does not already say; and no other sentence as close to the question
 * offers a different one. Anything less stays hints-only.
 */
export type FactKind = 'year' | 'date' | 'count' | 'measure' | 'ago' | 'age' | 'frequency' | 'share' | 'person' | 'place' | 'name' | 'object' | 'called' | 'subject' | 'introduced' | 'preposition' | 'reason' | 'sort' | 'manner';

export interface StatedFact {
  text: string;
  kind: FactKind;
  /** Where the answer is in the material, for highlighting. */
  offset: number;
  length: number;
  sentence: Evidence;
}

/** The share of the question's telling words (weighted by how rare they are in the material) the claim must hold. */
const HELD_SHARE = 0.65;
/** A claim that says a time of its own does not take the one its sentence opens on. */
const SAYS_OWN_TIME = /\b(?:later|then|afterwards?|after|before|eventually|soon|subsequently|until|when|while|next|following|earlier|once|again|previously|formerly|\d+|january|february|march|april|may|june|july|august|september|october|november|december|years?|months?|days?|weeks?|decades?|century|centuries)\b/i;
/** A second sentence holding this nearly as much of the question is a rival source. */
const RIVAL_MARGIN = 0.15;
/** A name the question capitalises ("Hamlet", "Rhine") says what it is about more than its other words. */
const NAME_WEIGHT = 2;
const SENTENCES_READ = 5;
/** A sentence further down that holds the question as well and gives another answer is still a rival ("…runs for 4,400 kilometres"). */
const RIVALS_READ = 12;

// Words that say what kind of answer is asked, not what it is about: "In what year did…" is not about years.
const ASKING_WORDS = new Set(
  'year years date day month century decade when where who whom whose how many much long far tall high deep thick fast old often big large wide heavy time place city country town person name number amount size'.split(' '),
);
const NUMBER_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen)$/i;
const MULTIPLIERS = /^(?:hundred|thousand|million|billion|trillion)$/i;
// "perhaps 300 guilders a year": a hedge goes with the number, as "about" does (s37).
const APPROXIMATE = /^(?:about|around|approximately|nearly|almost|roughly|some|over|under|perhaps)$/i;
const MORE_THAN = /^(?:more|less|fewer)$/i;
// Sums of money count as measures for "How much…?": "5,500 guilders" (s37), beside "pounds" of weight or money.
const UNITS =
  /^(?:km|kilometres?|kilometers?|m|metres?|meters?|cm|mm|centimetres?|centimeters?|millimetres?|millimeters?|miles?|feet|foot|ft|inches|yards?|kg|kilograms?|g|grams?|tonnes?|tons?|pounds?|lb|litres?|liters?|ml|gallons?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|centuries|decades?|%|percent|per|cent|degrees?|°c|°f|°|hz|khz|mhz|decibels?|db|volts?|watts?|kilowatts?|megawatts?|gigawatts?|kw|mw|gw|horsepower|hp|joules?|kilojoules?|calories?|kilocalories?|kcal|newtons?|pascals?|atmospheres?|amperes?|amps?|ohms?|hectares?|acres?|knots?|square|cubic|km²|m²|mph|km\/h|light|kelvin|k|squared|cubed|guilders?|florins?|ducats?|dollars?|euros?|francs?|shillings?|pence|crowns?|yen|yuan|rupees?|roubles?|rubles?|pesos?|lire|dinars?)$/i;
const ERA = /^(?:bc|bce|ad|ce)$/i;
/** "40 K." at the end of a sentence: the tagger keeps the full stop on a one-letter unit; the unit is the letter. */
const unitText = (token: TaggedToken): string => (/^[KCF]\.$/.test(token.text) ? token.text[0]! : token.text);
const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;
const PLACE_WORDS = /^(?:institute|college|school|hospital|laboratory|academy|glacier|river|sea|ocean|lake|mount|mountains?|island|city|town|village|university|station|theatre|theater|base|bay|gulf|desert|forest|valley|territory|state|province|kingdom|republic|street|museum|park|ministry|cathedral|palace|pole|coast|cape|peninsula|channel|range|strait|falls|canyon|hills|plate|reef|dam|port|harbour|harbor|county|district|region|parish|suburb|borough)$/i;
const NAMED_CATEGORIES = new Set(
  'lake sea river ocean city town village country state province capital continent island mountain peak volcano desert dynasty empire kingdom planet ship university museum port harbour harbor estate region county bay rocket pigment spacecraft battle treaty novel play poem range glacier fortress gulf strait canal peninsula cape channel basin'.split(' '),
);
const THING_HEADS =
  /^(?:War|Wars|Revolution|Railway|Station|Company|Act|Treaty|Prize|Index|Bank|Library|Cathedral|Abbey|Church|Party|Army|Navy|Fair|Crisis|Age|Ages|Empire|Kingdom|Republic|Union|States|Canal|Sea|Ocean|River|Lake|Project|Programme|Program|Expedition|Conference|Council|Parliament|Court|Day|Century|Plague|Spot|Purchase)$/;
const TIME_HEADS = /^(?:Day|Eve|Century|Age|Ages|Era|Week|Year)$/;
const LAND_NOUNS = /^(?:capital|capitals|city|cities|town|towns|village|country|countries|state|states|province|continent|island|islands|region|county|kingdom|empire|republic|coast|north|south|east|west|heart|centre|center|rest|edge|border|borders)$/i;
const PEOPLE_NOUNS = /^(?:people|peoples|tribe|tribes|brothers|sisters|family)$/i;
const NAMING_VERBS = /^(?:born|called|named|known|christened|titled|nicknamed)$/i;
const DIRECTIONS = /^(?:northern|southern|eastern|western|central|north-eastern|north-western|south-eastern|south-western|northeastern|northwestern|southeastern|southwestern)$/i;
const PLACE_PREPOSITIONS = /^(?:in|at|near|from|into|on|to|across|through|towards|inside|outside)$/i;

/** What kind of short answer the question asks for, finer than the answer type: a year or a date, a count or a measure. */
export function readFactKind(reading: QuestionReading): FactKind | null {
  const stem = reading.stem.toLowerCase();
  if (reading.kind !== 'short_answer') return null;
  if (/\b(?:what|which|in what|by what)\s+year\b/.test(stem)) return 'year';
  if (reading.answerType === 'date' && /^\s*(?:(?:since|until|till|by|from)\s+)?when\b/.test(stem)) return 'date';
  // "On what date did the two lines meet?": a date, not what follows "on" in the claim.
  if (/^\s*(?:on|by)\s+(?:what|which)\s+(?:date|day)\b/.test(stem)) return 'date';
  // "In what month and year did Edward die?": a month with its year, as "when" would ask.
  if (/^\s*in\s+(?:what|which)\s+month\b/.test(stem)) return 'date';
  // "At what temperature does water boil?": a measure of that kind ("100 °C"), not whatever follows "at" in the claim.
  if (AT_MEASURED_NOUN.test(stem)) return 'measure';
  // "Who…", "To whom…", not "What Doctor Who story…" (a title).
  if (reading.answerType === 'person' && (/^(?:who|whom|whose)\b/i.test(reading.stem.trim()) || /^(?:\w+\s+){1,2}(?:who|whom|whose)\b/.test(reading.stem.trim()))) return 'person';
  if (reading.answerType === 'place' && /^\s*(?:where|in what (?:country|city|town)|in which (?:country|city|town))\b/.test(stem)) return 'place';
  // "Why do sunspots look dark?": the "because …" the claim gives.
  if (reading.answerType === 'reason' && /^\s*why\b/.test(stem)) return 'reason';
  // "What kind of animal was the baiji?": what the material says the thing is ("the baiji, a freshwater dolphin,").
  if (readSortAsk(stem)) return 'sort';
  // "How was Tom's arm crippled?": the phrase the passive verb takes in the claim ("crippled in an accident with a cotton gin").
  if (/^\s*how\s+(?:was|were|is|are)\b/.test(stem) && /\p{L}(?:ed|en)\s*\??\s*$/u.test(stem)) return 'manner';
  if (/\bhow many\b/.test(stem)) return 'count';
  // "How long ago…" → "6,000 years ago"; "How old was he…" → "twelve"; "How often…" → "twice a day"; "What share…" → "12 percent", "a fifth".
  if (/\bhow long ago\b/.test(stem)) return 'ago';
  if (/\bhow old\b/.test(stem)) return 'age';
  if (/\bhow often\b/.test(stem)) return 'frequency';
  // "What part of the workforce…" is a share; "Which part of a neuron…" is a thing.
  if (/\b(?:what|which)\s+(?:share|fraction|proportion|percentage|percent)\b/.test(stem) || /\bwhat\s+part\s+of\s+(?:the|its|their|his|her)\s+(?:population|workforce|budget|income|total|mass|land|surface|economy|vote|votes|people)\b/.test(stem)) return 'share';
  if (/\bhow (?:long|far|tall|high|deep|thick|fast|heavy|wide|big|large|old|much)\b/.test(stem) || MEASURED_NOUN.test(stem) || AMOUNT_NOUN.test(stem)) return 'measure';
  // "What are the small pores… called?": the name after "called" in the material.
  if (asksForName(reading.stem)) return 'called';
  // "What lake…", "Into what sea…", "What is the capital of…": a name of that kind.
  const tokens = retagQuestionVerb(tagSentence(reading.stem, 0));
  if (readAskedCategory(tokens)) return 'name';
  // "What do white blood cells fight?", "What did Orwell die of?": what follows the verb in the material.
  // "What policy did Smith oppose?": the same, after the noun the answer is one of.
  // "Which class of antibody is found in mucus?": the subject of the same passive.
  if (readPassiveSubjectAsk(tokens)) return 'subject';
  if (/^\s*(?:what|which)\s+(?:\w+\s+){0,2}?(?:do|does|did|is|are|was|were)\b/.test(stem) && readAskedVerb(tokens)) return 'object';
  // "Which gland releases ADH?", "What ship rescued the survivors?": the subject of that verb.
  if (readSubjectAsk(tokens)) return 'subject';
  // "What is the largest tributary of the Mississippi?": the name the material gives that noun.
  if (readIntroducingNoun(tokens)) return 'introduced';
  // "On which ridge does Iceland sit?": what follows "on" in the claim.
  if (readPrepositionAsk(tokens)) return 'preposition';
  return null;
}

function readSubjectOrPassiveAsk(tokens: TaggedToken[]): SubjectAsk | null {
  return readPassiveSubjectAsk(tokens) ?? readSubjectAsk(tokens);
}

/** The answer the best sentence states, or null when the rule leaves any doubt. */
export function findStatedFact(reading: QuestionReading, statement: string, ranked: RankedSentence[], index: MaterialIndex): StatedFact | null {
  const kind = readFactKind(reading);
  if (!kind || ranked.length === 0) return null;
  const questionTokens = retagQuestionVerb(tagSentence(statement, 0));
  // Words and their dictionary forms: "frequencies" says nothing the question's "frequency" does not.
  const questionWords = new Set(questionTokens.flatMap((token) => [token.text.toLowerCase(), token.lemma.toLowerCase()]));
  // "Which organ produces insulin?": "organ" says what kind of answer is asked; "The pancreas produces insulin" need not say it.
  const subjectNoun = kind === 'subject' ? readSubjectOrPassiveAsk(questionTokens)?.category ?? null : kind === 'preposition' ? readPrepositionAsk(questionTokens)?.category ?? null : null;
  const subjectTerm = subjectNoun ? termOf(subjectNoun) : null;
  // "At what temperature…": the measured noun says what kind of answer is asked, like "how hot"; the claim need not say it.
  const measuredNoun = AT_MEASURED_NOUN.exec(statement)?.[1];
  const measuredTerm = measuredNoun ? termOf(measuredNoun) : null;
  // "What kind of animal was the baiji?": "animal" says what kind of answer is asked ("a freshwater dolphin" need not say it).
  const sortAsk = kind === 'sort' ? readSortAsk(statement) : null;
  const unaskedTerms = sortAsk ? ['kind', 'type', 'sort', sortAsk.noun].map((word) => termOf(word)) : [];
  // "Where did William land in England?": the larger place the question ends on is where to look, not what the claim must say.
  const scope = kind === 'place' ? /\b(?:in|within)\s+((?:\p{Lu}\p{L}+\s+){0,2}\p{Lu}\p{L}+)\s*\?\s*$/u.exec(statement)?.[1] : undefined;
  if (scope) unaskedTerms.push(...scope.split(/\s+/).map((word) => termOf(word)));
  // "What is X called?": the naming verb says what kind of answer is asked, even where the material uses it ("a process called extinction").
  if (kind === 'called') unaskedTerms.push(...['called', 'call', 'named', 'name', 'termed', 'term', 'known', 'know'].map((word) => termOf(word)));
  // "Which publisher brought out…?": "publish" is the passage's word for the question's verb there, not the asked noun again.
  const askedNounOnly = (term: TellingTerm) => subjectTerm !== null && term.forms.includes(subjectTerm) && !(term.paraphrases?.includes(subjectTerm) ?? false);
  const telling = tellingTerms(questionTokens, index, topicNames(index)).filter((term) => !askedNounOnly(term) && (measuredTerm === null || !term.forms.includes(measuredTerm)) && !term.forms.some((form) => unaskedTerms.includes(form)));
  if (telling.length === 0) return null;
  // "the Board of Governors" in the question and the material, shortened to "The Board" in the claim: the name's tail goes with its head.
  questionTokens.forEach((token, i) => {
    const tail = questionTokens[i + 2];
    if (i === 0 || !/^\p{Lu}/u.test(token.text) || !/^of$/i.test(questionTokens[i + 1]?.text ?? '') || !tail || !/^\p{Lu}/u.test(tail.text)) return;
    if (!index.material.includes(`${token.text} of ${tail.text}`)) return;
    const head = termOf(token.text);
    const term = telling.find((entry) => entry.forms.includes(termOf(tail.text) ?? ''));
    if (head && term) term.headForms = [head];
  });
  shortenNamesToHead(questionTokens, index, telling);
  const askedNoun = readAskedNoun(questionTokens);
  const ask: Ask = {
    kind,
    verb: readAskedVerb(questionTokens),
    questionWords,
    askedNoun,
    askedNounKnown: askedNoun !== null && index.sentenceFrequency.has(askedNoun),
    category: kind === 'introduced' || kind === 'person' ? readIntroducingNoun(questionTokens) : readAskedCategory(questionTokens),
    subject: kind === 'subject' ? readSubjectOrPassiveAsk(questionTokens) : null,
    stem: statement,
  };
  // "On what date did the fire break out?" — "…a fire broke out in the bakery…": ranking matches words, not tenses ("broke"
  // is no "break"), so a sentence that says the question's act only in another form of the verb is read too, after the others.
  const read = [...ranked.slice(0, SENTENCES_READ), ...ranked.slice(SENTENCES_READ).filter((entry) => saysActOnlyByLemma(entry.sentence, telling))];
  const order = read.concat(ranked.filter((entry) => !read.includes(entry)));
  const found = read.map((entry) => readSentenceFact(entry, ask, telling));
  // The sentence whose claim holds most of the question (the best-ranked one on a tie): "It burned down in 1613" over "…was built in 1599".
  // On a tie, a sentence that offers an answer of the asked kind before one that offers none ("The Berlin Wall was built…" then "It stretched for 155 km").
  // "How long is the lake?" — "it stretches for about 636 kilometres … but is at most 79 kilometres wide": a measure the
  // sentence itself gives another dimension ("wide") is not the one asked, so it is no second candidate.
  const askedDimension = kind === 'measure' ? /\bhow\s+(long|tall|deep|wide|high|thick)\b/i.exec(statement)?.[1]?.toLowerCase() : undefined;
  if (askedDimension) {
    // "Kilimanjaro rises from farmland at about 800 metres…" for "How high is Kilimanjaro?" (s40): a measure inside a "from …"
    // phrase is where the thing starts, not its height or length.
    found.forEach((entry) => (entry.candidates = entry.candidates.filter((candidate) => !measuresStart(index.material, candidate))));
    found.forEach((entry) => {
      const kept = entry.candidates.filter((candidate) => !saysOtherDimension(index.material, candidate, askedDimension));
      if (kept.length > 0) entry.candidates = kept;
    });
  }
  // "How many rivers flow out of the lake?" — "More than 300 rivers … flow into it": a candidate whose clause says the other
  // direction is no answer, and a sentence left with none is not the one that holds the question ("Only one river flows out").
  const directed = found.map((entry, i) => {
    const kept = entry.candidates.filter((candidate) => !saysOtherDirectionAt(statement, read[i]!.sentence, candidate));
    return kept.length === entry.candidates.length ? entry : { ...entry, candidates: kept, share: kept.length === 0 ? -1 : entry.share };
  });
  found.splice(0, found.length, ...directed);
  // "Whose wife was the sitter?" — "…Lisa Gherardini, the wife of a Florentine silk merchant, Francesco del Giocondo": the
  // person asked stands after "wife of" (past a short description and its comma); the other names are not the answer.
  let relation = kind === 'person' ? /^\s*whose\s+(\p{L}+)\b/iu.exec(statement)?.[1] : undefined;
  // Only a relation between people ("wife", "son", "pupil"); "Whose idea was it?" asks for the one who had it.
  if (relation && !PEOPLE_AROUND.test(relation)) relation = undefined;
  if (relation) found.forEach((entry) => (entry.candidates = entry.candidates.filter((candidate) => followsRelation(index.material, candidate, relation))));
  // "It became his first great success." after "…the story was published … and Stevenson was paid 100 pounds for it" (s37): a
  // sentence that holds the question only through what its pronoun carries, and offers no answer, echoes the one before; it
  // does not outrank a sentence that holds the question in its own words and offers one.
  // "Who guided Meyer and Purtscheller to the summit?" — "…by Hans Meyer and Ludwig Purtscheller, guided by a local man, Yohani
  // Kinyala Lauwo" (s40): the people the question names are not the one it asks for.
  if (kind === 'person') found.forEach((entry) => (entry.candidates = entry.candidates.filter((candidate) => !namesOnlyAskedPeople(candidate.text, questionTokens))));
  if (kind === 'person') found.forEach((entry) => (entry.candidates = dropPossessiveOwners(entry.candidates, index.material)));
  // "…named Clyde Tombaugh, comparing photographs …, found a faint object … beyond the orbit of Neptune" (s41): the name the asked verb follows.
  const doneVerb = ask.verb?.lemma ?? questionTokens.find((token) => token.pos === 'VERB')?.lemma;
  if (kind === 'person' && doneVerb) found.forEach((entry, i) => (entry.candidates = keepDoerOfAskedVerb(entry.candidates, read[i]!.sentence, doneVerb)));
  // "What is the diameter of Pluto?": a sentence that says "the diameter of Pluto as 2370 kilometers" gives it; the measures of
  // the other sentences are of other things (hold-named-measure.ts).
  const named = kind === 'measure' ? found.map((entry, i) => entry.candidates.length === 1 && holdsNamedMeasure(statement, read[i]!.sentence.text, entry.candidates[0]!.start - read[i]!.sentence.offset)) : [];
  if (named.filter(Boolean).length === 1) found.forEach((entry, i) => (entry.candidates = named[i] ? entry.candidates : []));
  // "The National Credit Union Administration (NCUA) supervises…" (s44): the bracketed initials are the same name.
  found.forEach((entry) => (entry.candidates = dropNameAbbreviation(entry.candidates, index.material)));
  // "Eleven of his 40 plays survive" for "How many of his plays survive?" (s44): the part, not the whole.
  found.forEach((entry) => (entry.candidates = keepPartitiveCount(statement, entry.candidates, index.material)));
  const answerable = found.some((entry) => entry.candidates.length > 0);
  const echoesOnly = (i: number) => answerable && found[i]!.candidates.length === 0 && found[i]!.ownShare === 0;
  const bestAt = found.reduce((top, entry, i) => {
    if (echoesOnly(i)) return top;
    if (echoesOnly(top)) return i;
    return entry.share > found[top]!.share || (entry.share === found[top]!.share && found[top]!.candidates.length === 0 && entry.candidates.length > 0 && entry.statedShare >= entry.share) ? i : top;
  }, 0);
  const best = found[bestAt]!;
  // "The gamete they produce is called an oocyte" says what the gamete is called, not the gonads "they" stand for.
  // "In Chinese it is usually called Chang Jiang": a pronoun that is itself the subject of "is called" stands for what the question names.
  const pronounCalled = /\b(?:it|they|he|she)\s+(?:is|are|was|were)\s+(?:(?:also|often|usually|commonly|sometimes|generally|now|still)\s+)?(?:called|named|termed|known\s+as)\b/i.test(order[bestAt]!.sentence.text);
  // Its own words hold the question; the passage's topic counts ("The first law, often called…" in a passage on Newton's laws).
  if (kind === 'called' && best.statedShare < HELD_SHARE && !pronounCalled) return null;
  // "He told her she had real talent" for "Who told Kahlo…?": the one person the sentence before names.
  const behind = kind === 'person' && best.candidates.length === 0 && best.share >= HELD_SHARE ? findPersonBehindPronoun(order[bestAt]!, index, ask) : null;
  // "Which countries are the newest members…?" — "…are Montenegro and South Sudan" (s44): both names, as one answer.
  const pair = joinAskedPlural(statement, best.candidates, index.material);
  if (pair) best.candidates = [pair];
  if (best.candidates.length !== 1 && !behind) return null;
  // "On what date was the bridge inaugurated?" — "In 1790 an engineer drew up plans for a bridge…": a sentence that holds the
  // question mostly through the passage's topic, and says nothing of its act, dates some other event.
  // "The mountain and its surrounding forests form Kilimanjaro National Park, which was designated … in 1987" for "When did
  // climbers first reach the summit?" (s40): a sentence none of whose own words is the question's (all carried by "its") dates
  // another event, whether or not the question's verb was read as one.
  if ((kind === 'year' || kind === 'date') && best.ownShare < HELD_SHARE && (best.ownShare === 0 || !saysAskedAct(order[bestAt]!.sentence, telling))) return null;
  const answer = behind ?? best.candidates[0]!;
  // "…who watched the eruption from Misenum" for "Who wrote…?" (s40): a name the material puts after "at"/"in" ("the Roman fleet
  // at Misenum") is a place, not the person asked.
  if (kind === 'person' && namedAsPlace(index.material, answer.text)) return null;
  // Another sentence that holds the question as well and gives a different answer of the same kind: not sure.
  const further = ranked.slice(SENTENCES_READ, RIVALS_READ).filter((entry) => !read.includes(entry)).map((entry) => readSentenceFact(entry, ask, telling));
  // "How long…?" answered by "636 kilometres long": a measure elsewhere that does not say "long" ("1,642 metres below the surface") is no rival.
  const adjective = kind === 'measure' ? /\bhow\s+(long|tall|deep|wide|high|thick)\b/i.exec(statement)?.[1]?.toLowerCase() : undefined;
  const wordAfter = (candidate: Candidate) => /^\s+(\p{L}+)/u.exec(index.material.slice(candidate.end, candidate.end + 16))?.[1]?.toLowerCase();
  const otherDimension = (candidate: Candidate) => {
    const word = wordAfter(candidate);
    return word !== undefined && word !== adjective && /^(?:long|tall|deep|wide|high|thick|across|below|above|beneath|under|underground|away|from)$/.test(word);
  };
  // A measure the sentence gives another dimension ("1,642 metres below the surface") is no rival; one that says none ("a length of 5,400 km") still is.
  const rivalCandidate = (candidate: Candidate) => candidate.text !== answer.text && !(adjective !== undefined && wordAfter(answer) === adjective && otherDimension(candidate));
  const namedMeasure = named.filter(Boolean).length === 1;
  const rivals = [...found, ...(namedMeasure ? [] : further)].filter((other) => other !== best).filter((other) => other.ownShare >= best.share - RIVAL_MARGIN && other.candidates.some(rivalCandidate));
  if (rivals.length > 0) return null;
  const sentence = order[bestAt]!.sentence;
  if (!statesThatClause(statement, sentence.text, sentence.offset)) return null;
  if (namesByHeadAmongOthers(questionTokens, index.material, sentence.text)) return null;
  if (behind) return { text: behind.text, kind, offset: behind.start, length: behind.end - behind.start, sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length } };
  // One item of a list, a name the question gives, another claim than the question's verb (fit-span-to-claim.ts).
  const fitted = fitSpanToClaim({ kind, question: statement, sentence: sentence.text, start: answer.start - sentence.offset, end: answer.end - sentence.offset, text: answer.text });
  if (!fitted) return null;
  const fittedShown = { text: fitted.text, start: fitted.start + sentence.offset, end: fitted.end + sentence.offset };
  // "…could calculate the motions of the stars but not the madness of people" for "What could he not calculate?": the negated side.
  const shown = kind === 'object' ? (takeNegatedSide(statement, sentence.text, fittedShown.start - sentence.offset, fittedShown.text.length) ?? fittedShown) : fittedShown;
  if (shown !== fittedShown) Object.assign(shown, { start: shown.start + sentence.offset, end: shown.end + sentence.offset });
  // "…at the University at Leipzig in 1879" (s43): a place cut at its institution word takes the rest of its name.
  const longerEnd = extendInstitutionName(sentence.text, shown.start - sentence.offset, shown.end - sentence.offset);
  if (longerEnd !== null) Object.assign(shown, { end: longerEnd + sentence.offset, text: sentence.text.slice(shown.start - sentence.offset, longerEnd) });
  if (isBareInstitution(shown.text)) return null;
  // "The Wabash and Erie Canal, which opened in the early 1840s" for "When did the Erie Canal open?" (s43): another thing's fact.
  if (namesInsideLongerName(statement, sentence.text)) return null;
  // "one of his students" for "How many students…?" (s43): no count.
  if (picksOneOfGroup(shown.text, sentence.text.slice(shown.end - sentence.offset))) return null;
  if (clauseNamesAnother(statement, sentence.text, shown.start - sentence.offset)) return null;
  if (saysNoOneInParticular(shown.text, /^\s*(?:which|what)\s+(\p{L}+)/iu.exec(statement)?.[1] ?? null)) return null;
  if (doubtStatedFact({ kind, question: statement, text: shown.text, sentence: sentence.text, at: shown.start - sentence.offset })) return null;
  if (doubtAskedSlot({ kind, question: statement, sentence: sentence.text, offset: sentence.offset, start: shown.start, end: shown.end })) return null;
  return { text: shown.text, kind, offset: shown.start, length: shown.end - shown.start, sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length } };
}

/** The candidate's clause says the other direction than the question (into / out of, import / export). */
function saysOtherDirectionAt(question: string, sentence: { text: string; offset: number }, candidate: Candidate): boolean {
  return saysOtherDirection({ kind: '', question, text: candidate.text, sentence: sentence.text, at: candidate.start - sentence.offset });
}

/** The name stands right after "<relation> of" ("the wife of Francesco…", "the son of a miller, Jan Vos"). */
function followsRelation(material: string, candidate: Candidate, relation: string): boolean {
  const before = material.slice(Math.max(0, candidate.start - 90), candidate.start);
  const stem = relation.toLowerCase().replace(/(?:ves|s)$/, '');
  return new RegExp(`\\b${stem}\\p{L}{0,3}\\s+of\\s+(?:[^.;:()?!]{0,60}?,\\s*)?(?:the\\s+|a\\s+|an\\s+)?$`, 'iu').test(before);
}

/** The measure is followed by a dimension word other than the asked one ("79 kilometres wide" for "How long…?"). */
function saysOtherDimension(material: string, candidate: Candidate, asked: string): boolean {
  const word = /^\s+(\p{L}+)/u.exec(material.slice(candidate.end, candidate.end + 16))?.[1]?.toLowerCase();
  const said = word === undefined ? undefined : DIMENSION_WORDS.get(word);
  return said !== undefined && said !== DIMENSION_WORDS.get(asked);
}

/** The dimension each word after a measure says: "across" is how wide, "high" how tall. */
const DIMENSION_WORDS = new Map([['long', 'length'], ['tall', 'height'], ['high', 'height'], ['deep', 'depth'], ['wide', 'width'], ['across', 'width'], ['thick', 'thickness']]);

/**
 * "When did the Northern Railway Company open a pier?" — "The Northern Railway Company and the Eastern Steam Packet
 * Company competed… The company opened a new pier in 1856.": a claim that names the asked thing only by its last word
 * ("the company") says it of one of several when the material names another of that kind ("the Eastern Steam Packet
 * Company", "a local school committee", "The Standard company").
 */
export function namesByHeadAmongOthers(questionTokens: TaggedToken[], material: string, claim: string): boolean {
  for (let i = 1; i < questionTokens.length; i++) {
    let j = i;
    while (j < questionTokens.length && /^\p{Lu}/u.test(questionTokens[j]!.text) && questionTokens[j]!.pos !== 'PUNCT') j++;
    if (j - i < 2) continue;
    const name = questionTokens.slice(i, j).map((token) => token.text).join(' ');
    const head = questionTokens[j - 1]!.text.replace(/[^\p{L}-]/gu, '');
    const own = new Set(questionTokens.slice(i, j).map((token) => token.text.toLowerCase()));
    i = j;
    if (!head) continue;
    // Only a common noun after "the/this/that" stands in for the name ("the company", "The Standard company"); "John" for
    // "King John" is the name itself.
    if (claim.includes(name) || !new RegExp(`\\b(?:[Tt]he|[Tt]his|[Tt]hat)\\s+(?:\\p{Lu}\\p{L}*\\s+)?${head.toLowerCase()}\\b`, 'u').test(claim.replace(new RegExp(`\\b${head}\\b`, 'g'), ''))) continue;
    // Every mention of the head in the material that is not the asked name's own, nor "the/this/that <head>", nor a bare
    // "a <head>" (often the name's own description: "The Blackpool Tower is a tower in Blackpool").
    const rest = material.split(name).join(' ');
    // "It shows a huge wave curling over… beneath the curve of the wave": the sentence brings in its own "a huge wave" before
    // it says "the wave"; that is the same one, not another.
    const claimAt = rest.indexOf(claim);
    const firstDefinite = claimAt < 0 ? -1 : claim.search(new RegExp(`\\b(?:[Tt]he|[Tt]his|[Tt]hat)\\s+${head.toLowerCase()}\\b`, 'u'));
    const introduced = (at: number) => claimAt >= 0 && at >= claimAt && at - claimAt < firstDefinite && /\b(?:a|an)\s+(?:[\p{L}-]+,?\s+){0,2}$/iu.test(rest.slice(claimAt, at));
    const another = [...rest.matchAll(new RegExp(`(\\S+)\\s+${head}\\b`, 'gi'))].some((match) => !/^(?:the|this|that|its|their|a|an)$/i.test(match[1]!) && !own.has(match[1]!.toLowerCase()) && !introduced(match.index ?? 0));
    if (another) return true;
  }
  return false;
}

// A rank or title alone ("Captain" of "Captain Cook") names no one.
const BARE_TITLE = /^(?:captain|king|queen|admiral|general|colonel|sir|lord|lady|dr|mr|mrs|ms|president|prince|princess|emperor|empress|saint|st|pope|bishop|professor)\.?$/i;

/** "Which society awarded the medal?" — "The society later awarded…": the asked noun itself, or a bare title, is no answer. */
export function saysNoOneInParticular(text: string, category: string | null): boolean {
  const bare = text.trim().replace(/^(?:the|this|that|a|an)\s+/i, '').toLowerCase();
  if (BARE_TITLE.test(bare)) return true;
  return category !== null && (bare === category.toLowerCase() || bare === `${category.toLowerCase()}s`);
}

/**
 * "the Federal Open Market Committee" in the question and the material, then "The committee normally meets…": a name of
 * three or more capitalised words is held by its last word alone, when no other name of the material ends on that word
 * ("the First Bank" and "the Second Bank" are both "the bank").
 */
function shortenNamesToHead(questionTokens: TaggedToken[], index: MaterialIndex, telling: TellingTerm[]): void {
  const names = index.material.match(/\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)+/gu) ?? [];
  for (let i = 1; i < questionTokens.length; i++) {
    let j = i;
    while (j < questionTokens.length && /^\p{Lu}/u.test(questionTokens[j]!.text) && questionTokens[j]!.pos !== 'PUNCT') j++;
    // Three words or more: in "the South Pole" or "Lake Baikal" the first word tells it apart ("the pole" of a race that
    // reached it second, "Baikal" in a sentence about its rivers), so a two-word name stays whole.
    if (j - i < 3) {
      i = j;
      continue;
    }
    const words = questionTokens.slice(i, j).map((token) => token.text);
    i = j;
    const head = words[words.length - 1]!;
    if (!index.material.includes(words.join(' '))) continue;
    // Names that end on the head word, the asked one's own shorter forms ("Open Market Committee") aside.
    const asked = words.join(' ');
    const others = new Set(names.filter((name) => name.endsWith(` ${head}`) && !name.includes(asked) && !asked.endsWith(name)));
    if (others.size > 0) continue;
    const headTerm = termOf(head);
    if (!headTerm) continue;
    for (const word of words.slice(0, -1)) {
      const term = telling.find((entry) => entry.forms.includes(termOf(word) ?? ''));
      if (term && !term.headForms) Object.assign(term, { headForms: [headTerm], headWord: head });
    }
  }
}

/**
 * "Who told her she had talent?" — "In 1928 she showed her paintings to Diego Rivera. He told her she had real talent.": a
 * "he"/"she" right before the question's verb, with no name before it in its sentence, is the one person the sentence
 * before names (not one the question gives). Two names there, or none, and it stays unresolved (hints).
 */
function findPersonBehindPronoun(entry: RankedSentence, index: MaterialIndex, ask: Ask): Candidate | null {
  const tokens = tagSentence(entry.sentence.text, entry.sentence.offset);
  // "Who suggested…?" — "he proposed that…": the passage's word for the act counts.
  const paraphrased = new Set([...ask.questionWords].flatMap((word) => sameActVerbs(word)));
  const asked = (token: TaggedToken | undefined) =>
    token !== undefined && token.pos === 'VERB' && (ask.questionWords.has(token.lemma.toLowerCase()) || ask.questionWords.has(token.text.toLowerCase()) || paraphrased.has(token.lemma.toLowerCase()));
  const at = tokens.findIndex((token, i) => /^(?:he|she)$/i.test(token.text) && asked(tokens[i + 1]?.pos === 'ADV' ? tokens[i + 2] : tokens[i + 1]));
  if (at < 0) return null;
  const words = findNameBehindPronoun(tokens, at, entry.position, index, (word) => ask.questionWords.has(word.text.toLowerCase()));
  if (!words) return null;
  return { text: index.material.slice(words[0]!.start, words[words.length - 1]!.end), start: words[0]!.start, end: words[words.length - 1]!.end };
}

/**
 * Whether a sentence holds another person a "he"/"she" may stand for besides the name starting at `nameStart`: that
 * pronoun's kind before the name ("Her husband Albert…", "His partner, John Abbot, …"), or an object "her"/"him" (not a
 * possessive before a noun: "Captain Cook commanded her.").
 */
export function holdsAnotherOfSameKind(sentence: TaggedToken[], nameStart: number, pronoun: string): boolean {
  const same = /^he$/i.test(pronoun) ? /^(?:he|him|his)$/i : /^(?:she|her|hers)$/i;
  const nameAt = sentence.findIndex((token) => token.start === nameStart);
  return sentence.some((token, i) => same.test(token.text) && (i < nameAt || (/^(?:him|her)$/i.test(token.text) && !['NOUN', 'ADJ', 'NUM', 'PROPN'].includes(sentence[i + 1]?.pos ?? ''))));
}

/** The people a sentence names (runs of capitalised words that are no place, thing or time). */
export function findPersonNames(tokens: TaggedToken[]): TaggedToken[][] {
  return findNames(tokens, 'person').map((span) => span.words);
}

/**
 * Whom the "he"/"she" at `at` of the sentence at `position` stands for: the one person the sentence before names as its
 * subject, when no one else of that pronoun is in play there or two sentences back. Null when that is not sure. `said`
 * leaves out names the reader already holds (a question's own words).
 */
function findNameBehindPronoun(tokens: TaggedToken[], at: number, position: number, index: MaterialIndex, said: (word: TaggedToken) => boolean): TaggedToken[] | null {
  if (findNames(tokens.slice(0, at), 'person').length > 0) return null;
  const previous = index.sentences[position - 1];
  if (!previous) return null;
  // "already Mexico's most famous muralist": a country is no one a "he" or "she" stands for.
  const names = findNames(tagSentence(previous.text, previous.offset), 'person').filter((span) => !span.words.some(said) && !isCountryName(span.words.map((word) => word.text).join(' ')));
  const distinct = new Set(names.map((span) => span.words.map((word) => word.text).join(' ')));
  if (distinct.size !== 1) return null;
  const words = names[0]!.words;
  // The name is that sentence's subject (before its first verb: "In 1771 the chemist Joseph Priestley placed…"), or the
  // subject there is the other pronoun ("she showed her paintings to Diego Rivera. He told her…"). A name further on
  // ("It was named after Queen Mary. He sailed it…", "her brother gave her a lens bought from Carl Zeiss. She…") may not
  // be whom the pronoun means.
  const before = tagSentence(previous.text, previous.offset);
  const verb = before.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const opening = verb < 0 ? before : before.slice(0, verb);
  const other = /^he$/i.test(tokens[at]!.text) ? /^she$/i : /^he$/i;
  const subject = opening.includes(words[words.length - 1]!) || opening.some((token) => token.start === words[words.length - 1]!.start);
  const viaOther = !subject && opening.some((token) => other.test(token.text));
  if (!subject && !viaOther) return null;
  // Another "she" in play: "Her husband Albert opened the hospital. She returned…", "Captain Cook commanded her. She…".
  if (holdsAnotherOfSameKind(before, words[0]!.start, tokens[at]!.text)) return null;
  // "Elena Ruiz painted the mural with her teacher Rosa Diaz. Diaz had trained in Madrid. She finished the mural…": a person
  // named two sentences back may be the one meant, so the sentence before's subject is not sure.
  const twoBack = index.sentences[position - 2];
  if (!viaOther && twoBack) {
    const held = new Set(words.map((word) => word.text));
    const back = tagSentence(twoBack.text, twoBack.offset);
    // A capital that only opens the sentence ("Mines flooded often.") is no name.
    const earlier = findNames(back, 'person').filter((span) => !span.words.some(said) && !isCountryName(span.words.map((word) => word.text).join(' ')) && !(span.words.length === 1 && span.words[0]!.start === back[0]?.start));
    if (earlier.some((span) => !span.words.some((word) => held.has(word.text)))) return null;
  }
  return words;
}

/**
 * "Who discovered that uranium gives off rays?" asks who did the discovering of that; "Building on Becquerel's
 * discovery that uranium gives off rays, the Curies discovered two new elements" does not say it: the
 * sentence must have the question's verb before its own "that".
 */
function statesThatClause(question: string, text: string, offset: number): boolean {
  const asked = tagSentence(question, 0);
  const at = asked.findIndex((token, i) => token.pos === 'VERB' && /^that$/i.test(asked[i + 1]?.text ?? '') && i <= 3);
  // Only "Who verb that …?" (the verb right after "who", its "that" right after it) asks this.
  if (at < 0 || !/^(?:who|whom)$/i.test(asked[0]?.text ?? '')) return true;
  const tokens = tagSentence(text, offset);
  // "noticed in 1928 that…": a short phrase with no verb may stand between.
  const thatAfter = (i: number) => {
    for (let k = i + 1; k <= i + 5 && k < tokens.length; k++) {
      if (/^that$/i.test(tokens[k]!.text)) return true;
      if (['VERB', 'AUX'].includes(tokens[k]!.pos) || /^[.;:]$/.test(tokens[k]!.text)) return false;
    }
    return false;
  };
  return tokens.some((token, i) => token.lemma.toLowerCase() === asked[at]!.lemma.toLowerCase() && thatAfter(i));
}

interface Candidate {
  text: string;
  start: number;
  end: number;
}

interface TellingTerm {
  /** The term of the word and of its dictionary form ("wrote" → "write"): either may be what the material says. */
  forms: string[];
  weight: number;
  /** A capitalised word of the question ("Shakespeare"): the anchor, not what is asked about it. */
  name: boolean;
  /** The material uses the word somewhere. */
  known: boolean;
  /** A name of the material's first sentence: what the passage is about (topicNames). */
  topic: boolean;
  /** The question's own verb ("burn" in "When did the Globe burn down?"): a claim that says another verb ("was built") answers another question. */
  verb: boolean;
  /** "Governors" of "the Board of Governors", which the material names so and then calls "the Board": held wherever its head is. */
  headForms?: string[];
  /** Set by shortenNamesToHead: the head holds only right after "the/this/that" ("The committee"), not "a harbour committee". */
  headWord?: string;
  /** The passage's word for the question's verb ("give" for "provide"), when it has one (verb-paraphrases.ts). */
  paraphrases?: string[];
  /** "out" of "Who worked out…?": the verb's own forms hold only where the sentence has it with that particle too. */
  particle?: { lemma: string; word: string; bare: string[] };
  /** A noun of the question's subject ("the council" in "How many computers did the council provide?"). */
  subject?: boolean;
  /**
   * The question's own act: its verb, or the word after "did" + subject the tagger calls a noun ("did the Congress sign…").
   * Only says whose act and when; unlike `verb`, a claim need not hold it.
   */
  act?: boolean;
}

// Verbs of being somewhere say nothing the material must repeat: "How deep does the wreck lie?" — "…at a depth of 3,800 metres".
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'get', 'make', 'take', 'give', 'call', 'know', 'lie', 'stand', 'sit']);

/** The question's terms that say what it is about, each weighted by how rare it is in the material (a word the material never uses weighs most). */
/**
 * The names of the material's first sentence ("The Andes are the longest…"): what the whole passage
 * is about, so a question naming it ("the highest peak of the Andes") does not need every sentence to.
 */
export function topicNames(index: MaterialIndex): Set<string> {
  const first = index.sentences[0];
  if (!first) return new Set();
  // The first word counts when it is a name ("Australia is both a country…"), not an ordinary word at the start.
  const tokens = tagSentence(first.text, first.offset);
  const opening = tokens[0];
  const openingName = opening?.pos === 'PROPN' ? termOf(opening.text) : null;
  // "To Kill a Mockingbird is a novel by…": what the passage's name is said to be ("the novel") names it too.
  const be = tokens.findIndex((token) => token.pos === 'AUX' && token.lemma === 'be');
  let k = be + 1;
  while (be > 0 && (/^(?:a|an)$/i.test(tokens[k]?.text ?? '') || tokens[k]?.pos === 'ADJ')) k++;
  const named = be > 0 && /^\p{Lu}/u.test(tokens[0]!.text) && tokens.slice(0, be).every((token) => /^\p{Lu}/u.test(token.text) || /^(?:a|an|the|of|and)$/i.test(token.text));
  const kind = named && k > be + 1 && tokens[k]?.pos === 'NOUN' && tokens[k + 1]?.pos !== 'NOUN' ? termOf(tokens[k]!.text) : null;
  // The names before its verb are what it is about ("Lake Baikal, in southern Siberia in Russia, is…"); a name after it only
  // when the passage comes back to it ("…was born in 1822 in Heinzendorf, a village…" names a place it never mentions again).
  const verbAt = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const subjectEnd = verbAt < 0 ? Infinity : tokens[verbAt]!.start;
  const recurs = (term: string) => (index.sentenceFrequency.get(term) ?? 0) >= 2;
  const names = first.words.filter((word, i) => i > 0 && /^\p{Lu}/u.test(word.text)).flatMap((word) => (word.term && (word.start < subjectEnd || recurs(word.term)) ? [word.term] : []));
  return new Set([...names, ...(openingName ? [openingName] : []), ...(kind ? [kind] : [])]);
}

/**
 * The place and time a sentence opens on ("In Germany in 1923 …", "At Kitty Hawk in 1903, …"): prepositions
 * whose objects are names or numbers, before the subject. They set the scene for every claim of the sentence.
 */
function readOpeningScene(tokens: TaggedToken[]): string[] {
  return tokens.slice(0, openingSceneEnd(tokens)).flatMap((token) => (token.pos === 'ADP' ? [] : (termOf(token.text) ?? [])));
}

/** Where the place and time a sentence opens on end (0 when it opens on neither). */
function openingSceneEnd(tokens: TaggedToken[]): number {
  let i = 0;
  let end = 0;
  while (tokens[i]?.pos === 'ADP') {
    let j = i + 1;
    while (tokens[j]?.pos === 'DET') j++;
    const from = j;
    // "On 25 August 2012": the day before its month is part of the date.
    while (tokens[j] && (tokens[j]!.pos === 'PROPN' || /^\d{3,4}$/.test(tokens[j]!.text) || (/^\d{1,2}$/.test(tokens[j]!.text) && MONTHS.test(tokens[j + 1]?.text ?? '')))) j++;
    if (j === from) break;
    end = j;
    i = tokens[j]?.text === ',' ? j + 1 : j;
  }
  return end;
}

/** "German" and "Germany", "Russia" and "Russian": a name and the word made from it share a root of five letters or more. */
function sharesNameRoot(word: string, forms: string[]): boolean {
  return forms.some((form) => Math.min(form.length, word.length) >= 5 && form !== word && (word.startsWith(form) || form.startsWith(word)));
}

function tellingTerms(tokens: TaggedToken[], index: MaterialIndex, topic: Set<string>): TellingTerm[] {
  const rarest = Math.log(1 + (index.sentences.length + 0.5) / 0.5);
  const subjectRange = readSubjectRange(tokens);
  const doAux = tokens.findIndex((token, i) => i > 0 && token.pos === 'AUX' && /^(?:do|does|did)$/i.test(token.text));
  const untaggedVerb = doAux < 0 ? -1 : findUntaggedVerb(tokens, doAux);
  const terms: TellingTerm[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, i) => {
    if (ASKING_WORDS.has(token.text.toLowerCase()) || !/[\p{L}\p{N}]/u.test(token.text)) return;
    // "at every one of the eight exhibitions" says "at all eight": how much of a set, not what the claim must repeat.
    if (/^(?:every|each|all|both)$/i.test(token.text) || (/^one$/i.test(token.text) && /^(?:every|each)$/i.test(tokens[i - 1]?.text ?? ''))) return;
    // "How many mills did Clara Holt own?": the verb may be a word the stop list holds for its other uses ("their own").
    const asVerb = token.pos === 'VERB' || i === untaggedVerb;
    const forms = [...new Set([asVerb ? verbTermOf(token.text) : termOf(token.text), asVerb ? verbTermOf(token.lemma) : termOf(token.lemma), ...(token.pos === 'VERB' ? [...agentNouns(token.lemma), ...verbParaphrases(token.lemma, tokens[i + 1])] : [])].filter((term): term is string => term !== null))];
    if (forms.length === 0 || forms.some((form) => seen.has(form))) return;
    forms.forEach((form) => seen.add(form));
    const known = forms.find((form) => index.sentenceFrequency.has(form));
    // "How deep does the wreck lie?": a verb of being somewhere that the material does not use asks nothing of it.
    if (!known && token.pos === 'VERB' && LIGHT_VERBS.has(token.lemma)) return;
    // A word the material never uses may be the question's paraphrase ("visible" for "that visitors see"): it counts, at half the rarest weight.
    const weight = known ? inverseFrequency(index, known) : rarest / 2;
    // "the first powered flight": a participle inside a noun phrase describes the noun; it is not the question's verb.
    // "What was the name of the small fort built at every mile?" (s32): a participle right after the noun, in a question whose
    // own verb is "be", describes that noun too.
    const participle = token.pos === 'VERB' && token.text.toLowerCase() !== token.lemma.toLowerCase() && !/(?:ing|s)$/i.test(token.text);
    const reducedRelative = participle && tokens[i - 1]?.pos === 'NOUN' && /^(?:what|which)$/i.test(tokens[0]?.text ?? '') && /^(?:is|are|was|were)$/i.test(tokens[1]?.text ?? '');
    const modifier = reducedRelative || (/(?:ed|ing)$/i.test(token.text) && tokens[i + 1]?.pos === 'NOUN' && ['DET', 'ADJ', 'ADV', 'NUM'].includes(tokens[i - 1]?.pos ?? ''));
    // "…lost their lives while the French were building?" (s32): a verb of a time clause at the question's end says when, not
    // what was done; the claim need not repeat it ("…were lost during the French period").
    // Only when the question has a verb of its own before the clause, which the claim must still hold ("lost").
    const clauseAt = tokens.findIndex((word, k) => k > 2 && k < i && /^(?:while|when|whilst|as|after|before|until)$/i.test(word.text) && word.pos === 'SCONJ');
    const timeClause = clauseAt > 0 && tokens.slice(0, clauseAt).some((word) => word.pos === 'VERB' && !LIGHT_VERBS.has(word.lemma) && [word.text, word.lemma].some((form) => index.sentenceFrequency.has(termOf(form) ?? '')));
    const verb = token.pos === 'VERB' && !LIGHT_VERBS.has(token.lemma) && known !== undefined && !modifier && !timeClause;
    const name = i > 0 && /^\p{Lu}/u.test(token.text);
    // "the Antarctic ice" in a passage on Antarctica: the word made from the topic's name is the topic too.
    const topical = forms.some((form) => topic.has(form)) || (name && [...topic].some((word) => sharesNameRoot(word, forms)));
    const paraphrases = token.pos === 'VERB' ? verbParaphrases(token.lemma, tokens[i + 1]).filter((term): term is string => term !== null) : [];
    const subject = ['NOUN', 'PROPN'].includes(token.pos) && subjectRange.includes(i);
    // Matched on lemmas, so a verb the material spells otherwise ("rebuild" / "rebuilt") is still the act.
    const act = (token.pos === 'VERB' && !LIGHT_VERBS.has(token.lemma) && !modifier && !timeClause) || (i === untaggedVerb && !LIGHT_VERBS.has(token.lemma));
    // "Who worked out the depth…?" — "John Pike worked on the depth…": working on it is not working it out.
    const particleWord = token.pos === 'VERB' && tokens[i + 1]?.pos === 'ADP' && /^(?:up|out|off|down|away)$/i.test(tokens[i + 1]!.text) && !/^of$/i.test(tokens[i + 2]?.text ?? '') ? tokens[i + 1]!.text.toLowerCase() : null;
    const bare = [verbTermOf(token.text), verbTermOf(token.lemma)].filter((term): term is string => term !== null);
    const particle = particleWord ? { lemma: token.lemma.toLowerCase(), word: particleWord, bare } : undefined;
    terms.push({ forms, weight: name ? NAME_WEIGHT * weight : weight, verb, name, known: known !== undefined, topic: topical, ...(paraphrases.length > 0 ? { paraphrases } : {}), ...(particle ? { particle } : {}), ...(subject ? { subject } : {}), ...(act ? { act } : {}) });
  });
  return terms;
}

/**
 * Where the question's subject stands: "the council" between "did" and "provide" in "How many computers did the council
 * provide?", "the two schools" between "were" and "combined". Empty when the question asks for the subject ("Who…?").
 */
function readSubjectRange(tokens: TaggedToken[]): number[] {
  const aux = tokens.findIndex((token, i) => i > 0 && token.pos === 'AUX' && /^(?:do|does|did|is|are|was|were)$/i.test(token.text));
  if (aux < 0) return [];
  const tagged = tokens.findIndex((token, i) => i > aux && token.pos === 'VERB');
  const verb = tagged >= 0 ? tagged : findUntaggedVerb(tokens, aux);
  return verb < 0 ? [] : Array.from({ length: verb - aux - 1 }, (_, k) => aux + 1 + k);
}

/**
 * "How many maps did Thomas Hale supply?", "When did the Congress sign the declaration?": the tagger may call the verb after
 * "did" + its subject a noun. With no verb tagged after "do/does/did", the first common noun that follows the subject's last
 * noun and has no noun after it is the verb (or such an adjective: "did Clara Holt open?"). -1 when there is none.
 */
function findUntaggedVerb(tokens: TaggedToken[], aux: number): number {
  if (!/^(?:do|does|did)$/i.test(tokens[aux]?.text ?? '') || tokens.some((token, i) => i > aux && token.pos === 'VERB')) return -1;
  return tokens.findIndex((token, i) => i > aux + 1 && ['NOUN', 'ADJ'].includes(token.pos) && /^\p{Ll}+$/u.test(token.text) && ['NOUN', 'PROPN'].includes(tokens[i - 1]!.pos) && !['NOUN', 'PROPN'].includes(tokens[i + 1]?.pos ?? ''));
}

function verbParaphrases(lemma: string, next?: TaggedToken): Array<string | null> {
  const particle = next?.pos === 'ADP' ? next.text : undefined;
  return [...sameActVerbs(lemma), ...samePhrasalActVerbs(lemma, particle)].map((other) => termOf(other));
}

/**
 * "Who wrote The Great Gatsby?" — "a novel by the American writer F. Scott Fitzgerald": the one who does
 * the verb, named by its agent noun (writer, painter, inventor, founder, composer, discoverer), says it.
 */
function agentNouns(lemma: string): Array<string | null> {
  const verb = lemma.toLowerCase();
  if (!/^[a-z]{3,}$/.test(verb) || LIGHT_VERBS.has(verb)) return [];
  const stem = verb.replace(/e$/, '');
  return [termOf(`${stem}er`), termOf(`${stem}or`)];
}

/** The kind of thing a "what/which" question names: "lake" in "What lake…", "capital" in "What is the capital of…". */
export function readAskedCategory(tokens: TaggedToken[]): string | null {
  const at = tokens.findIndex((token) => /^(?:what|which)$/i.test(token.text));
  if (at < 0) return null;
  let i = at + 1;
  // "What is the largest city…", "What is Darcy's estate called?": past the verb, the article or the owner.
  const pastVerb = tokens[i]?.pos === 'AUX';
  if (tokens[i]?.pos === 'AUX' && /^the$/i.test(tokens[i + 1]?.text ?? '')) i += 2;
  else if (tokens[i]?.pos === 'AUX' && tokens[i + 1]?.pos === 'PROPN' && /^['’]s$/.test(tokens[i + 2]?.text ?? '')) i += 3;
  // "Which Roman town": a name used as an adjective describes the noun after it.
  while (tokens[i]?.pos === 'ADJ' || (tokens[i]?.pos === 'PROPN' && tokens[i + 1]?.pos === 'NOUN')) i++;
  // The head of the noun phrase: "wall" in "the plant cell wall".
  while (tokens[i]?.pos === 'NOUN' && tokens[i + 1]?.pos === 'NOUN') i++;
  const noun = tokens[i];
  // "What are the floating islands made of?" asks about the islands, not for an island's name (asks-about-noun.ts).
  if (pastVerb && asksAboutNoun(tokens, i)) return null;
  const category = noun && noun.pos === 'NOUN' ? noun.lemma.toLowerCase() : null;
  // Only kinds whose members have proper names: "what word" or "what law" is answered by a phrase, not a name.
  return category && NAMED_CATEGORIES.has(category) ? category : null;
}

/**
 * "What is the largest tributary of…", "Which is the highest mountain…": the noun whose name is asked,
 * when it is not a kind of named thing (readAskedCategory) — the answer must then stand where the
 * material introduces that noun (find-structural-spans.ts).
 */
export function readIntroducingNoun(tokens: TaggedToken[]): string | null {
  const words = tokens.filter((token) => token.pos !== 'PUNCT');
  if (!/^(?:what|which|who)$/i.test(words[0]?.text ?? '') || words[1]?.lemma !== 'be' || !/^the$/i.test(words[2]?.text ?? '')) return null;
  let i = 3;
  while (words[i]?.pos === 'ADJ' || (words[i]?.pos === 'NOUN' && words[i + 1]?.pos === 'NOUN')) i++;
  const noun = words[i];
  // The noun phrase ends the question or takes an "of"/"in" phrase: "the biggest moon of Jupiter", not "the wall made of".
  const after = words[i + 1];
  if (!noun || noun.pos !== 'NOUN' || (after && !/^(?:of|in|on)$/i.test(after.text))) return null;
  return noun.lemma.toLowerCase();
}

/** The question's last verb and the preposition it ends on: "die" + "of" in "What did Orwell die of?". */
export function readAskedVerb(tokens: TaggedToken[]): { lemma: string; preposition: string | null } | null {
  const words = tokens.filter((token) => token.pos !== 'PUNCT');
  let at = words.map((token) => token.pos).lastIndexOf('VERB');
  // "What do white blood cells fight?": after "what do/did X", the last word is the verb, whatever the tagger calls it.
  const last = words.length - 1;
  if (last >= 3 && /^(?:what|which)$/i.test(words[0]!.text) && /^(?:do|does|did)$/i.test(words[1]!.text) && words[last]!.pos === 'NOUN' && words[last - 1]!.pos !== 'DET' && at < 0) at = last;
  // "What does adenine pair with?": the same, before the preposition it ends on.
  if (last >= 4 && /^(?:what|which)$/i.test(words[0]!.text) && /^(?:do|does|did)$/i.test(words[1]!.text) && words[last]!.pos === 'ADP' && words[last - 1]!.pos === 'NOUN' && at < 0) at = last - 1;
  if (at < 1 || LIGHT_VERBS.has(words[at]!.lemma) && words[at]!.lemma !== 'call' && words[at]!.lemma !== 'make') return null;
  const rest = words.slice(at + 1);
  // Only a verb that ends the question (or is followed by its preposition) asks for its object…
  if (rest.length > 1 || (rest.length === 1 && rest[0]!.pos !== 'ADP')) return readInnerAskedVerb(words);
  return { lemma: words[at]!.lemma, preposition: rest[0]?.text.toLowerCase() ?? null };
}

/**
 * …or the first verb after "what did X" with more after it: "What did a crowd in Paris storm on 14 July
 * 1789?", "What did Hooke look at through a microscope?" (a preposition is the verb's own only when
 * another preposition or the end follows it: "look at through", not "storm on 14 July").
 */
function readInnerAskedVerb(words: TaggedToken[]): { lemma: string; preposition: string | null } | null {
  if (!/^(?:what|which)$/i.test(words[0]?.text ?? '') || !/^(?:do|does|did)$/i.test(words[1]?.text ?? '')) return null;
  // The tagger may call the verb a noun ("rise to by 1933"): a noun followed by its preposition and then another or the end.
  const particleAfter = (i: number) => words[i + 1]?.pos === 'ADP' && (words[i + 2] === undefined || words[i + 2]!.pos === 'ADP');
  // "What did Pavlov sound just before…?": right after a subject that is only a name, the next plain word is the verb, whatever the tagger calls it.
  let named = 2;
  while (words[named]?.pos === 'PROPN') named++;
  const afterName = named > 2 && /^\p{Ll}+$/u.test(words[named]?.text ?? '') && ['NOUN', 'VERB', 'ADJ'].includes(words[named]!.pos) ? named : -1;
  const at = afterName > 0 ? afterName : words.findIndex((token, i) => i >= 3 && (token.pos === 'VERB' || (token.pos === 'NOUN' && particleAfter(i) && words[i - 1]!.pos !== 'DET')));
  if (at < 0 || LIGHT_VERBS.has(words[at]!.lemma)) return null;
  const next = words[at + 1];
  const particle = next?.pos === 'ADP' && (words[at + 2] === undefined || words[at + 2]!.pos === 'ADP') ? next.text.toLowerCase() : null;
  return { lemma: words[at]!.lemma, preposition: particle };
}

/** The noun after "how many" ("how many sonnets"): the count stands right before it in the material. */
function readAskedNoun(tokens: TaggedToken[]): string | null {
  // "How many sonnets", and "How much paint" (the amount stands before "of paint").
  const at = tokens.findIndex((token, i) => /^(?:many|much)$/i.test(token.text) && /^how$/i.test(tokens[i - 1]?.text ?? ''));
  // After "much" only the word right after it ("How much paint"), not "How much did the war cost the country?".
  if (at >= 0 && /^many$/i.test(tokens[at]!.text) && /^of$/i.test(tokens[at + 1]?.text ?? '')) return readPartNoun(tokens, at + 2);
  const noun = at < 0 ? undefined : /^much$/i.test(tokens[at]!.text) ? (tokens[at + 1]?.pos === 'NOUN' ? tokens[at + 1] : undefined) : tokens.slice(at + 1).find((token) => token.pos === 'NOUN');
  return noun ? termOf(noun.lemma) : null;
}

/**
 * "How many of her paintings are self-portraits?" counts the part, not the whole: the number before "paintings" ("the 140
 * paintings she left") is the total. The asked noun is the one after "are/were" ("self-portraits": its last piece); with no
 * such noun ("How many of the crew survived?") none, so a count of the whole never stands alone as the answer.
 */
function readPartNoun(tokens: TaggedToken[], from: number): string | null {
  const be = tokens.findIndex((token, i) => i >= from && token.pos === 'AUX' && token.lemma === 'be');
  if (be < 0) return null;
  let j = be + 1;
  while (tokens[j] && ['DET', 'ADJ'].includes(tokens[j]!.pos)) j++;
  if (tokens[j]?.pos !== 'NOUN') return null;
  // "self-portraits": pieces joined by a hyphen are one noun, named by its last piece.
  while (tokens[j + 1]?.text === '-' && tokens[j + 2]?.pos === 'NOUN' && tokens[j + 2]!.start === tokens[j + 1]!.end) j += 2;
  return termOf(tokens[j]!.lemma);
}

interface Ask {
  kind: FactKind;
  /** For "what did X do" questions, the verb whose object is asked. */
  verb: { lemma: string; preposition: string | null } | null;
  /** For a "what lake…" question, "lake". */
  category: string | null;
  questionWords: Set<string>;
  askedNoun: string | null;
  /** The material uses the asked noun somewhere ("copies"). */
  askedNounKnown: boolean;
  /** For "which gland releases…", the verb whose subject is asked. */
  subject: SubjectAsk | null;
  /** The question as asked ("On which ridge…": its opening preposition). */
  stem: string;
}

/**
 * The candidates of the asked kind in the claim of this sentence that holds most of the question, how
 * much of it that claim holds, and how much its own words hold (without what a "they"/"it" carries in
 * from the sentence before, which makes a weaker rival).
 */
function readSentenceFact(entry: RankedSentence, ask: Ask, telling: TellingTerm[]): { candidates: Candidate[]; share: number; ownShare: number; statedShare: number } {
  const { text, offset } = entry.sentence;
  const tokens = tagSentence(text, offset);
  const read = readClauses(text, offset, entry.sentence.words, [...entry.carried]);
  const clauses = read.filter((clause) => !clause.rejected);
  // "The Volga, not the Danube, is the longest river…": the claim around a rejected alternative does not hold its words.
  const rejected = read.filter((clause) => clause.rejected);
  const inRejected = (token: TaggedToken) => rejected.some((clause) => token.start >= clause.start && token.end <= clause.end);
  const total = telling.reduce((sum, term) => sum + term.weight, 0);
  const lemmasOf = (clause: Clause) => tokens.filter((token) => token.start >= clause.start && token.end <= clause.end && !inRejected(token)).flatMap((token) => termOf(token.lemma) ?? []);
  // The passage's topic holds for a sentence that does not name it; one that does must hold it in the claim.
  const unnamed = (term: TellingTerm) => term.topic && !term.forms.some((form) => entry.sentence.terms.has(form));
  // "In Germany in 1923 prices doubled…, and workers were paid twice a day": the opening place and time hold for every claim.
  const scene = readOpeningScene(tokens);
  const sentenceYears = tokens.filter((token) => YEAR_TOKEN.test(token.text));
  const headWord = telling.find((term) => term.headWord !== undefined)?.headWord;
  const saysParticle = (particle: NonNullable<TellingTerm['particle']>) => tokens.some((token, i) => token.lemma.toLowerCase() === particle.lemma && tokens[i + 1]?.text.toLowerCase() === particle.word);
  const formsHeld = (term: TellingTerm) => (term.particle && !saysParticle(term.particle) ? term.forms.filter((form) => !term.particle!.bare.includes(form)) : term.forms);
  const definiteHead = headWord ? new RegExp(`\\b(?:the|this|that)\\s+${headWord.replace(/[^\p{L}-]/gu, '')}\\b`, 'iu') : /$^/;
  const ownedNounActs = opensOnOwnedNounActing(tokens, telling);
  // "Hale's nephew later supplied 200 maps" for "How many maps did Thomas Hale supply?": the sentence names Hale, as the owner.
  const otherActors = findOwnedActors(tokens, telling).filter((actor) => ownedUnasked(actor, telling));
  const askedOfSubject = telling.some((term) => term.subject === true && term.known);
  if (otherActors.some((actor) => (actor.pronoun ? askedOfSubject : ownerIsSubject(actor, telling)))) return { candidates: [], share: 0, ownShare: 0, statedShare: 0 };
  // "Its captain, Ahab, lost his leg…" after "The book is narrated by Ishmael…" (s40): a pronoun carries in a thing, not an
  // act, so the question's verb must be the sentence's own word ("Who narrates…?" is not held by what "Its" carries). A
  // sentence that opens on its subject pronoun ("He took fluid…", "It was developed…") goes on with the act before it.
  const sentenceLemmas = new Set(tokens.flatMap((token) => termOf(token.lemma) ?? []));
  const opensOnSubjectPronoun = /^\s*(?:he|she|they|it)\b/i.test(text);
  const actOnlyCarried = (term: TellingTerm) => !opensOnSubjectPronoun && (term.verb || term.act === true) && !formsHeld(term).some((form) => entry.sentence.terms.has(form) || sentenceLemmas.has(form));
  const shareHeld = (plain: Set<string>, topical = true) => {
    const held = new Set([...plain, ...scene]);
    const holds = (term: TellingTerm) => (formsHeld(term).some((form) => held.has(form)) && !actOnlyCarried(term)) || ((term.headForms?.some((form) => held.has(form)) ?? false) && (term.headWord === undefined || definiteHead.test(text))) || (term.name && [...held].some((word) => sharesNameRoot(word, term.forms))) || (topical && unnamed(term));
    // A year the question gives ("paid in 1950") that the sentence replaces with another ("In 1923 … workers were paid…"): another question.
    if (telling.some((term) => (term.verb || (term.forms.some((form) => YEAR_TOKEN.test(form)) && sentenceYears.length > 0)) && !holds(term))) return 0;
    // "How many computers did the council provide?" — "The charity supplied five computers": a claim that holds the
    // question's verb only by the passage's word for it must also say whose act it is.
    const byParaphrase = telling.some((term) => term.verb && term.paraphrases !== undefined && term.forms.some((form) => held.has(form)) && term.forms.every((form) => !held.has(form) || term.paraphrases!.includes(form)));
    // "His nephew later supplied 200 maps" carries Thomas Hale in from the sentence before, but the act is the nephew's: a
    // sentence opening on "his/her/its/their" + noun must name the subject itself ("She had planned to…" may carry it).
    const ownerOpens = /^\s*(?:his|her|its|their)\s+\p{L}/iu.test(text);
    const named = (term: TellingTerm) => holds(term) && (!ownerOpens || term.forms.some((form) => entry.sentence.terms.has(form)));
    // With the question's own verb too, when the owned noun is what does it ("His nephew later supplied…"), not what it befalls.
    if ((byParaphrase || ownedNounActs) && telling.some((term) => term.subject && term.known && !named(term))) return 0;
    // "Who was Shakespeare's wife?": a sentence naming Shakespeare but not a wife says nothing of her.
    const spoken = telling.filter((term) => !term.name && term.known);
    if (spoken.length > 0 && !spoken.some(holds)) return 0;
    return telling.filter(holds).reduce((sum, term) => sum + term.weight, 0) / total;
  };
  // A claim holds its own words and its subject's ("…, so he is away for twenty years": "he" is Odysseus, not the journey).
  const shares = clauses.map((clause) => shareHeld(new Set([...clause.subject, ...clause.own, ...lemmasOf(clause)])));
  // Its own words: in this clause, or in the sentence's other claims its subject came from, not carried in.
  // A rival must name what the question names: the topic does not count for it.
  const ownShares = clauses.map((clause) => shareHeld(new Set([...[...clause.subject, ...clause.own].filter((term) => entry.sentence.terms.has(term)), ...lemmasOf(clause)]), false));
  // "When was the first exhibition held?" against "…held eight exhibitions, the last of them in 1886": another one of the series.
  if (namesOtherPosition(tagSentence(ask.stem, 0), tokens)) return { candidates: [], share: 0, ownShare: 0, statedShare: 0 };
  const share = Math.max(0, ...shares);
  const ownShare = Math.max(0, ...ownShares);
  // Its own words and the passage's topic, without what a "they" carries in: "The tower is 330 metres tall" holds "the Eiffel Tower".
  const statedShare = Math.max(0, ...clauses.map((clause) => shareHeld(new Set([...[...clause.subject, ...clause.own].filter((term) => entry.sentence.terms.has(term)), ...lemmasOf(clause)]))));
  if (share < HELD_SHARE) return { candidates: [], share, ownShare, statedShare };
  // Of the claims that hold the question alike, the one whose own words hold most ("…, and he received…" borrows them).
  const tied = clauses.map((clause, i) => ({ clause, i })).filter(({ i }) => shares[i] === share);
  const ownBest = Math.max(...tied.map(({ clause }) => shareHeld(new Set(lemmasOf(clause)))));
  const holding = tied.filter(({ clause }) => shareHeld(new Set(lemmasOf(clause))) === ownBest).map(({ clause }) => clause);
  // A last word that carries the sentence's full stop ("°C.") is still the claim's.
  // So is the quote mark that closes its last words ("which means "long river"").
  const inClaim = (token: TaggedToken, clause: Clause) =>
    token.start >= clause.start && (token.end <= clause.end || (token.start < clause.end && token.end === clause.end + 1 && token.text.endsWith('.')) || (token.start === clause.end && /^["”’']$/.test(token.text)));
  const candidatesOf = (clause: Clause) => findCandidates([...borrowedSubject(clause, clauses, tokens, ask), ...tokens.filter((token) => inClaim(token, clause))], ask);
  let candidates =
    ask.kind === 'reason'
      ? holding.flatMap((clause) => orElse(findReasons(tokens, clause, text, offset), () => orElse(findPurposes(tokens, clause, ask), () => [...findExplained(tokens, clause, clauses, text, offset), ...findSoThat(tokens, ask)])))
      : holding.flatMap(candidatesOf);
  // "On 25 August 2012 Voyager 1 crossed the heliopause… and became the first object to reach interstellar space": the date a
  // sentence opens on is the date of each of its claims, unless the claim says a time of its own ("and later…", "in 1990").
  if (candidates.length === 0 && holding.length === 1 && (ask.kind === 'year' || ask.kind === 'date')) {
    const sceneEnd = openingSceneEnd(tokens);
    // The claim with the words that join it to the one before ("and later became…").
    const joinedAt = clauses[clauses.indexOf(holding[0]!) - 1]?.end ?? holding[0]!.start;
    const own = text.slice(Math.min(joinedAt, holding[0]!.start) - offset, holding[0]!.end - offset);
    // Only a claim joined by "and" with no subject of its own goes on with the same subject in the same scene: ", which was
    // signed by…" describes the thing, and "…, and its first match was played…" may be another event, at no said time.
    const joined = /^[\s,]*and\s+(?!(?:the|a|an|its|his|her|their|they|he|she|it|we|you|this|that|these|those|there)\b)\p{Ll}/u.test(own);
    if (sceneEnd > 0 && joined && holding[0]!.start > tokens[sceneEnd - 1]!.end && !SAYS_OWN_TIME.test(own)) candidates = findCandidates(tokens.slice(0, sceneEnd), ask);
  }
  // "…is the deepest lake on Earth: its floor lies 1,642 metres below the surface": the claim after a colon says how.
  if (candidates.length === 0 && holding.length === 1) {
    const next = clauses[clauses.indexOf(holding[0]!) + 1];
    if (next && /^\s*:\s*$/.test(text.slice(holding[0]!.end - offset, next.start - offset).replace(/[^:\s]/g, ''))) candidates = candidatesOf(next);
    // "Animals also react to signals similar to the first one; this is called generalisation": the name the next claim gives "this".
    if (candidates.length === 0 && ask.kind === 'called' && next && /^[\s;,]*$/.test(text.slice(holding[0]!.end - offset, next.start - offset)) && /^\s*(?:this|that)\s+(?:is|was)\s+(?:(?:also|often|usually|sometimes)\s+)?(?:called|named|termed|known\s+as)\b/i.test(text.slice(next.start - offset, next.end - offset))) {
      candidates = candidatesOf(next);
    }
    const previous = clauses[clauses.indexOf(holding[0]!) - 1];
    // "In 1086 he ordered a great survey…, which became known as the Domesday Book": a "which" claim holding the question
    // takes its number, date or name (a place's, a person's, a named thing's) from the claim it hangs on.
    const relative = previous !== undefined && /^\s*,?\s*(?:which|who)\b/i.test(text.slice(previous.end - offset, holding[0]!.end - offset));
    // Not a date when the "which" claim holds the question's verb and the claim before does not: "On 4 July 1776 the Congress
    // adopted the declaration, which was signed by…" dates the adopting.
    const otherAct = (ask.kind === 'year' || ask.kind === 'date') && previous !== undefined && holdsAskedVerb(lemmasOf(holding[0]!), telling) && !holdsAskedVerb(lemmasOf(previous), telling);
    if (candidates.length === 0 && relative && !otherAct && ['year', 'date', 'count', 'measure', 'person', 'place', 'name'].includes(ask.kind)) candidates = candidatesOf(previous);
    // "…in a process called nuclear fusion, which releases the energy…": the claim's "which" is the name just before it.
    if (candidates.length === 0 && ask.kind === 'called' && previous && /^\s*,?\s*which\b/i.test(text.slice(previous.end - offset, holding[0]!.end - offset))) {
      candidates = candidatesOf(previous).filter((candidate) => candidate.end >= previous.end - 2 || /^[\s,]*$/.test(text.slice(candidate.end - offset, previous.end - offset)));
    }
  }
  if (ask.kind === 'year' || ask.kind === 'date') candidates = dropDatesOfEarlierAct(candidates, tokens, telling);
  // "Who wrote three operas?" — "Sol's brother wrote…": the owner's name is not the one who did it.
  if (ask.kind === 'person') candidates = candidates.filter((candidate) => !otherActors.some((actor) => candidate.start < actor.end && candidate.end > actor.start));
  // "…after a reporter for the Associated Press used the phrase" (s38): a name that ends a description of the subject ("a
  // reporter for …", "the president of …") right before the question's verb is not who acted; the common noun is.
  if (ask.kind === 'person') candidates = candidates.filter((candidate) => !endsSubjectDescription(tokens, candidate, telling));
  return { candidates: preferAnchored(keepGappedSide(dedupe(candidates), tokens, telling), tokens, ask), share, ownShare, statedShare };
}

/** The sentence says the question's verb only in a form its words do not share ("broke" for "break"), so ranking missed it. */
function saysActOnlyByLemma(sentence: { text: string; offset: number; terms: Map<string, number> }, telling: TellingTerm[]): boolean {
  const acts = telling.filter((term) => term.act === true && !term.known);
  if (acts.length === 0 || acts.some((term) => term.forms.some((form) => sentence.terms.has(form)))) return false;
  const lemmas = tagSentence(sentence.text, sentence.offset).filter((token) => token.pos === 'VERB').flatMap((token) => termOf(token.lemma) ?? []);
  return acts.some((term) => term.forms.some((form) => lemmas.includes(form)));
}

/** The sentence says the question's act in some form ("left" for "leave"), or the question has none to say. */
function saysAskedAct(sentence: { text: string; offset: number }, telling: TellingTerm[]): boolean {
  const acts = telling.filter((term) => term.act === true);
  if (acts.length === 0) return true;
  const lemmas = tagSentence(sentence.text, sentence.offset).flatMap((token) => [termOf(token.text), termOf(token.lemma)].filter((form): form is string => form !== null));
  return holdsAskedVerb(lemmas, telling);
}

function holdsAskedVerb(lemmas: string[], telling: TellingTerm[]): boolean {
  return telling.some((term) => term.act === true && term.forms.some((form) => lemmas.includes(form)));
}

/**
 * "On 4 July 1776 the Congress adopted the declaration and later signed it": the question's verb comes after an "and later" /
 * "and then" that follows the date, so the date is the act before it; the signing has a time of its own, unsaid.
 */
function dropDatesOfEarlierAct(candidates: Candidate[], tokens: TaggedToken[], telling: TellingTerm[]): Candidate[] {
  const isAskedVerb = (token: TaggedToken) => token.pos === 'VERB' && holdsAskedVerb([termOf(token.text), termOf(token.lemma)].filter((form): form is string => form !== null), telling);
  return candidates.filter((candidate) => {
    const verbAt = tokens.findIndex((token) => token.start >= candidate.end && isAskedVerb(token));
    if (verbAt < 0) return true;
    return !tokens.some((token, i) => token.start >= candidate.end && i < verbAt && /^(?:and|but)$/i.test(token.text) && laterWordAfter(tokens, i + 1));
  });
}

/** "and later", "and, some years afterwards,": a word saying another time right after the joining word. */
function laterWordAfter(tokens: TaggedToken[], from: number): boolean {
  const at = tokens[from]?.text === ',' ? from + 1 : from;
  const word = tokens[at]?.text ?? '';
  return /^\p{L}+$/u.test(word) && SAYS_OWN_TIME.test(word);
}

/**
 * "His nephew later supplied 200 maps": the sentence opens on "his/her/its/their" + a noun, and that noun does the question's
 * verb (active, right after it), so the act is the owned noun's, not the owner's the "his" carries in. "Her first novel was
 * published…" (the noun undergoes the act) and "Its floor lies…" (no verb of the question) are not.
 */
function opensOnOwnedNounActing(tokens: TaggedToken[], telling: TellingTerm[]): boolean {
  if (!/^(?:his|her|its|their)$/i.test(tokens[0]?.text ?? '')) return false;
  let i = 1;
  while (tokens[i] && ['ADJ', 'NOUN', 'NUM'].includes(tokens[i]!.pos)) i++;
  if (i === 1 || tokens[i - 1]!.pos !== 'NOUN') return false;
  // "Her diary was published…" for "When did Anna Berg publish her diary?": the question asks of the owned noun.
  return doesAskedAct(tokens, i, telling) && ownedUnasked(ownedActor([tokens[0]!], tokens[i - 1]!), telling);
}

/** "the wife of Pedro Alves": people around a person, whose acts are theirs ("the idea of pH was introduced" is pH's). */
const PEOPLE_AROUND = /^(?:son|daughter|father|mother|wife|husband|brother|sister|nephew|niece|uncle|aunt|cousin|widow|widower|heir|child|children|grandson|granddaughter|grandfather|grandmother|parent|parents|partner|friend|servant|apprentice|assistant|pupil|student|follower|successor|rival|companion|secretary|agent|lawyer|doctor|mechanic|staff|crew|team|men|soldier|army|fleet)$/i;

/** A person named as the owner of another who does the question's act: "Hale's nephew later supplied…", "the wife of Pedro Alves built…". */
interface OwnedActor {
  /** Offsets of the owner's name. */
  start: number;
  end: number;
  owner: TaggedToken[];
  /** The forms of the owned noun ("nephew", "team", "company"). */
  owned: string[];
  /** "his/her/its/their": whose, the sentence may not say. */
  pronoun?: boolean;
}

/**
 * "Hale's nephew later supplied 200 maps", "The daughter of Maria Costa founded a second school": a name owns a noun, and that
 * noun (past an aside without a verb and any adverbs) does the question's act, so the act is the noun's, not the name's.
 */
function findOwnedActors(tokens: TaggedToken[], telling: TellingTerm[]): OwnedActor[] {
  const found: OwnedActor[] = [];
  tokens.forEach((token, i) => {
    if (token.pos === 'PART' && /^['’]s$/.test(token.text) && tokens[i - 1]?.pos === 'PROPN') {
      const owner = namesBefore(tokens, i);
      const nounEnd = endOfNounRun(tokens, i + 1);
      if (nounEnd > i + 1 && (doesAskedAct(tokens, nounEnd, telling) || isAgentOfAskedAct(tokens, i - owner.length, telling))) found.push(ownedActor(owner, tokens[nounEnd - 1]!));
    }
    // "Hale drew the charts, and his son sold 50", "…John Reed, whose father opened…": the start of a sentence is opensOnOwnedNounActing's.
    if (i > 0 && /^(?:his|her|its|their|whose)$/i.test(token.text)) {
      const nounEnd = endOfNounRun(tokens, i + 1);
      if (nounEnd > i + 1 && doesAskedAct(tokens, nounEnd, telling)) found.push({ ...ownedActor([token], tokens[nounEnd - 1]!), pronoun: true });
    }
    // "the wife of Pedro Alves": the noun before "of", the name after it.
    // Not "the city of Rome built…", "the idea of pH was introduced": only people around a person.
    if (/^of$/i.test(token.text) && tokens[i - 1]?.pos === 'NOUN' && PEOPLE_AROUND.test(tokens[i - 1]!.lemma) && /^(?:the|a|an)$/i.test(tokens[i - 2]?.text ?? '') && tokens[i + 1]?.pos === 'PROPN') {
      let end = i + 1;
      while (tokens[end]?.pos === 'PROPN') end++;
      // "Olav, the brother of Lars Berg, sold…": the phrase is an aside; its closing comma leads to the verb.
      if (doesAskedAct(tokens, end, telling, tokens[i - 3]?.text === ',') || isAgentOfAskedAct(tokens, i - 2, telling)) found.push(ownedActor(tokens.slice(i + 1, end), tokens[i - 1]!));
    }
  });
  return found;
}

function namesBefore(tokens: TaggedToken[], at: number): TaggedToken[] {
  let start = at;
  while (tokens[start - 1]?.pos === 'PROPN') start--;
  return tokens.slice(start, at);
}

function endOfNounRun(tokens: TaggedToken[], from: number): number {
  let end = from;
  // "Hale's nephew and partner": two nouns of one person.
  const joinsNouns = (k: number) => /^and$/i.test(tokens[k]?.text ?? '') && tokens[k - 1]?.pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN';
  while (tokens[end] && (['ADJ', 'NOUN'].includes(tokens[end]!.pos) || joinsNouns(end))) end++;
  return end > from && tokens[end - 1]!.pos === 'NOUN' ? end : from;
}

function ownedActor(owner: TaggedToken[], noun: TaggedToken): OwnedActor {
  const owned = [termOf(noun.text), termOf(noun.lemma)].filter((form): form is string => form !== null);
  return { start: owner[0]!.start, end: owner[owner.length - 1]!.end, owner, owned };
}

/** The words from `at` (an aside without a verb, adverbs) lead to an active verb that is the question's act. */
function doesAskedAct(tokens: TaggedToken[], at: number, telling: TellingTerm[], inAside = false): boolean {
  let i = at;
  // "Her husband Pierre died…": the owned noun's own name.
  while (tokens[i]?.pos === 'PROPN') i++;
  if (tokens[i]?.text === ',') {
    // "His nephew, a printer, later supplied…": an aside without a verb between the noun and its verb.
    const asideEnd = tokens.findIndex((token, k) => k > i && token.text === ',');
    // "His nephew, who lived in Bristol, supplied…": a "who" clause says of the noun; the verb after it is still the noun's.
    const relative = /^(?:who|whose)$/i.test(tokens[i + 1]?.text ?? '') && asideEnd - i <= 12;
    const aside = asideEnd > 0 && (relative || (asideEnd - i <= 6 && !tokens.slice(i, asideEnd).some((token) => ['VERB', 'AUX'].includes(token.pos))));
    // Else the comma may close the aside the owner stands in (`inAside`).
    if (!aside && !inAside) return false;
    i = aside ? asideEnd + 1 : i + 1;
  }
  // "had supplied", "would later supply", "was paid": the noun is the verb's subject, in either voice.
  while (tokens[i]?.pos === 'ADV' || tokens[i]?.pos === 'AUX') i++;
  return isAskedVerb(tokens[i], telling);
}

function isAskedVerb(token: TaggedToken | undefined, telling: TellingTerm[]): boolean {
  if (token?.pos !== 'VERB') return false;
  const forms = [verbTermOf(token.text), verbTermOf(token.lemma)].filter((form): form is string => form !== null);
  return holdsAskedVerb(forms, telling);
}

/** "The shop was sold by Hale's widow": the owner's phrase at `start` is the agent after "by" of the question's act. */
function isAgentOfAskedAct(tokens: TaggedToken[], start: number, telling: TellingTerm[]): boolean {
  if (!/^by$/i.test(tokens[start - 1]?.text ?? '')) return false;
  let i = start - 2;
  while (tokens[i]?.pos === 'ADV') i--;
  return isAskedVerb(tokens[i], telling);
}

/** The owned noun is none of the question's words: the question asks of the owner, not of "her son". */
function ownedUnasked(actor: OwnedActor, telling: TellingTerm[]): boolean {
  return !telling.some((term) => term.forms.some((form) => actor.owned.includes(form)));
}

/** The owner is the question's subject ("How many maps did Thomas Hale supply?" and "Hale's nephew… supplied"). */
function ownerIsSubject(actor: OwnedActor, telling: TellingTerm[]): boolean {
  const names = actor.owner.flatMap((token) => [termOf(token.text), termOf(token.lemma)]).filter((form): form is string => form !== null);
  const subject = telling.filter((term) => term.subject === true);
  // "When was Ingrid Sol's first symphony performed?": the subject is the symphony, not Sol.
  return subject.every((term) => term.name) && subject.some((term) => term.forms.some((form) => names.includes(form)));
}

const POSITIONS = /^(?:first|last|final|second|third|fourth|fifth|earliest|latest|next|previous)$/i;

/** The sentence places its thing in a series ("the last of them") where the question asks another place ("the first"). */
function namesOtherPosition(question: TaggedToken[], tokens: TaggedToken[]): boolean {
  // A place in a series: "the last", "the first exhibition", "first win" — not the verb "last" ("How long did the voyage last?").
  const positions = (words: TaggedToken[]) =>
    words.filter((token, i) => POSITIONS.test(token.text) && (/^the$/i.test(words[i - 1]?.text ?? '') || ['NOUN', 'ADJ', 'PROPN', 'VERB'].includes(words[i + 1]?.pos ?? ''))).map((token) => token.text.toLowerCase());
  const asked = positions(question);
  if (asked.length === 0) return false;
  const said = positions(tokens);
  return said.length > 0 && !said.some((word) => asked.includes(word));
}

/**
 * "Wilbur was born in 1867 near Millville, Indiana, and Orville in 1871 in Dayton, Ohio": after ", and" a name
 * with no verb of its own says the same verb of someone else. A question naming one of the two ("Where was
 * Orville born?") is answered from that one's side only; one naming neither keeps both (and so gets hints).
 */
function keepGappedSide(candidates: Candidate[], tokens: TaggedToken[], telling: TellingTerm[]): Candidate[] {
  const gap = tokens.findIndex((token, i) => /^and$/i.test(token.text) && tokens[i - 1]?.text === ',' && tokens[i + 1]?.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[i + 1]!.text));
  if (gap < 0) return candidates;
  const rest = tokens.slice(gap + 1);
  const end = rest.findIndex((token) => /^[.;:]$/.test(token.text));
  const conjunct = end < 0 ? rest : rest.slice(0, end);
  // The gapped side is a name and then straight away what the verb took ("and Orville in 1871 in Dayton"), with no verb.
  let nameEnd = 0;
  while (conjunct[nameEnd]?.pos === 'PROPN') nameEnd++;
  if (conjunct[nameEnd]?.pos !== 'ADP' || conjunct.some((token) => ['VERB', 'AUX'].includes(token.pos))) return candidates;
  const names = telling.filter((term) => term.name);
  const named = (words: TaggedToken[]) => names.some((term) => words.some((token) => term.forms.includes(termOf(token.text) ?? '') || term.forms.includes(termOf(token.lemma) ?? '')));
  const after = named(conjunct.slice(0, 3));
  const before = named(tokens.slice(0, gap));
  if (after === before) return candidates;
  return candidates.filter((candidate) => (after ? candidate.start > tokens[gap]!.start : candidate.start < tokens[gap]!.start));
}

/**
 * The "because …" right after the claim ("…look dark because they are cooler than the surrounding surface, and…")
 * or opening the sentence before it ("Because few labourers would do the work, the company hired…"), to the end of
 * its own clause. The claims are cut before "because", so the reason is the clause next to the one that holds the question.
 */
/**
 * "…was especially valuable, since it was used to preserve herring": a "since" after a comma with a pronoun and its verb
 * right after gives a reason. "since 1990", "since the war", "since then" say from when, and are left alone.
 */
function opensSinceReason(tokens: TaggedToken[], i: number): boolean {
  if (!/^since$/i.test(tokens[i]!.text) || tokens[i - 1]?.text !== ',') return false;
  // "The ferry has run every day, since it first sailed in 1950": after "has/have/had", "since" says from when.
  if (tokens.slice(0, i).some((token) => /^(?:has|have|had|'s|'ve|'d)$/i.test(token.text) && token.pos === 'AUX')) return false;
  if (!/^(?:it|they|he|she|we|you|there|this|these|its|their)$/i.test(tokens[i + 1]?.text ?? '')) return false;
  return tokens.slice(i + 2, i + 5).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
}

function findReasons(tokens: TaggedToken[], clause: Clause, text: string, offset: number): Candidate[] {
  const reasons: Candidate[] = [];
  tokens.forEach((token, i) => {
    const named = readNamedReason(tokens, i);
    if (named && token.start >= clause.start && token.start < clause.end) reasons.push(named);
    if (!/^because$/i.test(token.text) && !opensSinceReason(tokens, i)) return;
    let end = i + 1;
    const asides: Array<[number, number]> = [];
    for (;;) {
      while (end < tokens.length && !/^[.;:!?]$/.test(tokens[end]!.text) && !(tokens[end]!.text === ',' && (i === 0 || ['CCONJ', 'SCONJ'].includes(tokens[end + 1]?.pos ?? '') || /^(?:which|who|but|so)$/i.test(tokens[end + 1]?.text ?? '')))) end++;
      // "Because the Salon, the yearly show in Paris, kept rejecting their work, …": an aside on the reason's subject
      // (no verb of its own, and the reason's verb after it) is inside the reason, not where it ends.
      const close = tokens[end]?.text === ',' ? readReasonAside(tokens, i, end) : -1;
      if (close < 0) break;
      asides.push([end, close]);
      end = close + 1;
    }
    if (end <= i + 2) return;
    const words = tokens.slice(i, end);
    const last = words[words.length - 1]!;
    // The answer leaves the aside out ("Because the Salon kept rejecting their work"); the highlight spans it all.
    const kept = words.filter((word) => !asides.some(([from, to]) => word.start >= tokens[from]!.start && word.end <= tokens[to]!.end));
    const said = kept.map((word, k) => (k > 0 && word.start > kept[k - 1]!.end ? ' ' : '') + word.text).join('');
    // "The Northern Chinese were ranked higher and the Southern lower because…": a reason for two claims at once is no answer to one.
    const inside = token.start > clause.start && token.start < clause.end && !tokens.slice(0, i).some((word) => word.start >= clause.start && word.pos === 'CCONJ');
    const after = inside || (token.start >= clause.end && /^[\s,]*$/.test(text.slice(clause.end - offset, token.start - offset)));
    const before = i === 0 && tokens[end]?.text === ',' && /^[\s,]*$/.test(text.slice(tokens[end]!.end - offset, clause.start - offset));
    if (after || before) reasons.push({ text: asides.length > 0 ? said : text.slice(token.start - offset, last.end - offset), start: token.start, end: last.end });
  });
  return reasons;
}

/**
 * The closing comma of an aside that opens at the comma `at`, inside a reason that starts at `from` and has no verb
 * yet: a few words without a verb, then a comma and the reason's own verb. -1 when it is no such aside.
 */
/** "…pulled out for financial reasons", "for reasons of cost": a reason the claim names as such. */
function readNamedReason(tokens: TaggedToken[], i: number): Candidate | null {
  if (!/^for$/i.test(tokens[i]?.text ?? '')) return null;
  let j = i + 1;
  while (tokens[j]?.pos === 'ADJ' || (tokens[j]?.text === ',' && tokens[j + 1]?.pos === 'ADJ')) j++;
  if (!/^reasons?$/i.test(tokens[j]?.text ?? '')) return null;
  let end = j;
  // "for reasons of cost and safety": the "of" phrase is the reason itself.
  if (/^of$/i.test(tokens[j + 1]?.text ?? '')) {
    let k = j + 2;
    while (tokens[k] && ['NOUN', 'ADJ', 'CCONJ', 'DET'].includes(tokens[k]!.pos) && k < j + 7) k++;
    if (k > j + 2) end = k - 1;
  }
  // "for these reasons", "for two reasons" point elsewhere: only an adjective or an "of" phrase says what the reason was.
  if (end === j && j === i + 1) return null;
  return { text: tokens.slice(i, end + 1).map((word, k, all) => (k > 0 && word.start > all[k - 1]!.end ? ' ' : '') + word.text).join(''), start: tokens[i]!.start, end: tokens[end]!.end };
}

function readReasonAside(tokens: TaggedToken[], from: number, at: number): number {
  if (tokens.slice(from + 1, at).some((token) => ['VERB', 'AUX'].includes(token.pos))) return -1;
  for (let k = at + 1; k < Math.min(tokens.length, at + 10); k++) {
    // "…, often ran dry": an adverb may open the reason's verb.
    const verbAfter = tokens[k + 1]?.pos === 'ADV' ? tokens[k + 2] : tokens[k + 1];
    if (tokens[k]!.text === ',') return k > at + 1 && ['VERB', 'AUX'].includes(verbAfter?.pos ?? '') ? k : -1;
    if (['VERB', 'AUX'].includes(tokens[k]!.pos) || /^[.;:!?]$/.test(tokens[k]!.text)) return -1;
  }
  return -1;
}

/** "…she moved to Paris to study physics at the Sorbonne": the purpose right after the question's last words in the claim. */
function findPurposes(tokens: TaggedToken[], clause: Clause, ask: Ask): Candidate[] {
  const inClause = tokens.filter((token) => token.start >= clause.start && token.end <= clause.end);
  const asked = (token: TaggedToken) => /[\p{L}\p{N}]/u.test(token.text) && !['DET', 'ADP', 'AUX', 'PRON', 'PART', 'CCONJ'].includes(token.pos) && (ask.questionWords.has(token.text.toLowerCase()) || ask.questionWords.has(token.lemma.toLowerCase()));
  const lastAsked = inClause.reduce((at, token, i) => (asked(token) ? i : at), -1);
  if (lastAsked < 0) return [];
  let i = lastAsked + 1;
  if (/^in$/i.test(inClause[i]?.text ?? '') && /^order$/i.test(inClause[i + 1]?.text ?? '')) i += 2;
  // "a place they chose for its steady winds": after a verb of choosing or praising, "for its/their …" is the reason.
  const choosing = /^(?:choose|select|pick|prize|value|praise|admire|prefer)$/i.test(inClause[lastAsked]!.lemma);
  if (choosing && /^for$/i.test(inClause[i]?.text ?? '') && /^(?:its|their|his|her)$/i.test(inClause[i + 1]?.text ?? '')) {
    let stop = i + 2;
    while (stop < inClause.length && !/^[.,;:!?]$/.test(inClause[stop]!.text) && !['AUX', 'SCONJ'].includes(inClause[stop]!.pos) && !/^(?:which|that|who|where)$/i.test(inClause[stop]!.text)) stop++;
    return stop >= i + 3 && (stop === inClause.length || /^[.,;:!?]$/.test(inClause[stop]!.text)) ? [toCandidate(inClause.slice(i, stop))] : [];
  }
  if (!/^to$/i.test(inClause[i]?.text ?? '') || inClause[i + 1]?.pos !== 'VERB') return [];
  let end = i + 2;
  while (end < inClause.length && !/^[.,;:!?]$/.test(inClause[end]!.text)) end++;
  const words = inClause.slice(i, end);
  return words.length >= 3 ? [toCandidate(words)] : [];
}

/**
 * "Mark Twain worked as a river pilot … and wrote Life on the Mississippi": a claim that opens on its
 * verb has the subject of the claim before, so "Who wrote…?" finds its name there (words before that
 * claim's first verb).
 */
function borrowedSubject(clause: Clause, clauses: Clause[], tokens: TaggedToken[], ask: Ask): TaggedToken[] {
  const before = clauses[clauses.indexOf(clause) - 1];
  if (!before || !['person', 'subject'].includes(ask.kind)) return [];
  // "…a letter from the naturalist Alfred Russel Wallace, who had reached…": a claim that opens on ", who/which" is said
  // of the noun phrase before the comma; the claim before it (and the comma) go with it, for the subject rule to read.
  // (The claim may start on "who" or just after it.)
  let first = tokens.findIndex((token) => token.start >= clause.start);
  if (first > 0 && !/^(?:who|which)$/i.test(tokens[first]!.text)) first--;
  if (first > 0 && /^(?:who|which)$/i.test(tokens[first]!.text) && tokens[first - 1]!.text === ',') return tokens.filter((token) => token.start >= before.start && token.end <= tokens[first]!.end && token.start < clause.start);
  if (ask.kind !== 'person' || clause.terms.length <= clause.own.length) return [];
  const words = tokens.filter((token) => token.start >= before.start && token.end <= before.end);
  const verbAt = words.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  return verbAt > 0 ? words.slice(0, verbAt) : [];
}

const SKIPPED_BEFORE = new Set(['DET', 'ADP']);
const SKIPPED_AFTER = new Set(['AUX', 'DET', 'ADV']);

/**
 * "This is why passengers lurch forward when…: their bodies keep moving…": a claim that opens on "this/that is why"
 * and ends on a colon gives its reason in the claim after the colon.
 */
function findExplained(tokens: TaggedToken[], clause: Clause, clauses: Clause[], text: string, offset: number): Candidate[] {
  if (!/^\s*(?:this|that)\s+(?:is|was)\s+why\b/i.test(text.slice(clause.start - offset, clause.end - offset))) return [];
  const next = clauses[clauses.indexOf(clause) + 1];
  if (!next || !/^\s*:\s*$/.test(text.slice(clause.end - offset, next.start - offset))) return [];
  const words = tokens.filter((token) => token.start >= next.start && token.end <= next.end);
  return words.some((token) => token.pos === 'VERB') ? [toCandidate(words)] : [];
}

/**
 * "So little snow falls on the interior that much of it counts as a desert": a sentence that opens on "So <word>"
 * and holds the question's verb after its "that" gives the reason before the "that".
 */
function findSoThat(tokens: TaggedToken[], ask: Ask): Candidate[] {
  if (!/^so$/i.test(tokens[0]?.text ?? '') || !['ADJ', 'ADV'].includes(tokens[1]?.pos ?? '')) return [];
  const that = tokens.findIndex((token, i) => i > 2 && /^that$/i.test(token.text));
  if (that < 0 || !tokens.slice(2, that).some((token) => token.pos === 'VERB')) return [];
  const asked = tokens.slice(that + 1).some((token) => token.pos === 'VERB' && !LIGHT_VERBS.has(token.lemma) && (ask.questionWords.has(token.lemma.toLowerCase()) || ask.questionWords.has(token.text.toLowerCase())));
  return asked ? [toCandidate(tokens.slice(0, that))] : [];
}

/**
 * Of several spans of the asked kind, the one the question's words stand right next to: "falls in love
 * with [Mr Bingley], Darcy's friend", "rises in [the Black Forest] … into the Black Sea", "[Mauna Loa], on
 * the island of Hawaii, is the largest active volcano", and, for "Where is Mauna Loa?", the place in the
 * aside right after the name. A span right after "not" is the alternative the sentence rejects. When no
 * single span is anchored so, all stay (and the question gets hints, not an answer).
 */
function preferAnchored(candidates: Candidate[], tokens: TaggedToken[], ask: Ask): Candidate[] {
  const kept = candidates.filter((candidate) => {
    const at = tokens.findIndex((token) => token.start === candidate.start);
    return !/^not$/i.test(tokens[at - 1]?.text ?? '') && !(/^the$/i.test(tokens[at - 1]?.text ?? '') && /^not$/i.test(tokens[at - 2]?.text ?? ''));
  });
  if (kept.length <= 1) return kept;
  // "Almost 99 per cent of the carbon is carbon-12 and about 1 per cent is carbon-13" (s32): where the question names a
  // numbered kind ("carbon-12", "type-2"), the one span followed by that name before the next span is the one it asks.
  const numbered = (ask.stem.match(/\p{L}+-\d+\b/gu) ?? []).map((word) => word.toLowerCase());
  if (numbered.length > 0) {
    const ordered = [...kept].sort((a, b) => a.start - b.start);
    const following = ordered.filter((candidate, k) => {
      const until = ordered[k + 1]?.start ?? Infinity;
      const said = tokens.filter((token) => token.start >= candidate.end && token.end <= until && !/^[.;:]$/.test(token.text)).map((token) => token.text).join('').toLowerCase();
      return numbered.every((word) => said.includes(word));
    });
    if (following.length === 1) return following;
  }
  // "in 1599 and in 1613", "Sydney or Melbourne": spans listed together are alike; the one first in the list is no surer.
  const listedTogether = (candidate: Candidate, other: Candidate) => {
    const [first, second] = candidate.start < other.start ? [candidate, other] : [other, candidate];
    const between = tokens.filter((token) => token.start >= first.end && token.end <= second.start);
    return between.length > 0 && between.length <= 3 && between.some((token) => /^(?:and|or)$/i.test(token.text)) && between.every((token) => /^(?:and|or|,|in|at|on|the)$/i.test(token.text));
  };
  // A span listed with another is no surer than it; a list elsewhere in the claim ("between Nepal and China") does not matter.
  const listed = (candidate: Candidate) => kept.some((other) => other !== candidate && listedTogether(candidate, other));
  const asked = (token: TaggedToken | undefined) =>
    token !== undefined && /[\p{L}\p{N}]/u.test(token.text) && !['DET', 'ADP', 'AUX', 'PRON', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'NUM'].includes(token.pos) && (ask.questionWords.has(token.text.toLowerCase()) || ask.questionWords.has(token.lemma.toLowerCase()));
  const isAside = (from: number) => {
    // ", on the island of Hawaii," — a comma, a few words without a verb, a comma.
    for (let k = from + 1; k < Math.min(tokens.length, from + 10); k++) {
      if (tokens[k]!.text === ',') return k;
      if (['VERB', 'AUX'].includes(tokens[k]!.pos) || /^[.;:]$/.test(tokens[k]!.text)) return -1;
    }
    return -1;
  };
  const anchored = kept.filter((candidate) => {
    const first = tokens.findIndex((token) => token.start === candidate.start);
    const last = tokens.findIndex((token) => token.end === candidate.end);
    let left = first - 1;
    // "the worst of them in 1907": "of them" points back to what the question's word ("worst") picks out.
    const ofPronoun = (k: number) => /^(?:them|these|those)$/i.test(tokens[k]!.text) && /^of$/i.test(tokens[k - 1]?.text ?? '');
    while (left >= 0 && (SKIPPED_BEFORE.has(tokens[left]!.pos) || ofPronoun(left))) left--;
    if (left >= 0 && asked(tokens[left])) return true;
    let right = last + 1;
    if (tokens[right]?.text === ',') {
      const close = isAside(right);
      if (close > 0) right = close + 1;
    }
    const opening = right;
    while (right < tokens.length && SKIPPED_AFTER.has(tokens[right]!.pos)) right++;
    if (right > opening && tokens.slice(opening, right).some((token) => token.pos === 'AUX') && asked(tokens[right])) return true;
    // "[Charles Richter] devised his scale": the name right before the question's verb is its subject.
    if (right === last + 1 && tokens[right]?.pos === 'VERB' && asked(tokens[right])) return true;
    // "[Leland Stanford], the president of the Central Pacific, drove the spike": past an aside without a verb, the same.
    // Not when the aside is itself a span of the asked kind: in "a reporter for the Associated Press, [Robert Geiger], used
    // the phrase" (s38) the aside names the one who acted, and "Press" before it is only part of his description.
    // (The aside is that span alone: "the president of the Central Pacific" describes Stanford, whatever name it holds.)
    const asideHoldsSpan = kept.some((other) => other !== candidate && other.start === tokens[last + 2]?.start && other.end === tokens[opening - 2]?.end);
    if (right > last + 1 && tokens[last + 1]?.text === ',' && tokens[right]?.pos === 'VERB' && asked(tokens[right]) && !asideHoldsSpan) return true;
    // "Myrtle's husband, [George Wilson], shoots Gatsby": a name set after a plain noun between commas is who that noun's verb speaks of.
    // (the tagger may read that verb as a noun: "shoots")
    if (tokens[last + 1]?.text === ',' && ['VERB', 'NOUN'].includes(tokens[last + 2]?.pos ?? '') && asked(tokens[last + 2]) && tokens[first - 1]?.text === ',' && describedBefore(tokens, first - 2)) return true;
    // In the aside right after a name the question gives: "Mauna Loa, on the island of Hawaii, is…".
    for (let k = first - 1; k >= Math.max(0, first - 9); k--) {
      if (tokens[k]!.text !== ',') continue;
      const close = isAside(k);
      return close > last && asked(tokens[k - 1]) && /^\p{Lu}/u.test(tokens[k - 1]!.text);
    }
    return false;
  });
  // "ships from the Black Sea docked in Sicily": of two anchored spans, the one the question's verb governs ("docked in").
  const verbAnchored = anchored.filter((candidate) => {
    let left = tokens.findIndex((token) => token.start === candidate.start) - 1;
    while (left >= 0 && SKIPPED_BEFORE.has(tokens[left]!.pos)) left--;
    return left >= 0 && tokens[left]!.pos === 'VERB' && asked(tokens[left]);
  });
  const chosen = anchored.length > 1 && verbAnchored.length === 1 ? verbAnchored : anchored;
  return chosen.length === 1 && !listed(chosen[0]!) ? chosen : kept;
}

/** The name is the object of "for/of/at/from/with" after a common noun, and the question's verb comes right after it. */
function endsSubjectDescription(tokens: TaggedToken[], candidate: Candidate, telling: TellingTerm[]): boolean {
  const first = tokens.findIndex((token) => token.start === candidate.start);
  const last = tokens.findIndex((token) => token.end === candidate.end);
  if (first < 0 || last < 0) return false;
  let k = first - 1;
  // Capitalised words the tagger left out of the name ("the Associated/VERB Press") belong to it.
  while (k > 0 && /^\p{Lu}/u.test(tokens[k]!.text)) k--;
  if (/^(?:the|a|an)$/i.test(tokens[k]?.text ?? '')) k--;
  if (!/^(?:for|of|at|from|with)$/i.test(tokens[k]?.text ?? '')) return false;
  const noun = tokens[k - 1];
  if (noun?.pos !== 'NOUN' || !/^\p{Ll}/u.test(noun.text)) return false;
  let next = last + 1;
  while (tokens[next] && ['AUX', 'ADV'].includes(tokens[next]!.pos)) next++;
  return isAskedVerb(tokens[next], telling);
}

/**
 * The words before an appositive name's comma are a plain description: a common noun ("Myrtle's husband, George Wilson,"),
 * or a description that opens on one and ends on a name ("a reporter for the Associated Press, Robert Geiger,", s38) — a
 * lower-case noun a few words back with no verb, comma or stop between.
 */
function describedBefore(tokens: TaggedToken[], at: number): boolean {
  const isPlainNoun = (token: TaggedToken | undefined) => token?.pos === 'NOUN' && /^\p{Ll}/u.test(token.text);
  if (isPlainNoun(tokens[at])) return true;
  if (tokens[at]?.pos !== 'PROPN') return false;
  for (let k = at - 1; k >= Math.max(0, at - 6); k--) {
    const token = tokens[k]!;
    if (isPlainNoun(token)) return /^(?:a|an|the)$/i.test(tokens[k - 1]?.text ?? '');
    // A capitalised word is part of the name, whatever the tagger makes of it ("the Associated/VERB Press").
    if (/^\p{Lu}/u.test(token.text)) continue;
    if (['VERB', 'AUX', 'PUNCT', 'PRON', 'CCONJ', 'SCONJ'].includes(token.pos)) return false;
  }
  return false;
}

function dedupe(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((candidate) => !seen.has(`${candidate.start}`) && seen.add(`${candidate.start}`));
}

function orElse<T>(found: T[], fallback: () => T[]): T[] {
  return found.length > 0 ? found : fallback();
}

/** Every span of the asked kind in the claim. */
function findKindSpans(tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  switch (ask.kind) {
    case 'person': {
      // "Who is the wife of Odysseus?" — "His wife Penelope…": the name the noun introduces, when the claim has one.
      const introduced = ask.category ? findIntroducedNames(tokens, ask.category).filter((span) => /^\p{Lu}/u.test(span.words[0]!.text)) : [];
      if (introduced.length > 0) return introduced;
      // "…after a fur trader named Alexis St. Martin was shot…, William Beaumont … studied digestion": one a passive
      // verb other than the question's befalls did not do what the question asks; of several names, drop that one.
      const names = findNames(tokens, 'person');
      const sufferer = (span: { words: TaggedToken[] }) => {
        let k = tokens.indexOf(span.words[span.words.length - 1]!) + 1;
        if (!/^(?:is|are|was|were)$/i.test(tokens[k]?.text ?? '')) return false;
        k++;
        if (tokens[k]?.pos === 'ADV') k++;
        const verb = tokens[k];
        return verb !== undefined && verb.pos === 'VERB' && !/ing$/i.test(verb.text) && !ask.questionWords.has(verb.lemma.toLowerCase()) && !ask.questionWords.has(verb.text.toLowerCase());
      };
      const acting = names.filter((span) => !sufferer(span));
      return names.length > 1 && acting.length > 0 ? acting : names;
    }
    case 'place':
      return findNames(tokens, 'place');
    case 'preposition': {
      const asked = readPrepositionAsk(tagSentence(ask.stem, 0));
      return asked ? findPrepositionObjects(tokens, asked, ask.questionWords) : [];
    }
    case 'called':
      return orElse(findCalledSpans(tokens), () => orElse(findCopulaComplements(tokens), () => findDefinedSubjects(tokens, ask.questionWords)));
    case 'subject':
      return ask.subject ? findSubjectSpans(tokens, ask.subject) : [];
    case 'introduced': {
      if (!ask.category) return [];
      // "the name of the small fort": the noun named is "fort".
      const stemWords = tagSentence(ask.stem, 0).filter((token) => token.pos !== 'PUNCT');
      const of = stemWords.findIndex((token, k) => /^of$/i.test(token.text) && stemWords[k - 1]?.lemma.toLowerCase() === 'name');
      let nounAt = /^(?:the|a|an)$/i.test(stemWords[of + 1]?.text ?? '') ? of + 2 : of + 1;
      while (stemWords[nounAt]?.pos === 'ADJ') nounAt++;
      const category = ask.category === 'name' ? (of >= 0 && stemWords[nounAt]?.pos === 'NOUN' ? stemWords[nounAt]!.lemma : null) : ask.category;
      if (!category) return [];
      // "What was the name of the small fort…?" — "…stood a small fort called a milecastle" (s32): the name "called" gives
      // the asked noun itself, when the claim names no other way.
      return orElse(findIntroducedNames(tokens, category), () =>
        findCalledSpans(tokens).filter((span) => {
          const at = tokens.indexOf(span.words[0]!);
          const naming = /^(?:a|an|the)$/i.test(tokens[at - 1]?.text ?? '') ? at - 2 : at - 1;
          return tokens[naming - 1]?.lemma.toLowerCase() === category.toLowerCase();
        }),
      );
    }
    case 'object':
      return findObjects(tokens, ask.verb);
    case 'name': {
      const names = findCategoryNames(tokens, ask.category);
      // "Near which city did Harold defeat Hardrada?" — "…at Stamford Bridge, near York": the name right after the question's own preposition.
      const opening = /^\s*(near|in|at|into|from|on|across|along|through)\s+(?:what|which)\b/i.exec(ask.stem)?.[1]?.toLowerCase();
      if (!opening || names.length < 2) return names;
      const after = names.filter((span) => {
        const at = tokens.indexOf(span.words[0]!);
        const before = /^the$/i.test(tokens[at - 1]?.text ?? '') ? tokens[at - 2] : tokens[at - 1];
        return before?.text.toLowerCase() === opening;
      });
      return after.length === 1 ? after : names;
    }
    case 'year':
    case 'date':
      return findDates(tokens, ask.kind);
    case 'share':
    case 'frequency':
      return findRates(tokens, ask.kind);
    case 'count':
    case 'measure':
    case 'ago':
    case 'age':
      return findNumbers(tokens, ask.kind);
    case 'sort':
      return findSortDescriptions(tokens, ask);
    case 'manner':
      return findMannerPhrases(tokens, ask.verb);
    case 'reason':
      // Read from the claims next to the one that holds the question (findReasons), not from its own words.
      return [];
  }
}

/**
 * "What kind of animal was the baiji?" — "the baiji, a freshwater dolphin, …" or "The baiji was a freshwater dolphin":
 * the "a/an" noun phrase set right after the thing's last word, between commas or after "is/was".
 */
function findSortDescriptions(tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  const thing = readSortAsk(ask.stem)?.thing.trim().split(/\s+/).at(-1)?.toLowerCase();
  if (!thing) return [];
  const spans: Array<{ words: TaggedToken[] }> = [];
  tokens.forEach((token, i) => {
    if (token.text.toLowerCase() !== thing && token.lemma.toLowerCase() !== thing) return;
    let j = i + 1;
    // "Freud (1856–1939) was an Austrian neurologist" (s43): past the bracketed dates after the name.
    if (tokens[j]?.text === '(') {
      const close = tokens.findIndex((word, at) => at > j && word.text === ')');
      if (close < 0 || close - j > 8) return;
      j = close + 1;
    }
    if (tokens[j]?.text === ',' || (tokens[j]?.pos === 'AUX' && tokens[j]!.lemma === 'be')) j++;
    else return;
    if (!/^(?:a|an)$/i.test(tokens[j]?.text ?? '')) return;
    const words = [tokens[j]!];
    j++;
    while (tokens[j] && (['ADJ', 'NOUN', 'PROPN'].includes(tokens[j]!.pos) || (/-/.test(tokens[j]!.text) && tokens[j]!.start === tokens[j - 1]!.end))) words.push(tokens[j++]!);
    const next = tokens[j];
    // "…mother was a midwife and that he assumes her role" (s44): "and" that opens another clause ends the description too.
    const opensClause = next !== undefined && /^and$/i.test(next.text) && /^(?:that|he|she|they|it|his|her|their)$/i.test(tokens[j + 1]?.text ?? '');
    if (words.some((word) => word.pos === 'NOUN') && (!next || /^[.,;:!?]$/.test(next.text) || /^(?:that|which|who|with)$/i.test(next.text) || opensClause)) spans.push({ words });
  });
  return spans;
}

const MANNER_PREPOSITIONS = /^(?:in|by|with|through|from|as)$/i;

/**
 * "How was Tom's arm crippled?" — "…had been crippled [in an accident with a cotton gin]": the phrase right after the
 * question's passive verb, opening on a preposition of how or by what ("in", "by", "with", "through"), or "as"
 * ("How is the second law written?" — "written as F = ma").
 */
function findMannerPhrases(tokens: TaggedToken[], verb: Ask['verb']): Array<{ words: TaggedToken[] }> {
  if (!verb || verb.preposition) return [];
  return tokens.flatMap((token, i) => {
    const passive = /^(?:is|are|was|were|been|be)$/i.test(tokens[i - 1]?.text ?? '') || (tokens[i - 1]?.pos === 'ADV' && /^(?:is|are|was|were|been|be)$/i.test(tokens[i - 2]?.text ?? ''));
    if (token.lemma !== verb.lemma || !passive || !MANNER_PREPOSITIONS.test(tokens[i + 1]?.text ?? '')) return [];
    const words = [tokens[i + 1]!];
    let j = i + 2;
    // "an accident with a cotton gin": a noun's own "with"/"of" phrase stays in the answer.
    const joins = (k: number) => /^(?:with|of)$/i.test(tokens[k]!.text) && words[words.length - 1]!.pos === 'NOUN' && OBJECT_TAGS.has(tokens[k + 1]?.pos ?? '');
    // "written as F = ma": a sign between two terms of a formula is inside it.
    const sign = (k: number) => tokens[k]!.pos === 'SYM' && /^[=+×÷<>]$/.test(tokens[k]!.text) && words.length > 1 && OBJECT_TAGS.has(tokens[k + 1]?.pos ?? '');
    while (tokens[j] && (OBJECT_TAGS.has(tokens[j]!.pos) || joins(j) || sign(j))) words.push(tokens[j++]!);
    // The phrase ends the claim: "in an accident, …" or "in an accident." — not cut inside a longer one.
    const ends = !tokens[j] || /^[.,;:!?]$/.test(tokens[j]!.text);
    // "killed in Sarajevo", "damaged in 1914", "born in the city of Ulm": where or when, not how. Only "by" (an agent) and
    // "as" (a formula) may hold a name.
    const named = /^(?:by|as)$/i.test(words[0]!.text);
    const whereOrWhen = words.some((word) => word.pos === 'NUM' || PLACE_WORDS.test(word.text) || MONTHS.test(word.text) || DIMENSION_UNITS.time.test(word.text) || (!named && word.pos === 'PROPN'));
    return ends && !whereOrWhen && words.some((word) => word.pos === 'NOUN' || word.pos === 'PROPN') ? [{ words }] : [];
  });
}

/** Spans of the asked kind the question does not already say. */
export function findCandidates(tokens: TaggedToken[], ask: Ask): Candidate[] {
  const { kind, questionWords } = ask;
  const spans = findKindSpans(tokens, ask);
  const unsaid = spans.filter((span) => !span.words.every((word) => questionWords.has(word.text.toLowerCase()) || questionWords.has(word.lemma.toLowerCase())));
  const fresh = kind === 'place' ? dropDescribingPlaces(tokens, mergePlaceChains(tokens, [...unsaid, ...[...findVerbPlaces(tokens, ask), ...findWherePlaces(tokens, ask)].filter((span) => !unsaid.some((other) => other.words[0] === span.words[0]))].sort((a, b) => a.words[0]!.start - b.words[0]!.start))) : unsaid;
  // A span that starts or ends on "of", "and" or "to" is cut out of a phrase, not an answer.
  // ("in the nucleus", "between June and September" open on their preposition as they should).
  const whole = fresh.filter((span) => !/^(?:of|and|or|but|to|than)$/i.test(span.words[0]!.text) && !['ADP', 'CCONJ', 'PART', 'SCONJ', 'DET'].includes(span.words[span.words.length - 1]!.pos));
  const named = pickNamed(pickCounted(whole, tokens, ask), tokens, ask);
  return (ASKS_COUNTRY.test(ask.stem) && (kind === 'place' || kind === 'name') ? keepCountries(named) : named).map(({ words }) => toCandidate(dropAskedDescription(words, ask)));
}

/** "In which country…?", "What nation…?": the answer must be a country's name. */
const ASKS_COUNTRY = /\b(?:what|which)\s+(?:country|nation)\b/i;

/**
 * "Lake Baikal, in southern Siberia in Russia": of a place and the larger places it is in, the country is the part a
 * "which country" question asks for; a place with no country's name in it ("Tobolsk, in Siberia") answers nothing.
 */
function keepCountries(spans: Array<{ words: TaggedToken[] }>): Array<{ words: TaggedToken[] }> {
  return spans.flatMap((span) => {
    // The links of the chain, split where mergePlaceChains joined them ("in", ","), each read whole: "South America" is no "America".
    const links: TaggedToken[][] = [[]];
    for (const word of span.words) {
      if (/^(?:in|,)$/i.test(word.text)) links.push([]);
      else links[links.length - 1]!.push(word);
    }
    const country = links.reverse().find((link) => {
      const words = link.filter((word, k) => !(k === 0 && (DIRECTIONS.test(word.text) || /^the$/i.test(word.text))));
      return words.length > 0 && isCountryName(words.map((word) => word.text).join(' ').replace(/\s+-\s+/g, '-'));
    });
    return country ? [{ words: country.filter((word, k) => !(k === 0 && DIRECTIONS.test(word.text))) }] : [];
  });
}

/**
 * "Which French chemist explained…?" — "the French chemist Antoine Lavoisier explained…": the words before the
 * name that only repeat how the question describes it are not the answer; the name is.
 */
function dropAskedDescription(words: TaggedToken[], ask: Ask): TaggedToken[] {
  if (!['subject', 'name', 'person', 'introduced'].includes(ask.kind)) return words;
  const said = (token: TaggedToken) => ['DET', 'ADJ', 'NOUN', 'PROPN'].includes(token.pos) && (ask.questionWords.has(token.text.toLowerCase()) || ask.questionWords.has(token.lemma.toLowerCase()) || /^(?:the|a|an)$/i.test(token.text));
  let from = 0;
  while (from < words.length - 1 && said(words[from]!)) from++;
  // Only when a name follows, and the dropped words hold a common noun ("chemist"): "French" alone may be part of the name.
  const dropped = words.slice(0, from);
  if (from === 0 || !/^\p{Lu}/u.test(words[from]!.text) || !dropped.some((token) => token.pos === 'NOUN' && /^\p{Ll}/u.test(token.text))) return words;
  return words.slice(from);
}

const OBJECT_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);

/** The noun phrase right after the asked verb (and its preposition): "burned liquid hydrogen and liquid oxygen". */
function findObjects(tokens: TaggedToken[], verb: Ask['verb']): Array<{ words: TaggedToken[] }> {
  if (!verb) return [];
  return tokens.flatMap((token, i) => {
    if (token.lemma !== verb.lemma) return [];
    let j = i + 1;
    // "made mostly of hydrogen": an adverb may stand between the verb and its preposition.
    while (verb.preposition && tokens[j]?.pos === 'ADV' && tokens[j + 1]?.text.toLowerCase() === verb.preposition) j++;
    if (verb.preposition) {
      if (tokens[j]?.text.toLowerCase() !== verb.preposition) return [];
      j++;
    }
    // "which means "long river"": a quoted object is the answer whole, inside its quotes.
    if (/^["“‘']$/.test(tokens[j]?.text ?? '')) {
      const close = tokens.findIndex((other, k) => k > j && /^["”’']$/.test(other.text));
      const quoted = close > j + 1 && close - j <= 8 ? tokens.slice(j + 1, close) : [];
      return quoted.some((word) => /[\p{L}\p{N}]/u.test(word.text)) && !quoted.some((word) => /^[.;:!?]$/.test(word.text)) ? [{ words: quoted }] : [];
    }
    const words: TaggedToken[] = [];
    // Nouns joined by "and" or "of" stay one answer ("brick and stone", "thin slices of cork").
    // "comb-rows": pieces written without a space stay one word.
    const glued = (k: number) => words.length > 0 && tokens[k]!.start === tokens[k - 1]!.end && /[\p{L}\p{N}-]/u.test(tokens[k]!.text);
    // "rose to about 25 percent": a qualifier before a number belongs to the object.
    if (APPROXIMATE.test(tokens[j]?.text ?? '') && tokens[j + 1]?.pos === 'NUM') words.push(tokens[j++]!);
    // "accused of raping a white woman": after the verb's preposition a gerund and its object are the answer together.
    if (verb.preposition && tokens[j]?.pos === 'VERB' && /\p{L}ing$/u.test(tokens[j]!.text) && OBJECT_TAGS.has(tokens[j + 1]?.pos ?? '')) words.push(tokens[j++]!);
    while (tokens[j] && (OBJECT_TAGS.has(tokens[j]!.pos) || joinsObject(tokens, j) || glued(j) || (words.length > 0 && /^(?:%|percent)$/i.test(tokens[j]!.text)))) words.push(tokens[j++]!);
    while (words.length > 0 && /^(?:the|a|an|its|their|his|her)$/i.test(words[0]!.text)) words.shift();
    return words.some((word) => word.pos === 'NOUN' || word.pos === 'PROPN') ? [{ words }] : [];
  });
}

/**
 * "and"/"of" inside the object ("brick and stone", "slices of cork"), not "and" before a second verb
 * the tagger read as a noun ("stomata and release oxygen": a bare word straight before another noun).
 */
function joinsObject(tokens: TaggedToken[], at: number): boolean {
  const next = tokens[at + 1];
  if (!/^(?:and|of)$/i.test(tokens[at]!.text) || !next || !OBJECT_TAGS.has(next.pos)) return false;
  return !(/^and$/i.test(tokens[at]!.text) && next.pos === 'NOUN' && tokens[at + 2]?.pos === 'NOUN');
}

/** "Into what sea": of "eastern Africa" and "the Mediterranean Sea", the name that says it is a sea. */
function pickNamed(spans: Array<{ words: TaggedToken[] }>, tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  if (ask.kind !== 'name' || !ask.category) return spans;
  // "the Mediterranean Sea", "a Saturn V rocket": the name holds the category word or stands right before it.
  const saying = spans.filter((span) => {
    const after = tokens[tokens.indexOf(span.words[span.words.length - 1]!) + 1];
    return span.words.some((word) => word.lemma.toLowerCase() === ask.category) || after?.lemma.toLowerCase() === ask.category;
  });
  if (saying.length > 0) return saying;
  // "The highest peak, Aconcagua, rises…": the name right after the category word; "the harbour of Le Havre": after its "of".
  const naming = spans.filter((span) => {
    const at = tokens.indexOf(span.words[0]!);
    const before = tokens[at - 1]?.text === ',' ? tokens[at - 2] : /^of$/i.test(tokens[at - 1]?.text ?? '') ? tokens[at - 2] : tokens[at - 1];
    return before?.lemma.toLowerCase() === ask.category;
  });
  return naming.length > 0 ? naming : spans;
}

/** Names of any kind ("Lake Nasser", "Canberra"), and the noun a category word introduces ("the green pigment chlorophyll"). */
const COUNTRY_WORDS = /^(?:country|nation|state|empire|kingdom|power|colony)$/;
const DEMONYM = /^\p{Lu}\p{Ll}+(?:ish|ese|ians?|ans?|ch|i)$/u;

function findCategoryNames(tokens: TaggedToken[], category: string | null): Array<{ words: TaggedToken[] }> {
  const names = [...findNames(tokens, 'person'), ...findNames(tokens, 'place').filter((span) => !span.words.every((word) => !/^\p{Lu}/u.test(word.text)))];
  const seen = new Set<number>();
  // "The Spanish established…" for "Which country…": a people named by its adjective is not the country.
  const people = (span: { words: TaggedToken[] }) => category !== null && COUNTRY_WORDS.test(category) && span.words.length === 1 && DEMONYM.test(span.words[0]!.text) && /^the$/i.test(tokens[tokens.indexOf(span.words[0]!) - 1]?.text ?? '');
  const spans = names.filter((span) => !people(span) && !seen.has(span.words[0]!.start) && seen.add(span.words[0]!.start));
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (category && token.lemma.toLowerCase() === category && next?.pos === 'NOUN' && !seen.has(next.start)) spans.push({ words: [next] });
    // "a Saturn V rocket": the capitalised words right before the category word name it.
    const nameEnd = (at: number) => isCapitalised(tokens[at]!, at) || (/^(?:[IVX]+|\d+)$/.test(tokens[at]!.text) && at > 0 && isCapitalised(tokens[at - 1]!, at - 1));
    // (Not "the Grand Canal d'Alsace": a capitalised category word is inside the name, not after it.)
    if (category && token.lemma.toLowerCase() === category && /^\p{Ll}/u.test(token.text) && i > 0 && nameEnd(i - 1)) {
      let from = i - 1;
      while (from > 0 && (isCapitalised(tokens[from - 1]!, from - 1) || /^[IVX\d]+$/.test(tokens[from - 1]!.text))) from--;
      if (!seen.has(tokens[from]!.start)) spans.push({ words: tokens.slice(from, i) });
    }
  });
  return spans;
}

/**
 * "How many tall plants were there for each short plant?" against "one short plant for every three tall ones": a count
 * asked per something, read from a sentence that states a ratio, is easily taken from the wrong side; no count is sure.
 */
function readsRatio(stem: string, tokens: TaggedToken[]): boolean {
  if (!/\b(?:for|to|in) (?:each|every)\b|\bper\b/i.test(stem)) return false;
  return tokens.some((token, i) => /^(?:each|every|per)$/i.test(token.text) && (/^per$/i.test(token.text) || /^(?:for|to|in|out)$/i.test(tokens[i - 1]?.text ?? '')));
}

/** "at the age of 82", "aged 82": the number at `at` is said to be an age. */
function saysAge(tokens: TaggedToken[], at: number): boolean {
  const before = tokens.slice(Math.max(0, at - 3), at).map((token) => token.text.toLowerCase()).join(' ');
  return /(?:\bage of|\baged)$/.test(before);
}

/** "How many sonnets": of "37 plays and 154 sonnets", the number right before "sonnets". */
function pickCounted(spans: Array<{ words: TaggedToken[] }>, tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  if (ask.kind === 'measure') return pickMeasured(spans, tokens, ask);
  // "How old is the Sun?": of "about 4.6 billion years old" and "in roughly 5 billion years it will…", the one that says "old".
  if (ask.kind === 'age') {
    // "…, at the age of 82", "aged 82" say it as plainly.
    const old = spans.filter((span) => /^old$/i.test(span.words[span.words.length - 1]!.text) || saysAge(tokens, tokens.indexOf(span.words[0]!)));
    return old.length === 1 ? old : spans;
  }
  if (ask.kind !== 'count' || !ask.askedNoun) return pickCountedNoun(spans, tokens, ask);
  if (readsRatio(ask.stem, tokens)) return [];
  // "How many bridges did the raven swoop under?" — "swooped under three low bridges": the question's own preposition, not "fewer than".
  const preposition = /\b(over|under)\s*\?\s*$/i.exec(ask.stem)?.[1]?.toLowerCase();
  if (preposition) spans = spans.map((span) => (span.words[0]!.text.toLowerCase() === preposition && span.words.length > 1 ? { words: span.words.slice(1) } : span));
  return pickCountedNoun(spans, tokens, ask);
}

function pickCountedNoun(spans: Array<{ words: TaggedToken[] }>, tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  if (ask.kind !== 'count' || !ask.askedNoun) return spans;
  const ofWhat = readCountedOf(ask.stem, ask.askedNoun);
  const counting = spans.filter((span) => {
    const after = tokens.findIndex((token) => token.start >= span.words[span.words.length - 1]!.end);
    const counted = countedWords(tokens, after);
    const at = counted.findIndex((token) => termOf(token.lemma) === ask.askedNoun || termOf(token.text) === ask.askedNoun);
    if (at < 0) return false;
    // "How many molecules of oxygen…?" against "one molecule of glucose and six molecules of oxygen": the noun's own
    // "of" phrase must be the question's, when the material gives it one.
    const noun = tokens.indexOf(counted[at]!);
    if (!ofWhat || !/^of$/i.test(tokens[noun + 1]?.text ?? '')) return true;
    return tokens.slice(noun + 2, noun + 5).some((token) => termOf(token.lemma) === ofWhat || termOf(token.text) === ofWhat);
  });
  // "lists 118 elements, of which about 90 occur naturally": asked "How many elements occur…", the number the
  // question's verb follows is the count; when nothing ties it to the noun (no "of which"), neither is sure.
  const acting = spans.filter((span) => {
    const next = tokens[tokens.indexOf(span.words[span.words.length - 1]!) + 1];
    return next !== undefined && next.pos === 'VERB' && ask.questionWords.has(next.lemma.toLowerCase());
  });
  const rival = acting.filter((span) => !counting.includes(span));
  if (counting.length > 0 && rival.length > 0) {
    let first = tokens.indexOf(rival[0]!.words[0]!);
    if (APPROXIMATE.test(tokens[first - 1]?.text ?? '')) first--;
    const ofWhich = rival.length === 1 && /^of$/i.test(tokens[first - 2]?.text ?? '') && /^(?:which|whom|them|these|those)$/i.test(tokens[first - 1]?.text ?? '');
    return ofWhich ? rival : [...counting, ...rival];
  }
  // "the total number of meteors bright enough to be visible totals about 25 million per day" (s42): the number "the number of
  // <noun>" is said to be counts that noun.
  if (counting.length === 0) {
    const numbered = spans.filter((span) => countsNumberOf(tokens, tokens.indexOf(span.words[0]!), ask.askedNoun!));
    if (numbered.length === 1) return numbered;
  }
  // "How many copies…": a number of lines is no count of copies, when the material speaks of copies somewhere.
  return counting.length > 0 || ask.askedNounKnown ? counting : spans;
}

/** What "the number of X" is said to be: "is", "totals", "reached", "stood at" right before the number. */
const NUMBER_IS = /^(?:is|was|are|were|totals?|totaled|totalled|reached|reaches|came|comes)$/i;
/** Words between "the number of X" and the verb that says what it is ("… bright enough to be visible totals"), within one claim. */
const NUMBER_OF_REACH = 10;

/** Whether the number starting at `at` is what a "number of <noun>" before it, in the same claim, is said to be. */
function countsNumberOf(tokens: TaggedToken[], at: number, noun: string): boolean {
  let verb = at - 1;
  if (APPROXIMATE.test(tokens[verb]?.text ?? '')) verb--;
  if (/^(?:to|at)$/i.test(tokens[verb]?.text ?? '')) verb--;
  if (!NUMBER_IS.test(tokens[verb]?.text ?? '')) return false;
  for (let k = verb - 1; k >= Math.max(0, verb - NUMBER_OF_REACH); k--) {
    if (/^[,;:]$/.test(tokens[k]!.text)) return false;
    if (/^number$/i.test(tokens[k]!.text) && /^of$/i.test(tokens[k + 1]?.text ?? '')) return tokens.slice(k + 2, k + 5).some((token) => termOf(token.lemma) === noun || termOf(token.text) === noun);
  }
  return false;
}

/** "How many molecules of oxygen…": the noun of the asked noun's "of" phrase ("oxygen"), or null. */
function readCountedOf(stem: string, askedNoun: string): string | null {
  const tokens = tagSentence(stem, 0);
  const at = tokens.findIndex((token, i) => i > 0 && /^how$/i.test(tokens[i - 2]?.text ?? '') && termOf(token.lemma) === askedNoun);
  if (at < 0 || !/^of$/i.test(tokens[at + 1]?.text ?? '')) return null;
  const noun = tokens.slice(at + 2, at + 5).find((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  return noun ? termOf(noun.lemma) : null;
}

/**
 * The words a number counts: the next three, and the name the phrase is given — "about a million tiny
 * filtering units called nephrons" counts nephrons.
 */
function countedWords(tokens: TaggedToken[], after: number): TaggedToken[] {
  // "about 55 are self-portraits": a number that is the subject of "are" counts what it is said to be.
  if (tokens[after]?.pos === 'AUX' && tokens[after]!.lemma === 'be' && /^(?:are|were)$/i.test(tokens[after]!.text)) {
    const complement = tokens.slice(after + 1, after + 6);
    const end = complement.findIndex((token) => !['DET', 'ADJ', 'NOUN'].includes(token.pos) && token.text !== '-');
    return end < 0 ? complement : complement.slice(0, end);
  }
  // "three long, narrow boats": the adjectives before the counted noun, however many, and the commas between them.
  let k = after;
  while (tokens[k] && (tokens[k]!.pos === 'ADJ' || (/^(?:,|and)$/i.test(tokens[k]!.text) && tokens[k + 1]?.pos === 'ADJ'))) k++;
  const near = tokens.slice(after, Math.max(after + 3, k + 1));
  let j = after;
  while (tokens[j] && ['ADJ', 'NOUN', 'VERB'].includes(tokens[j]!.pos) && !/^(?:called|named|known)$/i.test(tokens[j]!.text) && j < after + 5) j++;
  if (j === after || !/^(?:called|named|known)$/i.test(tokens[j]?.text ?? '')) return near;
  if (/^known$/i.test(tokens[j]!.text) && /^as$/i.test(tokens[j + 1]?.text ?? '')) j++;
  return [...near, ...tokens.slice(j + 1, j + 3)];
}

/**
 * A measure, not how often: "every seven years" answers "how often". "How much paint…": of "every seven
 * years" and "60 tonnes of paint", the amount "of paint".
 */
function pickMeasured(spans: Array<{ words: TaggedToken[] }>, tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  const dimensions = readAskedDimensions(ask.stem);
  const measures = spans.filter((span) => !/^(?:every|each|per)$/i.test(tokens[tokens.indexOf(span.words[0]!) - 1]?.text ?? '') && fitsDimensions(span.words, dimensions));
  // "How long is the lake?" — "about 636 kilometres long but only around 80 kilometres across": the measure the asked word follows.
  const adjective = /\bhow\s+(long|tall|deep|wide|high|thick)\b/i.exec(ask.stem)?.[1]?.toLowerCase();
  if (adjective && measures.length > 1) {
    const followed = measures.filter((span) => tokens[tokens.indexOf(span.words[span.words.length - 1]!) + 1]?.text.toLowerCase() === adjective);
    if (followed.length === 1) return followed;
  }
  if (!ask.askedNoun) return measures;
  const of = measures.filter((span) => {
    const after = tokens.indexOf(span.words[span.words.length - 1]!) + 1;
    return /^of$/i.test(tokens[after]?.text ?? '') && tokens.slice(after + 1, after + 3).some((token) => termOf(token.lemma) === ask.askedNoun || termOf(token.text) === ask.askedNoun);
  });
  return of.length > 0 ? of : measures;
}

type Dimension = 'length' | 'time' | 'mass' | 'speed' | 'temperature' | 'angle';

const DIMENSION_UNITS: Record<Dimension, RegExp> = {
  length: /^(?:km|kilometres?|kilometers?|m|metres?|meters?|cm|mm|centimetres?|centimeters?|millimetres?|millimeters?|miles?|feet|foot|ft|inches|yards?|light)$/i,
  time: /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|centuries|decades?)$/i,
  mass: /^(?:kg|kilograms?|g|grams?|tonnes?|tons?|pounds?|lb)$/i,
  speed: /^(?:mph|km\/h|per)$/i,
  // "between 35 and 40 K" (s42): a bare K after the number is kelvin.
  temperature: /^(?:°c|°f|°|degrees?|kelvin|k)$/i,
  angle: /^(?:°|degrees?)$/i,
};

/** "What is the temperature in the Sun's core?", "What is the depth of…": a measure of that kind, as "how hot/deep" would ask. */
// Up to two describing words before the noun: "the lowest air temperature", "the average surface temperature".
const MEASURED_NOUN = /\bwhat\s+(?:is|was|are|were)\s+(?:the|its|their)\s+(?:(?:average|mean|typical|surface|total|maximum|minimum|highest|lowest|air|water|body|top|normal|usual)\s+){0,2}(temperature|distance|length|height|depth|diameter|width|mass|weight|speed|angle|acceleration|half-life|lifespan|life\s+span|duration)(?![\p{L}-])/iu;
// "What is the half-life of X?" (s32) asks a duration.
const DIMENSION_OF_NOUN: Record<string, Dimension> = { 'half-life': 'time', lifespan: 'time', 'life span': 'time', duration: 'time', temperature: 'temperature', distance: 'length', length: 'length', height: 'length', depth: 'length', diameter: 'length', width: 'length', mass: 'mass', weight: 'mass', speed: 'speed', angle: 'angle', altitude: 'length', acceleration: 'speed' };
/** "What kind of animal was the baiji?": the kind noun and the thing asked about. */
const SORT_QUESTION = /^\s*what\s+(?:kind|type|sort)\s+of\s+(\w+)\s+(?:is|was|are|were)\s+(?:the\s+|a\s+|an\s+)?([\w\s'-]+?)\s*\??\s*$/i;
/** "What is Atticus's job?": what the material says the person is ("their father, Atticus, a widowed lawyer,"), as for a kind. */
const JOB_QUESTION = /^\s*what\s+(?:is|was)\s+(?:the\s+)?([\w\s'-]+?)['’]s?\s+(job|profession|occupation|trade)\s*\??\s*$/i;

/** The kind noun ("animal", "job") and the thing asked about, for "What kind of animal was the baiji?" or "What was Ada's job?". */
function readSortAsk(stem: string): { noun: string; thing: string } | null {
  const sort = SORT_QUESTION.exec(stem);
  if (sort) return { noun: sort[1]!, thing: sort[2]! };
  const job = JOB_QUESTION.exec(stem);
  return job ? { noun: job[2]!, thing: job[1]! } : null;
}
/** "What is the installed capacity of the dam?", "What is the area of Wales?": a measure in any unit. */
const AMOUNT_NOUN = /\bwhat\s+(?:is|was|are|were)\s+(?:the|its|their)\s+(?:\w+\s+)?(?:capacity|output|volume|area|population)\s+of\b/i;
/** "At what temperature…", "At what depth…", "At what angle…": the measure the claim gives after its own "at". */
const AT_MEASURED_NOUN = /^\s*at\s+(?:what|which)\s+(temperature|depth|height|altitude|speed|angle|distance)\b/i;

/** "How long…" asks for a length or a duration, "how deep/far/tall…" for a length: "12 percent" or "£4 million" answers neither. */
function readAskedDimensions(stem: string): Dimension[] | null {
  const noun = (MEASURED_NOUN.exec(stem) ?? AT_MEASURED_NOUN.exec(stem))?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  if (noun) return [DIMENSION_OF_NOUN[noun]!];
  const how = /\bhow\s+(long|far|tall|high|deep|thick|wide|heavy|fast)\b/i.exec(stem)?.[1]?.toLowerCase();
  if (!how) return null;
  if (how === 'long' && /\blong ago\b/i.test(stem)) return null;
  // "How long does the Moon take to orbit…?", "How long did the trip last?": a duration, never a distance said beside it.
  if (how === 'long' && /\b(?:take|takes|took|taken|last|lasts|lasted|spend|spends|spent)\b/i.test(stem)) return ['time'];
  if (how === 'long') return ['length', 'time'];
  if (how === 'heavy') return ['mass'];
  if (how === 'fast') return ['speed'];
  return ['length'];
}

function fitsDimensions(words: TaggedToken[], dimensions: Dimension[] | null): boolean {
  if (!dimensions) return true;
  // The first unit after the number says what was measured ("343 metres per second" is a speed for "how fast").
  const units = words.filter((word) => UNITS.test(unitText(word)) && !/^(?:about|around)$/i.test(word.text));
  if (units.length === 0 || words.some((word) => CURRENCY.test(word.text))) return false;
  // "2 centimetres a year" is a speed: a length with its time.
  const rate = words.some((word, i) => /^(?:a|an|each|every)$/i.test(word.text) && i + 1 < words.length && DIMENSION_UNITS.time.test(words[i + 1]!.text));
  const speed = rate || units.some((unit) => DIMENSION_UNITS.speed.test(unit.text));
  return dimensions.some((dimension) => (dimension === 'speed' ? speed : DIMENSION_UNITS[dimension].test(unitText(units[0]!)) && !speed));
}

function toCandidate(words: TaggedToken[]): Candidate {
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const text = words.map((word, i) => (i > 0 && word.start > words[i - 1]!.end ? ' ' : '') + word.text).join('');
  // "4 °C." or "40 K." at the end of a sentence: the full stop is the sentence's, not the answer's.
  const stop = /(?:°[CFK]|\d\s[KCF])\.$/.test(text) ? 1 : 0;
  return { text: text.slice(0, text.length - stop), start: first.start, end: last.end - stop };
}

function isNumeral(token: TaggedToken): boolean {
  return /^\d[\d,.]*$/.test(token.text) || NUMBER_WORDS.test(token.text);
}

/** "in 930", "in about 874": a three-digit number after "in" is a year (a count would name what it counts: "in 930 villages"). */
function isEarlyYear(tokens: TaggedToken[], at: number): boolean {
  const token = tokens[at]!;
  const next = tokens[at + 1];
  if (!/^[1-9]\d{2}$/.test(token.text) || (next && (next.pos === 'NOUN' || UNITS.test(next.text)))) return false;
  const before = tokens[at - 1]?.text ?? '';
  return /^in$/i.test(before) || (/^(?:about|around|c\.|circa)$/i.test(before) && /^in$/i.test(tokens[at - 2]?.text ?? ''));
}

function isYearToken(token: TaggedToken, next: TaggedToken | undefined): boolean {
  if (/^\d{1,4}$/.test(token.text) && next && ERA.test(next.text)) return true;
  return /^(?:1\d{3}|20\d{2})$/.test(token.text) && !(next && UNITS.test(next.text) && !/^years?$/i.test(next.text));
}

/** Years ("1882", "221 BC", "79 AD"), decades ("the 1950s") and, for "when", whole dates ("12 April 1981") and months ("between June and September"). */
function findDates(tokens: TaggedToken[], kind: FactKind): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = kind === 'date' ? findMonths(tokens) : [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (/^\d{3,4}s$/.test(token.text)) {
      spans.push({ words: [token] });
      continue;
    }
    if (/^(?:AD)$/.test(token.text) && next && /^\d{1,4}$/.test(next.text)) {
      spans.push({ words: [token, next] });
      i++;
      continue;
    }
    if (!isYearToken(token, next) && !isEarlyYear(tokens, i)) continue;
    // "between 1887 and 1889", "from 1967 to 1975": for "when", a span of years is one answer.
    const opener = tokens[i - 1]?.text.toLowerCase();
    const closer = tokens[i + 2];
    if (kind === 'date' && closer && isYearToken(closer, tokens[i + 3]) && ((opener === 'between' && /^and$/i.test(next?.text ?? '')) || (opener === 'from' && /^(?:to|until)$/i.test(next?.text ?? '')))) {
      spans.push({ words: [tokens[i - 1]!, token, next!, closer] });
      i += 2;
      continue;
    }
    const words = [token];
    if (next && ERA.test(next.text)) words.push(next);
    // "12 April 1981" / "April 12, 1981": a "when" question takes the whole date.
    if (kind === 'date') {
      const before = tokens.slice(Math.max(0, i - 3), i);
      const monthAt = before.findIndex((word) => MONTHS.test(word.text));
      if (monthAt >= 0) words.unshift(...before.slice(monthAt > 0 && /^\d{1,2}$/.test(before[monthAt - 1]!.text) ? monthAt - 1 : monthAt).filter((word) => word.text !== ','));
    }
    spans.push({ words });
    i += words.length - 1;
  }
  return spans;
}

/** "between June and September", "from January to May", "in March": months without a year, for "when". */
function findMonths(tokens: TaggedToken[]): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = [];
  const bare = (k: number) => tokens[k] !== undefined && MONTHS.test(tokens[k]!.text) && !/^\d/.test(tokens[k + 1]?.text ?? '') && !/^\d/.test(tokens[k - 1]?.text ?? '');
  for (let i = 0; i < tokens.length; i++) {
    const opener = tokens[i]!.text.toLowerCase();
    if (opener === 'between' && bare(i + 1) && /^and$/i.test(tokens[i + 2]?.text ?? '') && bare(i + 3)) spans.push({ words: tokens.slice(i, i + 4) });
    else if (opener === 'from' && bare(i + 1) && /^(?:to|until|till)$/i.test(tokens[i + 2]?.text ?? '') && bare(i + 3)) spans.push({ words: tokens.slice(i, i + 4) });
    else if (opener === 'in' && bare(i + 1)) spans.push({ words: tokens.slice(i + 1, i + 2) });
    // "near August 11", "on 14 July" (s42): a day of a month with no year after it is a date too; one with a year is read whole
    // by findDates.
    else if (MONTHS.test(tokens[i]!.text) && isDayOfMonth(tokens[i + 1]) && !yearFollows(tokens, i + 2)) spans.push({ words: tokens.slice(i, i + 2) });
    else if (isDayOfMonth(tokens[i]) && MONTHS.test(tokens[i + 1]?.text ?? '') && !isDayOfMonth(tokens[i + 2]) && !yearFollows(tokens, i + 2)) spans.push({ words: tokens.slice(i, i + 2) });
    else continue;
    i += spans[spans.length - 1]!.words.length;
  }
  return spans;
}

function isDayOfMonth(token: TaggedToken | undefined): boolean {
  return token !== undefined && /^\d{1,2}$/.test(token.text) && Number(token.text) >= 1 && Number(token.text) <= 31;
}

/** A year at `at`, or after a comma there ("August 11, 1999"); a range's dash ("November 16–17") is no date of one day either. */
function yearFollows(tokens: TaggedToken[], at: number): boolean {
  const next = tokens[at]?.text === ',' ? at + 1 : at;
  return /^\d{3,4}$/.test(tokens[next]?.text ?? '') || /^[–-]$/.test(tokens[at]?.text ?? '');
}

/** Counts ("about 85", "27 million", "four"), measures ("about 2,300 km", "343 metres per second", "£4 million"), ages ("twelve") and "6,000 years ago". */
function findNumbers(tokens: TaggedToken[], kind: FactKind): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const currency = CURRENCY.test(token.text) && tokens[i + 1] !== undefined && tokens[i + 1]!.start === token.end && isNumeral(tokens[i + 1]!);
    // "about a million units", "a hundred ships": the article stands for one.
    const article = /^(?:a|an)$/i.test(token.text) && /^(?:hundred|thousand|million|billion|dozen)$/i.test(tokens[i + 1]?.text ?? '');
    if (!currency && !article && (!isNumeral(token) || isYearToken(token, tokens[i + 1]) || isEarlyYear(tokens, i))) continue;
    const words = currency || article ? [token, tokens[i + 1]!] : [token];
    // "−89.2 °C": a minus sign written against the number is part of it (a range's dash has a number glued before it).
    const sign = tokens[i - 1];
    if (!currency && !article && sign && /^[−-]$/.test(sign.text) && sign.end === token.start && tokens[i - 2]?.end !== sign.start) words.unshift(sign);
    let j = i + (currency || article ? 2 : 1);
    const readMultipliers = () => {
      while (tokens[j] && (MULTIPLIERS.test(tokens[j]!.text) || (isNumeral(tokens[j]!) && NUMBER_WORDS.test(tokens[j]!.text)))) words.push(tokens[j++]!);
    };
    readMultipliers();
    // "25 to 30 million years", "10–12 hours": a range is one answer.
    // "eight or nine months" (s40): two numbers joined by "or" are one answer too.
    if (tokens[j] && /^(?:to|or|–|-)$/.test(tokens[j]!.text) && tokens[j + 1] && isNumeral(tokens[j + 1]!) && !isYearToken(tokens[j + 1]!, tokens[j + 2])) {
      words.push(tokens[j]!, tokens[j + 1]!);
      j += 2;
      readMultipliers();
    }
    // "between 10,000 and 20,000 people", "between eight and ten hours" (s32): one answer, "between" kept (it says the ends).
    const between = !currency && !article && /^between$/i.test(tokens[i - 1]?.text ?? '') && /^and$/i.test(tokens[j]?.text ?? '') && tokens[j + 1] !== undefined && isNumeral(tokens[j + 1]!) && !isYearToken(tokens[j + 1]!, tokens[j + 2]);
    if (between) {
      words.unshift(tokens[i - 1]!);
      words.push(tokens[j]!, tokens[j + 1]!);
      j += 2;
      readMultipliers();
    }
    const ago = /^(?:years?|centuries|decades?|months?)$/i.test(tokens[j]?.text ?? '') && /^ago$/i.test(tokens[j + 1]?.text ?? '');
    if (kind === 'ago') {
      if (!ago) continue;
      words.push(tokens[j]!, tokens[j + 1]!);
      j += 2;
    } else if (kind === 'measure' && !currency) {
      // "a seven-month siege", "the 319-kilogram Huygens probe" (s41, s42): a measure glued to its unit by a hyphen describes the
      // noun after it; the compound is the answer as written.
      if (glued(tokens, j, 2) && tokens[j]!.text === '-' && UNITS.test(tokens[j + 1]!.text) && tokens[j + 2]?.start !== tokens[j + 1]!.end) {
        spans.push({ words: [...leadingQualifier(tokens, i), ...words, tokens[j]!, tokens[j + 1]!] });
        i = j + 1;
        continue;
      }
      if (!tokens[j] || !UNITS.test(unitText(tokens[j]!)) || /^years?$/i.test(tokens[j]!.text) && /^(?:later|ago|before|after)$/i.test(tokens[j + 1]?.text ?? '')) continue;
      // "15 million °C": the tagger splits the degree sign from its scale.
      // At the end of a sentence the tagger keeps its full stop on the scale ("4 °C."): toCandidate drops it.
      const scale = (at: number) => /^[CFK]\.?$/.test(tokens[at]!.text) && tokens[at - 1]?.text === '°' && tokens[at]!.start === tokens[at - 1]!.end;
      while (tokens[j] && (UNITS.test(unitText(tokens[j]!)) || scale(j) || (/^per$/i.test(tokens[j - 1]!.text) && tokens[j]!.pos === 'NOUN'))) words.push(tokens[j++]!);
      // "8 minutes and 20 seconds", "5 feet 6 inches": one measure in two units.
      const unitAt = (at: number) => tokens[at] !== undefined && UNITS.test(tokens[at]!.text) && !/^(?:per|%|percent|cent)$/i.test(tokens[at]!.text);
      const joined = /^and$/i.test(tokens[j]?.text ?? '') ? j + 1 : j;
      if (words.length > 0 && unitAt(j - 1) && tokens[joined] && /^\d[\d,.]*$/.test(tokens[joined]!.text) && unitAt(joined + 1)) {
        while (j <= joined + 1) words.push(tokens[j++]!);
      }
      // "2 centimetres a year": a rate keeps its time.
      if (/^(?:a|an|each|every)$/i.test(tokens[j]?.text ?? '') && /^(?:second|minute|hour|day|week|month|year|decade|century)$/i.test(tokens[j + 1]?.text ?? '')) words.push(tokens[j++]!, tokens[j++]!);
    } else if (kind === 'age') {
      // "an eleven-month-old boy": the age is the whole compound; its number alone would read as years.
      const compound = glued(tokens, j, 4) && tokens[j]!.text === '-' && /^(?:days?|weeks?|months?|years?)$/i.test(tokens[j + 1]!.text) && tokens[j + 2]!.text === '-' && /^old$/i.test(tokens[j + 3]!.text);
      if (compound) {
        spans.push({ words: [...words, ...tokens.slice(j, j + 4)] });
        i = j + 3;
        continue;
      }
      // "on 21 March 2013": the day of a date is no age.
      if (MONTHS.test(tokens[j]?.text ?? '') || MONTHS.test(tokens[i - 1]?.text ?? '')) continue;
      // An age is a bare number or "N years (old)"; "12 hours" is not one.
      if (tokens[j] && UNITS.test(tokens[j]!.text) && !/^years?$/i.test(tokens[j]!.text)) continue;
      if (/^years?$/i.test(tokens[j]?.text ?? '')) words.push(tokens[j++]!);
      if (/^old$/i.test(tokens[j]?.text ?? '')) words.push(tokens[j++]!);
    }
    const lead = leadingQualifier(tokens, i);
    spans.push({ words: [...lead, ...words] });
    i = j - 1;
  }
  return spans;
}

const CURRENCY = /^[£$€¥]$/;

/** The `count` tokens from `at` are written without a space between them or before them ("eleven-month-old"). */
function glued(tokens: TaggedToken[], at: number, count: number): boolean {
  for (let k = at; k < at + count; k++) if (!tokens[k] || tokens[k]!.start !== tokens[k - 1]?.end) return false;
  return true;
}
const FRACTIONS = /^(?:half|halves|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)$/i;

/**
 * "What share…": a percentage ("12 percent", "40%") or a fraction ("a fifth", "two-thirds", "half");
 * "How often…": "twice a day", "three times a year", "every four years".
 */
function findRates(tokens: TaggedToken[], kind: FactKind): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (kind === 'share') {
      if (isNumeral(token) && next && /^(?:%|percent|per)$/i.test(next.text)) {
        const words = [token, next, ...(/^per$/i.test(next.text) && /^cent$/i.test(tokens[i + 2]?.text ?? '') ? [tokens[i + 2]!] : [])];
        spans.push({ words: [...leadingQualifier(tokens, i), ...words] });
      } else if (FRACTIONS.test(token.text) && !/^(?:first|second)$/i.test(tokens[i - 1]?.text ?? '')) {
        const before = tokens[i - 1];
        // "two-thirds" is one word: its count comes with it, or the fraction is not read at all ("thirds" alone is no answer).
        const hyphened = before?.text === '-' && glued(tokens, i - 1, 2);
        const hyphenCount = hyphened && tokens[i - 2] && (/^(?:one|two|three|four|five|six|seven|eight|nine)$/i.test(tokens[i - 2]!.text) || isNumeral(tokens[i - 2]!)) ? [tokens[i - 2]!, before] : [];
        if (hyphened && hyphenCount.length === 0) return;
        const count = hyphenCount.length > 0 ? hyphenCount : before && (/^(?:a|an|one|two|three|four)$/i.test(before.text) || isNumeral(before)) ? [before] : [];
        const countAt = i - count.length;
        spans.push({ words: [...(count.length > 0 ? leadingQualifier(tokens, countAt) : []), ...count, token] });
      }
      return;
    }
    // "twice a day", "three times a year", "once every four years".
    const times = /^(?:once|twice|thrice)$/i.test(token.text) ? [token] : isNumeral(token) && /^times$/i.test(next?.text ?? '') ? [token, next!] : [];
    let j = i + times.length;
    if (times.length === 0 && !/^every$/i.test(token.text)) return;
    if (times.length === 0) j = i;
    const per = tokens[j];
    if (!per || !/^(?:a|an|per|each|every)$/i.test(per.text)) return;
    const unit = tokens[j + 1] && isNumeral(tokens[j + 1]!) ? [tokens[j + 1]!, tokens[j + 2]] : [tokens[j + 1]];
    if (unit.some((word) => !word || !UNITS.test(word.text) && !isNumeral(word))) return;
    spans.push({ words: [...times, per, ...(unit as TaggedToken[])] });
  });
  return spans;
}

/** "about", "nearly", "more than" before a number belong to the answer: the material is not sure of the exact count either. */
function leadingQualifier(tokens: TaggedToken[], at: number): TaggedToken[] {
  const before = tokens[at - 1];
  // "about 85" is answered "85" (the sentence, shown with it, says "about"); "nearly", "over", "only" change the claim and stay.
  const twoBefore = tokens[at - 2];
  // "a wave curling over three boats": after an "-ing" word, "over"/"under" is where, not "more than".
  const where = before !== undefined && /^(?:over|under)$/i.test(before.text) && /\p{L}ing$/iu.test(twoBefore?.text ?? '');
  if (before && APPROXIMATE.test(before.text) && !/^(?:about|around|approximately|roughly|some)$/i.test(before.text) && !where) return [before];
  if (before && twoBefore && /^than$/i.test(before.text) && MORE_THAN.test(twoBefore.text)) return [twoBefore, before];
  return [];
}

/** The indexes of the tokens between a pair of quotation marks ("…" or “…”). */
function quotedTokens(tokens: TaggedToken[]): Set<number> {
  const inside = new Set<number>();
  let open = -1;
  tokens.forEach((token, i) => {
    const straight = token.text === '"';
    if (open < 0 && (straight || token.text === '“')) open = i;
    else if (open >= 0 && (straight || token.text === '”')) {
      for (let k = open + 1; k < i; k++) inside.add(k);
      open = -1;
    }
  });
  return inside;
}

/** Runs of capitalised words ("Melvin Calvin", "Edwards Air Force Base"): people are not after "in"/"at" and hold no place word; places are. */
function findNames(tokens: TaggedToken[], kind: FactKind): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = [];
  // "sets the poem "Ode to Joy" by Friedrich Schiller" (s32): words inside quotation marks are a title, never a person.
  const quoted = quotedTokens(tokens);
  for (let i = 0; i < tokens.length; i++) {
    if (!isCapitalised(tokens[i]!, i)) continue;
    if (kind === 'person' && quoted.has(i)) continue;
    const words = [tokens[i]!];
    let j = i + 1;
    // "the German Democratic Republic": a capitalised adjective between two capitalised words is inside the name.
    const innerAdjective = (k: number) => tokens[k]!.pos === 'ADJ' && /^\p{Lu}/u.test(tokens[k]!.text) && tokens[k + 1] !== undefined && isCapitalised(tokens[k + 1]!, k + 1);
    // "Johann August Ephraim Goeze" (s39): a month's name between two words of a name is one of its given names.
    const innerMonth = (k: number) => MONTHS.test(tokens[k]!.text) && /^\p{Lu}/u.test(tokens[k]!.text) && tokens[k + 1] !== undefined && isCapitalised(tokens[k + 1]!, k + 1) && !/^\d/.test(tokens[k + 1]!.text);
    while (tokens[j] && (isCapitalised(tokens[j]!, j) || joinsName(tokens, j) || innerAdjective(j) || innerMonth(j))) words.push(tokens[j++]!);
    // "Scottish rivers", "the Calvin cycle": a capitalised word before a common noun describes it; it is not the name asked.
    if (tokens[j]?.pos === 'NOUN' && /^\p{Ll}/u.test(tokens[j]!.text) && !(kind === 'person' && PEOPLE_NOUNS.test(tokens[j]!.text))) {
      i = j - 1;
      continue;
    }
    // "in southern Siberia": a direction before a place belongs to it.
    const direction = kind === 'place' && i > 0 && DIRECTIONS.test(tokens[i - 1]!.text) ? tokens[i - 1]! : null;
    // "the deepest lake on Earth", "life on Earth": the scope of a superlative, never where something is.
    if (kind === 'place' && words.length === 1 && /^Earth$/.test(words[0]!.text) && /^on$/i.test(tokens[i - 1]?.text ?? '')) continue;
    const from = direction ? i - 1 : i;
    const before = tokens[from - 1];
    if (direction) words.unshift(direction);
    // "Henry the Lion, Duke of Saxony,": the title after a name's comma is the same person, no second answer.
    const lastSpan = spans[spans.length - 1]?.words;
    if (kind === 'person' && before?.text === ',' && TITLE_OF.test(words[0]!.text) && /^of$/i.test(words[1]?.text ?? '') && lastSpan !== undefined && lastSpan[lastSpan.length - 1] === tokens[from - 2]) {
      i = j - 1;
      continue;
    }
    // "the island of Hawaii", "the city of Buffalo": a place noun, then "of" and the name.
    const placeOf = before !== undefined && /^of$/i.test(before.text) && PLACE_WORDS.test(tokens[from - 2]?.text ?? '');
    // "at the California Institute…": the preposition may stand before "the".
    const preposition = before !== undefined && /^the$/i.test(before.text) ? tokens[from - 2] : before;
    const placeLike = words.some((word) => PLACE_WORDS.test(word.text)) || placeOf || (preposition !== undefined && PLACE_PREPOSITIONS.test(preposition.text));
    // "flying from New York to Paris": both ends of a route are places, whoever "from" and "to" may name elsewhere.
    const routeStart = before !== undefined && /^from$/i.test(before.text) && /^to$/i.test(tokens[j]?.text ?? '') && tokens[j + 1] !== undefined && isCapitalised(tokens[j + 1]!, j + 1);
    const routeEnd = before !== undefined && /^to$/i.test(before.text) && tokens.slice(Math.max(0, from - 6), from - 1).some((token) => /^from$/i.test(token.text));
    // "then the musical capital of Europe": a name "of" a noun for a place or land names that land, never a person (s32).
    const landOf = before !== undefined && /^of$/i.test(before.text) && LAND_NOUNS.test(tokens[from - 2]?.text ?? '');
    // "a cook in Merca, Somalia": a name after a comma that follows a place named after "in/at/near" is the larger place (s32).
    let placeRun = from - 2;
    while (placeRun >= 0 && /^\p{Lu}/u.test(tokens[placeRun]!.text) && tokens[placeRun]!.pos === 'PROPN') placeRun--;
    const largerPlace = before?.text === ',' && placeRun < from - 2 && /^(?:in|at|near)$/i.test(tokens[placeRun]?.text ?? '');
    const notPerson = landOf || largerPlace || routeStart || routeEnd || (placeLike && !(before !== undefined && /^(?:from|to|towards|by|with)$/i.test(before.text) && !words.some((word) => PLACE_WORDS.test(word.text))));
    // "the Civil War", "the Pearl Street Station": a name whose last word names a thing is no person.
    const thing = THING_HEADS.test(words[words.length - 1]!.text);
    // "The Tuareg people", "the Wright brothers": a people or a family is who did it.
    if (kind === 'person' && tokens[j] && PEOPLE_NOUNS.test(tokens[j]!.text) && !thing) {
      spans.push({ words: [...words, tokens[j]!] });
      i = j;
      continue;
    }
    // "on Christmas Day", "in the Middle Ages": a name of a time is never where something happened.
    const time = TIME_HEADS.test(words[words.length - 1]!.text);
    if (kind === 'person' ? !notPerson && !thing : placeLike && !time) spans.push({ words });
    i = j - 1;
  }
  if (kind === 'place') return [...spans, ...findPlacePhrases(tokens)];
  return spans;
}

/** "Where did the earthquake strike?" — "…struck Chile in 1960": a name right after the question's own verb is the place it acted on. */
function findVerbPlaces(tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = [];
  tokens.forEach((token, i) => {
    if (token.pos !== 'VERB' || LIGHT_VERBS.has(token.lemma) || !ask.questionWords.has(token.lemma.toLowerCase())) return;
    // "born Maria Skłodowska", "named Edison": the name after these verbs is what someone is called, not a place.
    if (NAMING_VERBS.test(token.text)) return;
    const words: TaggedToken[] = [];
    let j = i + 1;
    while (tokens[j] && (isCapitalised(tokens[j]!, j) || (words.length > 0 && joinsName(tokens, j) && /^\p{L}+$/u.test(tokens[j]!.text) && tokens[j]!.start === tokens[j - 1]!.end))) words.push(tokens[j++]!);
    if (words.length === 0 || THING_HEADS.test(words[words.length - 1]!.text)) return;
    spans.push({ words });
    // "struck Florida and Georgia": a list of places is no one answer; each joins the candidates.
    while (tokens[j] && /^(?:and|or|,)$/i.test(tokens[j]!.text) && tokens[j + 1] && isCapitalised(tokens[j + 1]!, j + 1)) {
      const next: TaggedToken[] = [];
      j++;
      while (tokens[j] && isCapitalised(tokens[j]!, j)) next.push(tokens[j++]!);
      spans.push({ words: next });
    }
  });
  return spans;
}

/**
 * "Where is urine stored?" — "…to the bladder, where it is stored": the noun phrase a "where" clause
 * hangs on, when that clause holds the question's verb.
 */
function findWherePlaces(tokens: TaggedToken[], ask: Ask): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = [];
  tokens.forEach((token, i) => {
    if (!/^where$/i.test(token.text) || tokens[i - 1]?.text !== ',') return;
    const clause = tokens.slice(i + 1);
    const end = clause.findIndex((word) => /^[,.;:]$/.test(word.text));
    const verbs = (end < 0 ? clause : clause.slice(0, end)).filter((word) => word.pos === 'VERB' && !LIGHT_VERBS.has(word.lemma));
    if (!verbs.some((word) => ask.questionWords.has(word.lemma.toLowerCase()) || ask.questionWords.has(word.text.toLowerCase()))) return;
    let from = i - 1;
    while (from > 0 && ['NOUN', 'ADJ', 'PROPN'].includes(tokens[from - 1]!.pos)) from--;
    if (from === i - 1 || !['NOUN', 'PROPN'].includes(tokens[i - 2]!.pos)) return;
    if (/^the$/i.test(tokens[from - 1]?.text ?? '')) from--;
    spans.push({ words: tokens.slice(from, i - 1) });
  });
  return spans;
}

/** "Longbourn in Hertfordshire", "Motihari, India": a place and the larger place it is in are one answer. */
function mergePlaceChains(tokens: TaggedToken[], spans: Array<{ words: TaggedToken[] }>): Array<{ words: TaggedToken[] }> {
  const merged: Array<{ words: TaggedToken[] }> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    const lastEnd = last ? tokens.indexOf(last.words[last.words.length - 1]!) : -9;
    const gap = last ? tokens.slice(lastEnd + 1, tokens.indexOf(span.words[0]!)) : [];
    // "Tobolsk, in Siberia": a comma and "in" join them too.
    const joins = (gap.length === 1 && /^(?:in|,)$/i.test(gap[0]!.text)) || (gap.length === 2 && gap[0]!.text === ',' && /^in$/i.test(gap[1]!.text));
    if (last && joins) last.words.push(...gap, ...span.words);
    else merged.push({ words: [...span.words] });
  }
  return merged;
}

/**
 * "at Runnymede, a meadow beside the River Thames": a place named inside an aside that describes the
 * place before it ("a meadow beside…") only says where that place is; it is not a second answer.
 */
function dropDescribingPlaces(tokens: TaggedToken[], spans: Array<{ words: TaggedToken[] }>): Array<{ words: TaggedToken[] }> {
  return spans.filter((span, k) => {
    const previous = spans[k - 1];
    if (!previous) return true;
    const between = tokens.slice(tokens.indexOf(previous.words[previous.words.length - 1]!) + 1, tokens.indexOf(span.words[0]!));
    const describing =
      between[0]?.text === ',' && /^(?:a|an)$/i.test(between[1]?.text ?? '') && between.length <= 7 && between.slice(2).every((token) => !['VERB', 'AUX', 'PUNCT'].includes(token.pos)) && between.some((token) => token.pos === 'ADP');
    return !describing;
  });
}

/** "Stratford-upon-Avon" (written without spaces) and "Francisco de Orellana" stay one name. */
/** The epithets that follow a ruler's one-word name ("Henry the Lion", "Ivan the Terrible"). */
// Peoples and colours too ("Louis the German", "Erik the Red"): read alone they are a wrong answer, not part of one.
const EPITHETS =
  /^(?:Great|Lion|Lionheart|Terrible|Conqueror|Elder|Younger|Bold|Fat|Pious|Wise|Navigator|Confessor|Magnificent|Good|Bald|Fair|Unready|Just|Brave|Mad|Cruel|Black|Victorious|Impaler|Lawgiver|Fowler|Peaceful|Simple|Stammerer|Short|Tall|Red|White|Fearless|Silent|Proud|Strong|Blind|Lame|Child|Martyr|Venerable|Restorer|Rash|Liberator|Builder|German|Saxon|Dane|Norman|Frank|Scot|Breton|Goth|Bavarian|Syrian|Armenian|Isaurian|Macedonian)$/;
/** "Duke of Saxony", "King of France": a title with its land, said of the name before it. */
const TITLE_OF = /^(?:Duke|Duchess|King|Queen|Prince|Princess|Emperor|Empress|Earl|Count|Countess|Margrave|Elector|Archbishop|Bishop|Tsar|Sultan|Lord|Lady|Marquis|Baron)$/;

function joinsName(tokens: TaggedToken[], at: number): boolean {
  const token = tokens[at]!;
  const previous = tokens[at - 1]!;
  const next = tokens[at + 1];
  if (token.start === previous.end && next && next.start === token.end) return true;
  // "Skłodowska", which the tagger may cut at "ł": a piece of letters glued to the name is the rest of its word.
  if (token.start === previous.end && /^\p{L}+$/u.test(token.text) && /\p{L}$/u.test(previous.text)) return true;
  if (token.start === previous.end && /^\p{Lu}/u.test(token.text)) return true;
  // "the Ministry of Truth": the word after a joined "of" is part of the name.
  if (/^(?:of|and|de|da|del|della|di|van|von|du)$/i.test(previous.text) && /^\p{Lu}/u.test(token.text) && at >= 2 && /^\p{Lu}/u.test(tokens[at - 2]!.text)) return true;
  // "King George III": a regnal number closes the name.
  if (/^[IVX]+$/.test(token.text) && isCapitalised(previous, at - 1)) return true;
  // "Henry the Lion", "Catherine the Great": an epithet after a one-word name is part of it.
  if (/^the$/.test(token.text) && next !== undefined && EPITHETS.test(next.text) && /^\p{Lu}/u.test(previous.text) && !/^\p{Lu}/u.test(tokens[at - 2]?.text ?? '')) return true;
  // "King's College London", "St Mary's Hospital": a possessive inside a name, before its next capitalised word.
  if (/^['’]s$/.test(token.text) && token.start === previous.end && /^\p{Lu}/u.test(previous.text) && next !== undefined && /^\p{Lu}/u.test(next.text)) return true;
  // "the Harland and Wolff shipyard", "the Lewis and Clark Expedition": after "the", "and" joins one name's two halves
  // (without "the", "Tom and Mary" are two people).
  if (/^and$/i.test(token.text) && next !== undefined && /^\p{Lu}/u.test(next.text) && /^\p{Lu}/u.test(previous.text)) {
    let start = at - 1;
    while (start > 0 && /^\p{Lu}/u.test(tokens[start - 1]!.text) && !/^the$/i.test(tokens[start - 1]!.text)) start--;
    if (/^the$/i.test(tokens[start - 1]?.text ?? '')) return true;
  }
  // "Museum of Archaeology and Ethnology": "and" inside a name that already has its "of".
  const within = /^and$/i.test(token.text) && tokens.slice(Math.max(0, at - 3), at).some((word) => /^of$/i.test(word.text));
  // "the Ministry of Truth": the tagger may call the word after "of" a common noun; its capital says it is in the name.
  return (within || /^(?:of|de|da|del|della|di|van|von|du)$/i.test(token.text)) && next !== undefined && /^\p{Lu}/u.test(next.text) && !ERA.test(next.text) && !MONTHS.test(next.text);
}

/** "Where…?" answered by a place that is not a name: "in the stroma", "in the bone marrow". */
function findPlacePhrases(tokens: TaggedToken[]): Array<{ words: TaggedToken[] }> {
  const spans: Array<{ words: TaggedToken[] }> = [];
  tokens.forEach((token, i) => {
    if (!/^(?:in|at|inside|within)$/i.test(token.text) || !/^the$/i.test(tokens[i + 1]?.text ?? '')) return;
    const words: TaggedToken[] = [];
    let j = i + 2;
    while (tokens[j] && ['ADJ', 'NOUN'].includes(tokens[j]!.pos)) words.push(tokens[j++]!);
    // "in the quiet fishing town of Port Elin": the name after "of" is the place (findNames), not the phrase before it.
    if (words.length > 0 && /^of$/i.test(tokens[j]?.text ?? '') && tokens[j + 1] && isCapitalised(tokens[j + 1]!, j + 1)) return;
    // "the chloroplasts of plant cells": the "of" phrase belongs to the place.
    if (words.length > 0 && /^of$/i.test(tokens[j]?.text ?? '')) {
      const tail: TaggedToken[] = [];
      let k = j + 1;
      while (tokens[k] && ['ADJ', 'NOUN', 'DET'].includes(tokens[k]!.pos)) tail.push(tokens[k++]!);
      if (tail.some((word) => word.pos === 'NOUN')) words.push(tokens[j]!, ...tail);
    }
    if (words.some((word) => word.pos === 'NOUN') && !words.some((word) => /^\d/.test(word.text))) spans.push({ words: [token, tokens[i + 1]!, ...words] });
  });
  return spans;
}

/** A proper noun, not the capital that opens the sentence on an ordinary word. */
function isCapitalised(token: TaggedToken, at: number): boolean {
  if (!/^\p{Lu}[\p{L}'’.-]*$/u.test(token.text) || ERA.test(token.text) || MONTHS.test(token.text) || /^[IVXLC]+$/.test(token.text)) return false;
  return token.pos === 'PROPN' || (at > 0 && !['VERB', 'ADJ'].includes(token.pos));
}

/** Whether the material puts this name after "at"/"in" somewhere ("the Roman fleet at Misenum"): a place, not a person. */
export function namedAsPlace(material: string, name: string): boolean {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return escaped.length > 0 && new RegExp(`\\b(?:at|in)\\s+${escaped}\\b`).test(material);
}

/** Whether a measure stands in a "from …" phrase with no "to" after it ("rises from farmland at about 800 metres"): a start. */
export function measuresStart(material: string, candidate: { start: number }): boolean {
  const before = material.slice(Math.max(0, candidate.start - 40), candidate.start);
  const from = /\bfrom\b([^,;:.]{0,30})$/i.exec(before);
  return from !== null && !/\bto\b/i.test(from[1]!);
}

/** Whether a person span is one the question itself names ("Hans Meyer" for "Who guided Meyer and Purtscheller…?"). */
function namesOnlyAskedPeople(text: string, questionTokens: TaggedToken[]): boolean {
  // Only where the question names people together ("Meyer and Purtscheller"): a lone name shares its family name with a
  // relative ("Who was Darwin's grandfather?" — Erasmus Darwin) or names a thing after someone ("the Calvin cycle").
  const joined = questionTokens.some((token, i) => i > 0 && /^and$/i.test(token.text) && /^\p{Lu}/u.test(questionTokens[i - 1]!.text) && /^\p{Lu}/u.test(questionTokens[i + 1]?.text ?? ''));
  if (!joined) return false;
  const named = new Set(questionTokens.filter((token, i) => i > 0 && /^\p{Lu}/u.test(token.text)).map((token) => token.text.toLowerCase()));
  const words = text.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return words.length > 0 && words.some((word) => named.has(word.toLowerCase().replace(/[^\p{L}'-]/gu, '')));
}
