import type { EngineReply, EngineRequest, TranslationEngine } from '../../translation-engine';
import { toBaseLanguage } from '../../pipeline/language-codes';
import { type ApertiumMode, parseModeList } from './parse-modes';
import { type ApertiumRoute, listReachablePairs, planRoute } from './plan-route';
import { budgetTimeout, runApertium } from './run-apertium';
import { addSentinel, shieldSegment, unshieldSegment } from './shield-segment';
import { elideBeforeMarked, stripUnknownMarks } from './strip-unknown-marks';
import { keepWorkingModes } from './check-mode-files';
import { addAliasPairs, toApertiumTag } from './language-aliases';
import type { LookUpWords } from '../../pipeline/noun-facts';
import { createModeWordLookup } from './look-up-words';
import { closeCompounds, listCompounds, openCompounds } from './open-compounds';
import { listPossessors, standInPossessors } from './stand-in-possessors';
import { keepSurnames, listFirstNames } from './keep-surnames';
import { createEnglishWordReader, type ReadEnglishWords, unknownOf } from './unknown-english-words';
import { tidyOutput } from './tidy-output';
import { findSplitPipeline, findWarmPipeline, modesFolder, translateSplit } from './warm-pipeline';
import { pruneEnglishReadings } from './prune-english-readings';
import { tagEnglishSentences } from '../../../../grammar-checker';
import { listCatalanWords, readEnglishSubject, restoreCatalanSubjects } from './restore-catalan-subjects';
import { restoreFeminineSubjects } from './restore-feminine-subjects';

export const APERTIUM_SETUP_LINE = 'Install Apertium and its pairs with `scripts/install-apertium.sh` (Debian/Ubuntu: apt-get install apertium apertium-eng-spa).';

export interface ApertiumEngineOptions {
  /** The `apertium` executable; APERTIUM_BIN or `apertium` on the PATH otherwise. */
  binary?: string;
  /** Turn off the idiom list (the eval compares with and without it). */
  idioms?: boolean;
  /** How long one text may take (default: budgetTimeout). The eval, which may share a loaded machine, waits longer. */
  budget?: (text: string) => number;
  /** Turn off opening hyphenated compounds (open-compounds.ts; the eval compares with and without). */
  openCompounds?: boolean;
  /** Turn off standing names in for unknown possessors (stand-in-possessors.ts; likewise). */
  standInPossessors?: boolean;
  /** Turn off keeping surnames after a first name as written (keep-surnames.ts; likewise). */
  keepSurnames?: boolean;
  /** The English analyser those steps ask about words; the first hop's own by default. */
  lookUpWords?: LookUpWords;
  /** Turn off putting Catalan subject pronouns back before the hop into French (restore-catalan-subjects.ts). */
  restoreSubjects?: boolean;
  /** Turn off dropping the noun readings of English verbs before Apertium's tagger (prune-english-readings.ts). */
  pruneReadings?: boolean;
}

export interface ApertiumEngine extends TranslationEngine {
  /** The installed modes, detected once with `apertium -l`; empty when the binary is missing. */
  loadModes(): Promise<ApertiumMode[]>;
}

/** Apertium's transfer reads one sentence a line: a segment's own line breaks would shift every line after it. */
function toOneLine(segment: string): string {
  // From the start of a run of blanks only: else a long run without a line break is rescanned from each of its blanks.
  return segment.replace(/(?<![^\S\n])[^\S\n]*\n\s*/g, ' ');
}

/** Listing the installed modes: generous, since nothing can be translated without it. */
const LIST_TIMEOUT_MS = 60_000;

