import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LookUpWords, WordReading } from '../../pipeline/noun-facts';
import { modesFolder, WarmPipeline } from './warm-pipeline';

/** Where Debian puts the pairs' compiled dictionaries; APERTIUM_DATA_DIR overrides it. */
const DEFAULT_DATA_DIR = '/usr/share/apertium';
/** File names use two- or three-letter codes: "ita-spa.automorf.bin" analyses Italian. */
const FILE_CODES: Record<string, readonly string[]> = {
  es: ['es', 'spa'],
  pt: ['pt', 'por'],
  fr: ['fr', 'fra'],
  it: ['it', 'ita'],
  ca: ['ca', 'cat'],
  gl: ['gl', 'glg'],
  en: ['en', 'eng'],
};
const TIMEOUT_MS = 5_000;

/** `^fatture/fattura<n><f><pl>/…$` → "fatture" → [{lemma: "fattura", tags: ["n", "f", "pl"]}]; unknown words (`*`) read as nothing. */
export function parseAnalyses(output: string): Map<string, WordReading[]> {
  const readings = new Map<string, WordReading[]>();
  for (const [, body] of output.matchAll(/\^([^$]*)\$/g)) {
    const [surface, ...analyses] = (body ?? '').split('/');
    if (!surface) continue;
    const known = analyses
      .filter((analysis) => !analysis.startsWith('*'))
      .map((analysis) => ({ lemma: analysis.replace(/<.*$/, ''), tags: [...analysis.matchAll(/<([^>]+)>/g)].map((tag) => tag[1] ?? '') }));
    readings.set(surface.toLowerCase(), known);
  }
  return readings;
}

async function findAnalyser(dataDir: string, language: string): Promise<string | undefined> {
  const codes = FILE_CODES[language];
  if (!codes) return undefined;
  const pairs = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  for (const pair of pairs.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    const files = await readdir(path.join(dataDir, pair)).catch(() => [] as string[]);
    const analyser = files.find((file) => codes.some((code) => file.startsWith(`${code}-`)) && file.endsWith('.automorf.bin') && !file.startsWith('eco-'));
    if (analyser) return path.join(dataDir, pair, analyser);
  }
  return undefined;
}

function runLtProc(analyser: string, words: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('lt-proc', [analyser], { stdio: ['pipe', 'pipe', 'ignore'], timeout: TIMEOUT_MS });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`lt-proc exited with ${code}`))));
    // One word a line: the analyser reads each on its own.
    child.stdin.end(`${words.join('\n')}\n`, 'utf8');
  });
}

/** Quoted for the shell line the warm analyser runs as; the path comes from our own folder listing. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

/**
 * Words through a warm analyser (`lt-proc -z`, kept running between requests like a pair's pipeline):
 * starting `lt-proc` costs 40–120 ms on a loaded machine, a look-up in a running one a millisecond or two.
 * The words go as one text with " ; " between them, so no two of them are read as one multi-word entry.
 * A warm analyser that fails answers through a fresh process, as before.
 */
const warmAnalysers = new Map<string, WarmPipeline>();
async function analyse(analyser: string, words: readonly string[]): Promise<string> {
  let warm = warmAnalysers.get(analyser);
  if (!warm) {
    warm = new WarmPipeline(`exec lt-proc -z ${shellQuote(analyser)}`);
    warmAnalysers.set(analyser, warm);
  }
  try {
    // The closing " ;" keeps the period the stream format adds at the end off the last word ("etc.").
    return await warm.translate(`${words.join(' ; ')} ;`, TIMEOUT_MS);
  } catch {
    return runLtProc(analyser, words);
  }
}

/**
 * Looks words up in the morphological analyser an installed Apertium pair ships (`lt-proc`, a few
 * milliseconds): how glossary plurals and genders are confirmed, and which English words the engine's
 * preparations treat as unknown. Nothing installed → an empty answer.
 */
export function createApertiumWordLookup(dataDir = process.env.APERTIUM_DATA_DIR ?? DEFAULT_DATA_DIR): LookUpWords {
  const analysers = new Map<string, Promise<string | undefined>>();
  return async (language, words) => {
    let analyser = analysers.get(language);
    if (!analyser) {
      analyser = findAnalyser(dataDir, language);
      analysers.set(language, analyser);
    }
    const file = await analyser;
    return lookUpIn(file, words);
  };
}

async function lookUpIn(analyser: string | undefined, words: readonly string[]): Promise<Map<string, WordReading[]>> {
  const clean = words.map((word) => word.replace(/[\s^$/<>*@#\\[\]{};]/g, '')).filter(Boolean);
  if (!analyser || clean.length === 0) return new Map();
  return parseAnalyses(await analyse(analyser, clean));
}

/**
 * Looks words up in the analyser a mode itself starts with (the first `*.automorf.bin` of its mode
 * file): the English dictionaries of eng-spa and eng-cat differ ("non-profit", "mother-in-law" and
 * "t-shirt" are whole words only in eng-spa's), and the engine asks about the dictionary that will
 * read the text. No mode file → an empty answer.
 */
export function createModeWordLookup(modeName: string): LookUpWords {
  const analyser = /^[\w-]+$/.test(modeName)
    ? readFile(path.join(modesFolder(), `${modeName}.mode`), 'utf8').then(
        (mode) => /'([^']+\.automorf\.bin)'/.exec(mode)?.[1] ?? /(\S+\.automorf\.bin)/.exec(mode)?.[1],
        () => undefined,
      )
    : Promise.resolve(undefined);
  return async (_language, words) => lookUpIn(await analyser, words);
}

/** One per process, like the engine: the analysers are found once per language. */
export const apertiumWordLookup = createApertiumWordLookup();
