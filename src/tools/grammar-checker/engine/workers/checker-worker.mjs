// Worker-thread host for the two heavy engines: harper.js (16 MB WASM, ~500 MB resident) and
// nspell dictionaries (French takes ~9 s and ~650 MB to build). Both block while they work, so they
// must never run on the server's event loop. Plain JavaScript on purpose: a worker thread does not
// inherit the TypeScript loader under every runner (tsx, Vitest), and this file stays deliberately
// thin — every decision about what the results mean is made in TypeScript on the main thread.
import process from 'node:process';
import { parentPort } from 'node:worker_threads';

/** @type {Promise<import('harper.js').LocalLinter> | undefined} */
let linterPromise;
/** @type {Map<string, Promise<{correct(w: string): boolean, suggest(w: string): string[]}>>} */
const spellers = new Map();

const DIALECTS = { us: 0, gb: 1, au: 2, ca: 3, in: 4 };
let currentDialect = 0;

async function loadLinter() {
  const { LocalLinter, Dialect } = await import('harper.js');
  const { loadFullHarperBinary } = await import('./load-full-harper-binary.mjs');
  const { binary, release } = await loadFullHarperBinary();
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  // The first lint pays a one-off cost of several seconds of CPU (lazy tables inside the WASM, and
  // the spelling index on the first unknown word); pay it here so the first user request does not.
  await linter.lint(
    'This are a warm-up sentence that have a error in it, and it has went well. I recieve teh mial ' +
      'evry day, but their is alot of it. The students writes essays about tecnology and sience.',
    { language: 'plaintext' },
  );
  // harper has compiled and instantiated the module by now, and looks it up by URL from then on.
  release();
  return linter;
}

/** @param {{text: string, dialect?: keyof typeof DIALECTS}} request */
async function lintText(request) {
  linterPromise ??= loadLinter();
  const linter = await linterPromise;
  const dialect = DIALECTS[request.dialect ?? 'us'] ?? 0;
  // Changing the dialect rebuilds harper's dictionary (tens of milliseconds): only when it changes.
  if (dialect !== currentDialect) {
    await linter.setDialect(dialect);
    currentDialect = dialect;
  }
  const groups = await linter.organizedLints(request.text, { language: 'plaintext' });
  const out = [];
  for (const [rule, lints] of Object.entries(groups)) {
    for (const lint of lints) {
      const span = lint.span();
      out.push({
        rule,
        kind: lint.lint_kind(),
        start: span.start,
        end: span.end,
        message: lint.message(),
        suggestions: lint.suggestions().map((s) => ({ kind: s.kind(), text: s.get_replacement_text() })),
      });
      // WASM objects are not garbage-collected: free them or the worker grows with every request.
      span.free();
      lint.free();
    }
  }
  return out;
}

/** @param {string} language */
async function loadSpeller(language) {
  const { default: nspell } = await import('nspell');
  const { default: dictionary } = await import(`dictionary-${language}`);
  return nspell(dictionary);
}

/** @param {string} language */
function findSpeller(language) {
  if (!spellers.has(language)) spellers.set(language, loadSpeller(language));
  return spellers.get(language);
}

/** Which words the dictionary knows. Cheap, so the main thread can try compound splits before suggesting. */
async function knowWords(request) {
  const speller = await findSpeller(request.language);
  return request.words.map((word) => speller.correct(word));
}

/** nspell's suggest() costs tens of milliseconds per word in German: remember every answer. */
const suggestionCache = new Map();

/** @param {{language: string, words: string[], maxSuggestions: number}} request */
async function suggestWords(request) {
  const speller = await findSpeller(request.language);
  return request.words.map((word) => {
    const key = `${request.language}:${word}`;
    if (!suggestionCache.has(key)) {
      // Bounded so a stream of garbage words cannot grow the worker without limit.
      if (suggestionCache.size > 50_000) suggestionCache.clear();
      suggestionCache.set(key, speller.suggest(word));
    }
    return suggestionCache.get(key).slice(0, request.maxSuggestions);
  });
}

const OPERATIONS = { lint: lintText, know: knowWords, suggest: suggestWords, ping: async () => 'pong' };

parentPort?.on('message', async (message) => {
  const operation = OPERATIONS[message.op];
  try {
    if (!operation) throw new Error(`unknown operation ${message.op}`);
    parentPort?.postMessage({ id: message.id, ok: true, value: await operation(message) });
  } catch (error) {
    // A Rust panic leaves the WASM instance unusable: say so, and let the client start a fresh worker.
    const fatal = message.op === 'lint';
    parentPort?.postMessage({ id: message.id, ok: false, fatal, error: String(error?.message ?? error) });
    if (fatal) process.exit(1);
  }
});
