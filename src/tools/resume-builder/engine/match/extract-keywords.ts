import { stemmer } from 'stemmer';
import winkNlp from 'wink-nlp';
import englishModel from 'wink-eng-lite-web-model';
import { SKILL_ALIASES } from './skills-lexicon';
import { readRequirementText } from './read-requirement-text';
import { containsKey, termKey } from './term-key';
import escapeStringRegexp from 'escape-string-regexp';

export interface JobKeyword {
  /** As the job ad writes it (or the lexicon's name). */
  keyword: string;
  key: string;
  /** Other keys that mean the same (lexicon aliases). */
  aliases: string[];
  /** A named skill (lexicon or a listed requirement) counts double against a noun phrase. */
  kind: 'skill' | 'phrase';
}

type Tagger = ReturnType<typeof winkNlp>;
let tagger: Tagger | undefined;
function getTagger(): Tagger {
  tagger ??= winkNlp(englishModel, ['sbd', 'pos']);
  return tagger;
}

/** Words that make a phrase about the job, not a skill: "years of experience", "the team". */
const GENERIC = new Set(
  ('experience years year team teams company companies role roles position candidate candidates ability abilities work job jobs opportunity ' +
    'opportunities benefits salary customers clients client business businesses product products environment culture mission day days time ' +
    'knowledge understanding skills skill requirements responsibilities plus bonus level levels range ways way thing things people others world ' +
    'us we you our their part parts focus contract contracts hire hiring remote office location locations month months week weeks')
    .split(' '),
);
/** List items that are never skills: what an ad promises or the law protects, not what a job needs. */
const NOT_SKILLS =
  /^(race|colou?r|religion|creed|sex|gender|gender identity|gender expression|sexual orientation|national origin|ancestry|age|disability|veteran status|marital status|pregnancy|genetic information|citizenship|unlimited pto|pto|paid time off|401 ?\(?k\)?|dental|vision|medical|health insurance|parental leave|stock options|equity|bonus|remote|hybrid|relocation|visa sponsorship|competitive salary|flexible hours)$/i;
const LIST_STOPWORDS = /^(and|or|etc|e\.g|i\.e|including|such as|with|the|a|an|of|in|on|for)$/i;

const LEXICON = SKILL_ALIASES.map((aliases) => ({ keyword: aliases[0] as string, names: aliases, keys: aliases.map(termKey) }));

function add(found: Map<string, JobKeyword>, keyword: JobKeyword): void {
  const existing = [...found.values()].find((k) => k.key === keyword.key || k.aliases.includes(keyword.key) || keyword.aliases.includes(k.key));
  if (existing) {
    if (keyword.kind === 'skill') existing.kind = 'skill';
    return;
  }
  found.set(keyword.key, keyword);
}

function lexiconEntry(key: string) {
  return LEXICON.find((entry) => entry.keys.includes(key));
}