export function createApertiumEngine(options: ApertiumEngineOptions = {}): ApertiumEngine {
  const budget = options.budget ?? budgetTimeout;
  // Per first-hop mode: the analyser that will read the text says which words it knows. Without lt-proc or
  // the mode's analyser the look-up answers nothing, and the text goes as written.
  const englishReaders = new Map<string, ReadEnglishWords>();
  const readEnglish = (modeName: string): ReadEnglishWords => {
    let reader = englishReaders.get(modeName);
    if (!reader) {
      reader = createEnglishWordReader(options.lookUpWords ?? createModeWordLookup(modeName));
      englishReaders.set(modeName, reader);
    }
    return reader;
  };
  const run = (args: readonly string[], input: string, signal?: AbortSignal) =>
    runApertium(args, input, { ...(options.binary ? { binary: options.binary } : {}), ...(signal ? { signal } : {}), timeoutMs: budget(input) });

  let modes: Promise<ApertiumMode[]> | undefined;
  const loadModes = (): Promise<ApertiumMode[]> => {
    // A mode `apertium -l` lists but whose dictionaries are missing would fail every request: not offered.
    // `apertium -l` is a shell script: on a loaded machine it can take seconds, so it gets a minute, and a
    // failed listing is not remembered (the next request asks again instead of saying "not installed" forever).
    modes ??= runApertium(['-l'], '', { ...(options.binary ? { binary: options.binary } : {}), timeoutMs: LIST_TIMEOUT_MS }).then(
      (output) => keepWorkingModes(parseModeList(output), modesFolder()),
      () => {
        modes = undefined;
        return [];
      },
    );
    return modes;
  };

  /** Each line through the pair's warm pipeline (one line a flush), or undefined when the pair has none. */
  async function translateWarm(mode: ApertiumMode, lines: readonly string[], signal?: AbortSignal): Promise<string[] | undefined> {
    if (options.binary) return undefined;
    const split = mode.source === 'en' && options.pruneReadings !== false ? await findSplitPipeline(mode.name) : undefined;
    const pipeline = split ? undefined : await findWarmPipeline(mode.name);
    if (!pipeline && !split) return undefined;
    try {
      if (split) return await Promise.all(lines.map((line) => translateSplit(split, line, budget(line), (stream) => pruneEnglishReadings(stream, tagEnglishSentences(line)), signal)));
      return await Promise.all(lines.map((line) => pipeline!.translate(line, budget(line), signal)));
    } catch (error) {
      // A pipeline that died or stalled: this request goes the old way, and the pipeline restarts for the next.
      if (signal?.aborted) throw error;
      return undefined;
    }
  }

  /** All segments through one process per hop, one a line; line counts that drift fall back to one process each. */
  async function translateCold(modeName: string, lines: readonly string[], signal?: AbortSignal): Promise<string[]> {
    const output = await run([modeName], lines.join('\n'), signal);
    const next = output.replace(/\n$/, '').split('\n');
    if (next.length === lines.length) return next;
    return Promise.all(lines.map(async (line) => (await run([modeName], line, signal)).replace(/\n/g, ' ')));
  }

  const pivotLookups = new Map<string, LookUpWords>();
  /** Catalan on its way to French: the subject pronouns Catalan leaves out where French needs them. */
  async function prepareForNextHop(lines: string[], sources: readonly string[], route: ApertiumRoute, hop: number, target: string): Promise<string[]> {
    const next = route.modes[hop + 1];
    if (!next || route.pivot !== 'ca' || target !== 'fr' || options.restoreSubjects === false) return lines;
    const words = [...new Set(lines.flatMap(listCatalanWords))];
    let lookUp = pivotLookups.get(next.name);
    if (!lookUp) {
      lookUp = createModeWordLookup(next.name);
      pivotLookups.set(next.name, lookUp);
    }
    // No analyser, or one that fails: the Catalan goes on as it came.
    const readings = words.length > 0 ? await lookUp('ca', words).catch(() => new Map<string, never>()) : new Map<string, never>();
    const fromEnglish = hop === 0 && route.modes[0]?.source === 'en';
    return lines.map((line, index) => restoreCatalanSubjects(line, readings, fromEnglish ? readEnglishSubject(sources[index] ?? '') : undefined));
  }

  async function translateLines(lines: readonly string[], route: ApertiumRoute, target: string, signal?: AbortSignal): Promise<string[]> {
    let current = lines.map(toOneLine);
    for (const [hop, mode] of route.modes.entries()) {
      const next = (await translateWarm(mode, current, signal)) ?? (await translateCold(mode.name, current, signal));
      const last = hop === route.modes.length - 1;
      // Marks would confuse the next hop, and must not reach the user.
      const clean = next.map((line, index) => stripUnknownMarks(last ? elideBeforeMarked(line, target) : line, current[index] ?? '').text);
      current = last ? clean : await prepareForNextHop(clean, current, route, hop, target);
    }
    return current;
  }

  async function translate(request: EngineRequest): Promise<EngineReply> {
    const source = toBaseLanguage(request.source);
    const target = toBaseLanguage(request.target);
    const route = planRoute(await loadModes(), toApertiumTag(request.source), toApertiumTag(request.target));
    if (!route) throw new Error(`Apertium has no ${source}→${target} pair installed.`);
    const useIdioms = options.idioms !== false;
    const shielded = request.segments.map((segment) => shieldSegment(segment, source, target, useIdioms, route.modes.length === 1));
    // English sources only: French and Catalan write clitics with hyphens ("dit-il") that their analysers
    // read across the hyphen, and "'s" is English. One look-up for all steps' words: a process to start.
    const english = source === 'en';
    const surnames = english && options.keepSurnames !== false;
    const possessors = english && options.standInPossessors !== false;
    const compounds = english && options.openCompounds !== false;
    const asked = shielded.flatMap(({ text }) => [
      ...(surnames ? listFirstNames(text) : []),
      ...(possessors ? listPossessors(text) : []),
      ...(compounds ? listCompounds(text) : []),
    ]);
    const kinds = asked.length > 0 ? await readEnglish(route.modes[0]?.name ?? '')(asked) : new Map<string, never>();
    const unknown = unknownOf(kinds);
    const texts = shielded.map((segment, index) =>
      surnames ? keepSurnames(segment.text, kinds, (surname) => addSentinel(segment, request.segments[index] ?? '', surname) ?? surname) : segment.text,
    );
    const stoodIn = possessors ? standInPossessors(texts, unknown) : texts.map((text) => ({ text, restores: new Map<string, string>() }));
    for (const [index, segment] of stoodIn.entries()) for (const [name, word] of segment.restores) shielded[index]?.restores.set(name, word);
    const opened = compounds ? openCompounds(stoodIn.map((segment) => segment.text), unknown) : stoodIn.map(({ text }) => ({ text, opened: false }));
    const raw = (await translateLines(
      opened.map((segment) => segment.text),
      route,
      target,
      request.signal,
    )).map((line, index) => (opened[index]?.opened ? closeCompounds(line) : line));
    let restored = raw.map((line, index) => unshieldSegment(line, shielded[index]?.restores ?? new Map<string, string>()));
    // A lost sentinel: that segment again, as it came (placeholders in place, no idioms); the pipeline restores loosely.
    const lost = restored.flatMap((line, index) => (line === undefined ? [index] : []));
    if (lost.length > 0) {
      const again = await translateLines(
        lost.map((index) => request.segments[index] ?? ''),
        route,
        target,
        request.signal,
      );
      restored = restored.map((line, index) => line ?? again[lost.indexOf(index)] ?? '');
    }
    const feminine = english && target === 'fr' && options.restoreSubjects !== false;
    const segments = restored.map((line, index) => {
      const tidy = tidyOutput(line ?? '', request.segments[index] ?? '', target);
      return feminine ? restoreFeminineSubjects(request.segments[index] ?? '', tidy) : tidy;
    });
    return { segments, ...(route.pivot ? { pivot: route.pivot } : {}), glossaryHandled: false, formalityHandled: false };
  }

  return {
    id: 'apertium',
    loadModes,
    listPairs: async () => addAliasPairs(listReachablePairs(await loadModes())),
    unavailableReason: async () => ((await loadModes()).length > 0 ? undefined : `Apertium is not installed. ${APERTIUM_SETUP_LINE}`),
    translate,
  };
}
