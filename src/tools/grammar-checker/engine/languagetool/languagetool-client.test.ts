import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grammarCheckerEngine } from '../engine';
import { type GrammarResult } from '../../contract';
import { stopGrammarWorkers } from '../workers/engine-workers';
import { checkWithLanguageTool, readLanguageToolSettings, toLanguageToolCode } from './languagetool-client';

/** One match as LanguageTool's /v2/check writes it (every field of the real shape, not only those we read). */
function match(text: string, word: string, replacement: string, rule: { id: string; description: string; issueType: string; category: string }, message: string) {
  const offset = text.indexOf(word);
  return {
    message,
    shortMessage: '',
    replacements: [{ value: replacement }],
    offset,
    length: word.length,
    context: { text, offset, length: word.length },
    sentence: text,
    type: { typeName: 'Other' },
    rule: { id: rule.id, subId: '1', sourceFile: 'grammar.xml', description: rule.description, issueType: rule.issueType, category: { id: rule.category, name: rule.category } },
    ignoreForIncompleteSentence: false,
    contextForSureMatch: 0,
  };
}

function answer(text: string, matches: unknown[]) {
  return {
    software: { name: 'LanguageTool', version: '6.5', buildDate: '2024-09-25 12:47:04 +0000', apiVersion: 1, premium: false, premiumHint: '', status: '' },
    warnings: { incompleteResults: false },
    language: { name: 'German (Germany)', code: 'de-DE', detectedLanguage: { name: 'German (Germany)', code: 'de-DE', confidence: 0.99, source: 'ngram' } },
    matches,
    sentenceRanges: [[0, text.length]],
    extendedSentenceRanges: [{ from: 0, to: text.length, detectedLanguages: [{ language: 'de', rate: 1 }] }],
  };
}

const GERMAN = 'Der Kinder spielen im Garten. Wir haben das gestern gemacht, weil es regnet hatte.';

interface Received {
  path: string;
  form: URLSearchParams;
}

let server: Server;
let baseUrl: string;
let mode: 'ok' | 'error' | 'slow' | 'garbage' = 'ok';
const received: Received[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    received.push({ path: request.url ?? '', form });
    const text = form.get('text') ?? '';
    if (mode === 'error') return void response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal error');
    if (mode === 'garbage') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 3_000));
    const matches = [
      // The same words our German article rule flags, with the same fix: one card.
      match(text, 'Der', 'Die', { id: 'DE_AGREEMENT', description: 'Kongruenz von Nominalphrasen', issueType: 'grammar', category: 'GRAMMAR' }, 'Möglicherweise fehlende grammatische Übereinstimmung des Genus. Meinten Sie <suggestion>Die</suggestion>?'),
      // Something only LanguageTool finds here.
      match(text, 'regnet hatte', 'geregnet hatte', { id: 'PARTIZIP_II', description: 'Partizip II nach haben', issueType: 'grammar', category: 'GRAMMAR' }, 'Nach „hatte“ steht das Partizip: <suggestion>geregnet hatte</suggestion>.'),
    ].filter((m) => m.offset >= 0);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer(text, matches)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

const saved = { ...process.env };
afterEach(() => {
  mode = 'ok';
  received.length = 0;
  for (const key of ['LANGUAGETOOL_URL', 'LANGUAGETOOL_API_KEY', 'LANGUAGETOOL_USERNAME', 'LANGUAGETOOL_TIMEOUT_MS']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stopGrammarWorkers();
});

async function checkGerman(): Promise<GrammarResult> {
  return grammarCheckerEngine.run(grammarCheckerEngine.inputSchema.parse({ text: GERMAN, language: 'de' }), { responses: 'advanced' });
}

const cardsOn = (result: GrammarResult, words: string) => result.issues.filter((i) => GERMAN.slice(i.offset, i.offset + i.length) === words);

describe('the optional LanguageTool server', () => {
  it('adds its findings to ours, one card per span, and says it ran', async () => {
    process.env.LANGUAGETOOL_URL = `${baseUrl}/`;
    const result = await checkGerman();
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/v2/check');
    expect(received[0]?.form.get('language')).toBe('de-DE');
    expect(received[0]?.form.get('text')).toBe(GERMAN);
    expect(received[0]?.form.has('apiKey')).toBe(false);
    // Our rule and LanguageTool both flag "Der": a single card, fix "Die".
    expect(cardsOn(result, 'Der')).toHaveLength(1);
    expect(cardsOn(result, 'Der')[0]?.replacements[0]).toBe('Die');
    // LanguageTool's fix where our rules have none (our word-order guess "hatte regnet" is no longer made:
    // the verb-final rule now leaves a clause ending in its auxiliary alone); its markup is turned into quotes.
    expect(cardsOn(result, 'regnet hatte')).toHaveLength(1);
    const participle = cardsOn(result, 'regnet hatte')[0];
    expect(participle?.replacements[0]).toBe('geregnet hatte');
    expect(participle?.replacements).not.toContain('hatte regnet');
    expect(participle?.message).toBe('Nach „hatte“ steht das Partizip: ‘geregnet hatte’.');
    expect(participle?.ruleName).toBe('Partizip II nach haben');
    expect(result.corrected).toContain('Die Kinder spielen');
    expect(result.corrected).toContain('weil es geregnet hatte');
    expect(result.language.checks).toContain('LanguageTool');
    expect(result.notices).toEqual([]);
  });

  it('sends the hosted API its username and key', async () => {
    process.env.LANGUAGETOOL_URL = baseUrl;
    process.env.LANGUAGETOOL_USERNAME = 'writer@example.com';
    process.env.LANGUAGETOOL_API_KEY = 'key-123';
    await checkWithLanguageTool('Das ist gut.', 'de-DE');
    expect(received[0]?.form.get('username')).toBe('writer@example.com');
    expect(received[0]?.form.get('apiKey')).toBe('key-123');
  });

  it.each([
    ['answers 500', 'error'],
    ['answers HTML', 'garbage'],
    ['answers too late', 'slow'],
  ] as const)('falls back to our checks, with no error shown, when the server %s', async (_name, failure) => {
    process.env.LANGUAGETOOL_URL = baseUrl;
    process.env.LANGUAGETOOL_TIMEOUT_MS = '500';
    mode = failure;
    const result = await checkGerman();
    expect(cardsOn(result, 'Der')[0]?.replacements[0]).toBe('Die');
    expect(result.issues.some((i) => i.replacements.includes('geregnet hatte'))).toBe(false);
    expect(result.corrected).toContain('weil es regnet hatte');
    expect(result.language.checks).not.toContain('LanguageTool');
    expect(result.language.checks).toContain('grammar');
    expect(result.notices).toEqual([]);
  });

  it('falls back when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    process.env.LANGUAGETOOL_URL = `http://127.0.0.1:${port}`;
    const result = await checkGerman();
    expect(result.language.checks).not.toContain('LanguageTool');
    expect(cardsOn(result, 'Der')).toHaveLength(1);
  });

  it('is off unless configured, and names languages as LanguageTool does', () => {
    expect(readLanguageToolSettings({})).toBeUndefined();
    expect(readLanguageToolSettings({ LANGUAGETOOL_URL: 'https://api.languagetoolplus.com/v2/' })?.url).toBe('https://api.languagetoolplus.com');
    expect(toLanguageToolCode('en', 'gb', false)).toBe('en-GB');
    expect(toLanguageToolCode('en', 'us', true)).toBe('en');
    expect(toLanguageToolCode('fr', undefined, false)).toBe('fr');
    expect(toLanguageToolCode('nl', undefined, false)).toBeUndefined();
  });
});