/** Items of comma lists ("Python, SQL and dbt", "C# (LINQ, OOP)"): how ads list requirements. */
function listItems(text: string): string[] {
  const items: string[] = [];
  for (const { segment, afterDuty } of listSegments(text)) {
    items.push(...readCuedList(segment));
    // "Think about systems: edge cases, failure modes, behaviors" lists what a duty is about, not what it
    // needs: only the lexicon's skills in it count (found above), as in a sentence.
    if (afterDuty) continue;
    const parts = segment.split(/,|\(|\)|\s+and\s+|\s+or\s+|\s+&\s+/).map(cleanListItem).filter(Boolean);
    if (parts.length < 2) continue;
    // A long sentence with a comma or two ("move money between banks, card networks and our customers") is prose, not a list.
    const commas = segment.split(',').length - 1;
    if (segment.split(/\s+/).length > 10 && commas < 3) continue;
    const short = parts.filter((p) => p.split(/\s+/).length <= 4);
    // A sentence with a comma is not a list; most parts of a real list are one to four words.
    if (short.length / parts.length < 0.6) continue;
    // A list inside a sentence ("That reaches from understanding retention, conversion rates, plugins and
    // heatmaps") names skills only after a word that asks for them ("a strong background in Django,
    // architecture and databases"); elsewhere only the lexicon's skills in it count (found above).
    const lead = cleanListItem(segment.split(/,|\(/)[0]!);
    // "React Native (mobile, Expo)" heads a list in brackets; "Troubleshooting networking, compute, and
    // Kubernetes failures" and "we're still a small, lean team" are sentences (a part reads as a clause).
    const bracketed = /^[^,()]{1,40}\([^()]+\)[\s.]*$/.test(segment.trim());
    const inSentence = !bracketed && (lead.split(/\s+/).length > 4 || parts.some((part) => part.includes(' ') && readsAsClause(part)));
    if (inSentence && !ASKS_FOR_SKILLS.test(lead)) continue;
    for (const cleaned of short) {
      // The name before the brackets is a name ("Distributed Systems"), however the tagger reads its first word.
      const head = bracketed && cleaned === parts[0];
      if (/^(our|the|a|an|another|other|their|your|its|this|that|these|those|any|some)\b/i.test(cleaned) || (!head && (readsAsClause(cleaned) || isFragment(cleaned)))) continue;
      // "Terraform on AWS", "Rust for performance-critical code": the lexicon pass already has the skill itself.
      const key = termKey(cleaned);
      if (!lexiconEntry(key) && LEXICON.some((entry) => entry.keys.some((skill) => skill.length > 1 && containsKey(key, skill)))) continue;
      if (cleaned && /\p{L}/u.test(cleaned) && !LIST_STOPWORDS.test(cleaned) && !GENERIC.has(cleaned.toLowerCase())) items.push(cleaned);
    }
  }
  return items;
}

/**
 * The segments lists are read from (lines, bullets, sentences and what follows a colon), each with
 * whether it follows a colon after a duty ("Think about systems:", "Own our deploys:") — a verb-led
 * clause that does not ask for skills. "Kubernetes: cluster provisioning" and "Requirements: Python"
 * follow a name, and stay lists.
 */
function listSegments(text: string): { segment: string; afterDuty: boolean }[] {
  const segments: { segment: string; afterDuty: boolean }[] = [];
  for (const line of text.split(/[\n;•·|]+/)) {
    const pieces = line.split(/(:\s|\.\s+(?=\p{Lu}))/u);
    for (let i = 0; i < pieces.length; i += 2) {
      const lead = i >= 2 && pieces[i - 1]!.startsWith(':') ? cleanListItem(pieces[i - 2]!) : '';
      segments.push({ segment: pieces[i]!, afterDuty: lead !== '' && readsAsDuty(lead) });
    }
  }
  return segments;
}

/** "Think about systems", "Design and run the services": a clause that opens with a verb and asks for no skill. */
function readsAsDuty(lead: string): boolean {
  // CUE is global (read with matchAll); a copy without the flag leaves its lastIndex alone.
  if (ASKS_FOR_SKILLS.test(lead) || new RegExp(CUE.source, 'i').test(lead)) return false;
  const nlp = getTagger();
  const tags = nlp.readDoc(lead).tokens().out(nlp.its.pos) as string[];
  return lead.includes(' ') && tags[0] === 'VERB';
}

/**
 * Nouns that name the shape of any job's work, not a skill, when a sentence asks for experience with
 * them bare: "experience with workflows and tooling used by engineering teams". With a qualifier they
 * can name one ("CI workflows", "test cases"), and an ad's own list item or heading ("Tooling
 * (tsconfig)") is the ad's word for a skill, so only the bare word after a cue in prose is dropped.
 */
const WORK_NOUNS = new Set(
  ('workflow workflows tool tools tooling task tasks project projects solution solutions feature features issue issues problem problems ' +
    'initiative initiatives deliverable deliverables procedure procedures behavior behaviors behaviour behaviours')
    .split(' '),
);
/** Heads of a phrase that names a kind of tool whose examples follow ("setup tools like Terraform and Ansible"). */
const CATEGORY_HEAD = /\b(tools|tooling|technologies|frameworks|platforms|languages|solutions|systems|services|products|software)$/i;

/** The words before a list that ask for what follows as skills. */
const ASKS_FOR_SKILLS = /\b(?:(?:experience|background|knowledge|proficiency|expertise|familiarity|fluency|skills?|grounding|understanding)\s+(?:with|in|of|using)|familiar with|proficient in|fluent in|comfortable (?:with|in)|such as|including|like)\s+\S+(?:\s+\S+){0,3}$/i;

const CUE = /\b(?:(?:experience|background|knowledge|proficiency|expertise|familiarity|fluency|grounding|understanding)\s+(?:with|in|of|using)|familiar with|proficient in|fluent in|comfortable (?:with|in))\s+(?:a\s+|an\s+|the\s+)?/gi;
const LIST_END = /[().;:!?]|\s[-–—]\s|\s(?:are|is|will|would|to|who|that|which|for|at|on|like|such as|used|needed|required)\s/;

/** The list a sentence asks for after its cue: "a strong background in Django, architecture and databases (we use…) are…". */
function readCuedList(segment: string): string[] {
  const items: string[] = [];
  for (const cue of segment.matchAll(CUE)) {
    const rest = segment.slice(cue.index + cue[0].length);
    const end = rest.search(LIST_END);
    const list = rest.slice(0, end < 0 ? undefined : end);
    const parts = list.split(/,|\s+and\s+|\s+or\s+|\s+&\s+/).map(cleanListItem).filter(Boolean);
    if (parts.length < 2 || parts.some((part) => part.split(/\s+/).length > 4)) continue;
    // "knowledge of GitLab provisioning and setup tools like Terraform and Ansible": the list names kinds of
    // tools ("GitLab provisioning [tools] and setup tools"); the examples after "like" are the skills.
    if (end >= 0 && /^\s(?:like|such as)\s/i.test(rest.slice(end)) && CATEGORY_HEAD.test(parts[parts.length - 1]!)) continue;
    for (const part of parts) {
      const key = termKey(part);
      // After "experience in", a gerund names a skill ("handling customers"), as a noun does.
      const gerund = /^\p{L}+ing\s+\p{L}+(?:\s+\p{L}+)?$/u.test(part) && !readsAsClause(part.replace(/^\p{L}+\s+/u, ''));
      if (lexiconEntry(key) || (readsAsClause(part) && !gerund) || LIST_STOPWORDS.test(part) || GENERIC.has(part.toLowerCase()) || WORK_NOUNS.has(part.toLowerCase()) || isFragment(part)) continue;
      if (!part.includes(' ') && !readsAsNoun(part)) continue;
      // "Linux systems administration": the lexicon pass has Linux; the rest is the item.
      items.push(part);
    }
  }
  return items;
}

/** Words that make an item vague rather than a skill: "more coding languages", "other departments", "similar technologies", "new features". */
const VAGUE_FIRST = /^(more|most|many|several|various|numerous|other|others|similar|specific|different|new|same|such|all|both|each|every|few)\b/i;

/** "creating low" (from "low and high fidelity prototypes"): an item that ends in an adjective is a fragment (a gerund, "performance troubleshooting", is not). */
function isFragment(item: string): boolean {
  if (VAGUE_FIRST.test(item)) return true;
  if (!item.includes(' ')) return false;
  const nlp = getTagger();
  const tags = nlp.readDoc(item).tokens().out(nlp.its.pos) as string[];
  const last = tags[tags.length - 1];
  return last === 'ADJ' || last === 'ADV';
}

/** A one-word list item is a skill when it is a noun ("Clickhouse", "networks"), not "Running" or "helpful". */
function readsAsNoun(word: string): boolean {
  const nlp = getTagger();
  const tags = nlp.readDoc(word).tokens().out(nlp.its.pos) as string[];
  return tags.length === 1 && (tags[0] === 'NOUN' || tags[0] === 'PROPN');
}

/** "Mentor two junior engineers", "review their code": a duty, not a skill (a verb first, or a pronoun, number or article inside). */
function readsAsClause(item: string): boolean {
  if (!item.includes(' ')) return false;
  const nlp = getTagger();
  const tags = nlp.readDoc(item).tokens().out(nlp.its.pos) as string[];
  return tags[0] === 'VERB' || tags.some((tag) => tag === 'PRON' || tag === 'DET' || tag === 'NUM' || tag === 'AUX');
}

/** A list item without its bullet, joining word and the qualifiers ads put before skills ("strong", "experience with"). */
function cleanListItem(part: string): string {
  return part
    .trim()
    .replace(/^[-*–•]\s*/, '')
    .replace(/^(ideally|preferably|especially|particularly|also|even)\s+/i, '')
    .replace(/^(and|or|including|such as|e\.g\.?|with)\s+/i, '')
    .replace(/^(strong|solid|excellent|proven|good|deep|hands-on)\s+/i, '')
    .replace(/^(experience|knowledge|familiarity|proficiency|expertise)\s+(with|in|of)\s+/i, '')
    // "Experience planning, researching, writing": the skill is the gerund.
    .replace(/^experience\s+(?=\p{L}+ing\b)/iu, '')
    .replace(/[.!?]+$/, '')
    .replace(/\s+etc\.?$/i, '')
    // "agile development processes", "scrum methodologies": the skill is what the process is.
    .replace(/(?<=\S)\s+(processes|process|methodologies|methodology|methods|principles|practices|concepts)$/i, '')
    .trim();
}

/** Runs of adjectives and nouns ending in a noun, two or three words: "data pipelines", "distributed systems". */
function nounPhrases(text: string): string[] {
  const nlp = getTagger();
  const doc = nlp.readDoc(text);
  const words = doc.tokens().out() as string[];
  const tags = doc.tokens().out(nlp.its.pos) as string[];
  const phrases: string[] = [];
  let run: string[] = [];
  const flush = () => {
    while (run.length && GENERIC.has((run[run.length - 1] as string).toLowerCase())) run.pop();
    while (run.length && GENERIC.has((run[0] as string).toLowerCase())) run.shift();
    if (run.length >= 2 && run.length <= 3 && !VAGUE_FIRST.test(run[0]!)) phrases.push(run.join(' '));
    run = [];
  };
  words.forEach((word, i) => {
    const tag = tags[i] ?? 'X';
    if ((tag === 'NOUN' || tag === 'PROPN' || (tag === 'ADJ' && run.length < 2)) && /^[\p{L}][\p{L}\p{N}.#+-]*$/u.test(word)) run.push(word);
    else flush();
  });
  flush();
  return phrases;
}

/**
 * The keywords of a job ad: every lexicon skill it names, every item of its requirement lists, and
 * noun phrases it repeats (a phrase said twice is what the job is about; said once it is often filler).
 */
export function extractJobKeywords(ad: string): JobKeyword[] {
  const jobDescription = readRequirementText(ad);
  const found = new Map<string, JobKeyword>();
  const textKey = termKey(jobDescription.replace(/\s+/g, ' '));
  for (const entry of LEXICON) {
    // The spelling that is a common word is checked as written ("Rails" for Ruby on Rails, not "Ruby").
    const named = entry.keys.some((key, i) =>
      key.length === 1 ? namesOneLetterSkill(jobDescription, key) : COMMON_WORD_SKILLS.has(key) ? namesCapitalisedSkill(jobDescription, entry.names[i]!) : containsKey(textKey, key),
    );
    if (named) add(found, { keyword: entry.keyword, key: termKey(entry.keyword), aliases: entry.keys, kind: 'skill' });
  }
  for (const item of listItems(jobDescription)) {
    const key = termKey(item);
    const entry = lexiconEntry(key);
    // A lone letter or a benefit left in a list ("401(k)" → "k") is not a skill unless the lexicon knows it.
    if (!entry && (key.length < 2 || NOT_SKILLS.test(key))) continue;
    if (key.length >= 1) add(found, { keyword: entry?.keyword ?? item, key: entry ? termKey(entry.keyword) : key, aliases: entry?.keys ?? [key], kind: 'skill' });
  }
  const counts = new Map<string, { phrase: string; count: number }>();
  // "data pipeline" and "data pipelines" are one phrase said twice.
  for (const phrase of nounPhrases(jobDescription)) {
    const stem = termKey(phrase).split(' ').map((w) => stemmer(w)).join(' ');
    counts.set(stem, { phrase: counts.get(stem)?.phrase ?? phrase, count: (counts.get(stem)?.count ?? 0) + 1 });
  }
  for (const { phrase, count } of counts.values()) {
    const key = termKey(phrase);
    if (count >= 2) add(found, { keyword: phrase, key, aliases: [key], kind: 'phrase' });
  }
  // In the ad's order, so the list reads as the ad does.
  const firstSeen = (k: JobKeyword) => Math.min(...k.aliases.map((a) => textKey.indexOf(a)).filter((at) => at >= 0), Number.MAX_SAFE_INTEGER);
  return [...found.values()].sort((a, b) => firstSeen(a) - firstSeen(b));
}

/** Skills named by an ordinary English word: "the rest of the team", "less experience", "go further" are not them. */
const COMMON_WORD_SKILLS = new Set(['rest', 'less', 'go', 'swift', 'spring', 'express', 'unity', 'oracle', 'node', 'lambda', 'helm', 'jest', 'shell', 'rails', 'dart', 'spark']);

/** Written as the skill's name is, inside a sentence: "REST APIs", "Sass or Less", "Go and Rust" (not a sentence's first word). */
function namesCapitalisedSkill(text: string, name: string): boolean {
  const first = name.split(/\s+/)[0]!;
  // REST is the acronym only in capitals; the others need their capital letter.
  const written = first === 'REST' ? 'REST(?:ful)?' : escapeStringRegexp(first);
  return new RegExp(`(?<![.!?]\\s|^|[\\p{L}\\p{N}])${written}(?![\\p{L}\\p{N}])`, 'mu').test(text);
}

/**
 * "C" and "R" are skills only where an ad lists them as such ("C, C++ or Rust", "R or Python",
 * "C programming"), in capitals, never inside "401(k)", "C-suite" or "Plan B/C".
 */
function namesOneLetterSkill(text: string, key: string): boolean {
  const letter = key.toUpperCase();
  const listed = new RegExp(`(?:^|[\\s,;/(])${letter}(?:(?=\\s*[,;/)])|(?=\\s+(?:and|or|programming|language)\\b)|$)`, 'm');
  const after = new RegExp(`(?:\\b(?:and|or|in|with)\\s+|[,;/]\\s*)${letter}(?=[\\s.,;)]|$)`, 'm');
  return listed.test(text) || after.test(text);
}
