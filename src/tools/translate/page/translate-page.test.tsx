// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToolPage } from '../../../web/testing/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS } from '../../../domain/tools';
import type { EngineInfo, TranslateResult } from './api/translate-text';
import { Component as TranslatePage } from './translate-page';

const ENGINES: EngineInfo[] = [
  { id: 'apertium', available: true, pairs: [['en', 'es'], ['es', 'en'], ['en', 'ca']] },
  { id: 'libretranslate', available: false, pairs: [], message: 'Set LIBRETRANSLATE_URL to enable LibreTranslate.' },
  { id: 'deepl', available: false, pairs: [], message: 'Set DEEPL_API_KEY to enable DeepL.' },
  { id: 'model', available: false, pairs: [], message: 'Set OPENAI_BASE_URL to enable the AI model.' },
];

const TEXT = 'The cat sleeps. The dog runs to the release notes.';

function translated(body: Record<string, unknown>): TranslateResult {
  const glossary = (body.glossary as Array<{ source: string; target: string }> | undefined) ?? [];
  return {
    translation: 'El gato duerme. El perro corre a las notas de versión.',
    source: { code: 'en', detected: body.source === 'auto' },
    target: String(body.target),
    engine: 'apertium',
    segments: [
      { source: 'The cat sleeps. ', target: 'El gato duerme. ' },
      { source: 'The dog runs to the release notes.', target: 'El perro corre a las notas de versión.' },
    ],
    glossaryApplied: glossary.map((term) => ({ ...term, count: 1 })),
    notes: [],
  };
}

const requests: Array<Record<string, unknown>> = [];

function guest() {
  return {
    user: { id: 'guest-1', email: 'guest@example.com', isAnonymous: true },
    profile: null,
    subscription: { package: 'Free', isActive: true, nextRenewal: null, createdAt: null },
    remaining: Object.fromEntries(COUNTERS.map((counter) => [counter, 9])),
    limits: { requestsPerMonth: 10, wordsPerScan: 500, history: 'short' },
    periodEnd: new Date().toISOString(),
  };
}
let answer: (body: Record<string, unknown>) => Response;

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requests.length = 0;
  window.localStorage.clear();
  answer = (body) => respond(200, { result: translated(body), remaining: 9, historyId: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/tools/translate') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        requests.push(body);
        return answer(body);
      }
      if (url === '/api/config') return respond(200, { brandName: 'Scribewell', tools: { translate: { engines: ENGINES } } });
      // The first run starts a guest session, as the server does.
      if (url === '/api/me' && requests.length > 0) return respond(200, guest());
      return respond(401, { error: { code: 'unauthorized', message: 'Sign in' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderToolPage(<TranslatePage />);
}

const from = () => screen.getByLabelText('From') as HTMLSelectElement;
const to = () => screen.getByLabelText('To') as HTMLSelectElement;
const optionNames = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

async function translate(text = TEXT) {
  fireEvent.change(screen.getByLabelText('Text to translate'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
  return screen.findByTestId('translated-by');
}

/**
 * Stands in for the browser's XMLHttpRequest: records the upload and answers like POST /api/translate/document
 * with `Accept: application/x-ndjson`: the body arrives in chunks, each followed by a progress event.
 */
class FakeUpload {
  static sent: FormData[] = [];
  static accept: string[] = [];
  static reply: { status: number; chunks: string[]; headers: Record<string, string> } = { status: 200, chunks: [], headers: {} };
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onprogress: ((event: ProgressEvent) => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  open() {}
  abort() {}
  setRequestHeader(name: string, value: string) {
    if (name.toLowerCase() === 'accept') FakeUpload.accept.push(value);
  }
  getResponseHeader(name: string) {
    return FakeUpload.reply.headers[name.toLowerCase()] ?? null;
  }
  send(form: FormData) {
    FakeUpload.sent.push(form);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.upload.onload?.();
      this.status = FakeUpload.reply.status;
      for (const chunk of FakeUpload.reply.chunks) {
        this.responseText += chunk;
        this.onprogress?.({ lengthComputable: false, loaded: this.responseText.length, total: 0 } as ProgressEvent);
      }
      this.onload?.();
    }, 0);
  }
}

const line = (value: object) => `${JSON.stringify(value)}\n`;

describe('translate page', () => {
  it('offers the languages the engines have, translates, and says what it detected and who translated', async () => {
    renderPage();
    await waitFor(() => expect(optionNames(from())).toEqual(['Auto-detect', 'English', 'Spanish']));
    expect(optionNames(to())).toEqual(['Catalan', 'English', 'Spanish']);
    expect(to().value).toBe('es');

    fireEvent.change(screen.getByLabelText('Text to translate'), { target: { value: TEXT } });
    expect(screen.getByTestId('character-count').textContent).toBe(`${TEXT.length} characters`);
    expect(screen.getByTestId('word-counter').textContent).toBe('10 / 500 words');
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));

    expect((await screen.findByTestId('translated-by')).textContent).toBe('Apertium (offline)');
    expect(requests).toEqual([{ text: TEXT, source: 'auto', target: 'es', engine: 'auto', formality: 'default' }]);
    expect(screen.getByTestId('translation-output').textContent).toBe('El gato duerme. El perro corre a las notas de versión.');
    expect(screen.getByTestId('detected-language').textContent).toBe('Detected: English');
    // The count follows a deferred copy of the translation: React renders it after the text.
    await waitFor(() => expect(screen.getByTestId('translation-count').textContent).toBe('54 characters · 11 words'));
    expect(screen.queryByText(/changed since this check/)).toBeNull();
  });

  it('highlights the matching sentence in the other pane on hover', async () => {
    renderPage();
    await translate();
    const target = within(screen.getByTestId('translation-output')).getByText('El perro corre a las notas de versión.');
    fireEvent.mouseEnter(target);
    const highlighted = screen.getByTestId('source-mirror').querySelector('[data-active]');
    expect(highlighted?.textContent).toBe('The dog runs to the release notes.');
    expect(target.dataset.active).toBe('true');
    fireEvent.mouseLeave(target);
    expect(screen.getByTestId('source-mirror').querySelector('[data-active]')).toBeNull();
  });

  it('sends the glossary with every run, shows how often each term was applied, and keeps it for next time, also once a guest session starts', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: 'release notes' } });
    fireEvent.change(screen.getByLabelText('Translate it as'), { target: { value: 'notas de versión' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add term' }));
    expect(screen.getAllByTestId('glossary-term').map((term) => term.textContent)).toEqual(['release notes → notas de versión']);

    await translate();
    expect(requests[0]?.glossary).toEqual([{ source: 'release notes', target: 'notas de versión' }]);
    expect(screen.getByTestId('glossary-applied').textContent).toBe('Glossary applied: release notes → notas de versión (1×)');
    await waitFor(() => expect(screen.getByTestId('requests-left').textContent).toBe('9 requests left this month'));
    expect(screen.getAllByTestId('glossary-term')).toHaveLength(1);
    expect(screen.queryByText(/changed since this check/)).toBeNull();

    cleanup();
    renderPage();
    expect(screen.getAllByTestId('glossary-term')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove release notes' }));
    expect(screen.queryAllByTestId('glossary-term')).toHaveLength(0);
  });

  it('swaps the languages and the texts once the source is known', async () => {
    renderPage();
    await waitFor(() => expect(optionNames(from())).toContain('English'));
    expect((screen.getByRole('button', { name: 'Swap languages' }) as HTMLButtonElement).disabled).toBe(true);
    await translate();
    fireEvent.click(screen.getByRole('button', { name: 'Swap languages' }));
    expect(from().value).toBe('es');
    expect(to().value).toBe('en');
    expect((screen.getByLabelText('Text to translate') as HTMLTextAreaElement).value).toBe('El gato duerme. El perro corre a las notas de versión.');
    expect(screen.queryByTestId('translated-by')).toBeNull();
  });

  it("shows the server's message when no engine covers the pair, and the engines with the administrator's line that enables each", async () => {
    answer = () => respond(422, { error: { code: 'unsupported_pair', message: 'This site cannot translate English → German yet.' } });
    renderPage();
    fireEvent.change(screen.getByLabelText('Text to translate'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect((await screen.findByTestId('tool-run-error')).textContent).toContain('This site cannot translate English → German yet.');
    fireEvent.click(screen.getByText('Engines and the pairs each has'));
    const list = screen.getByTestId('engine-list');
    expect(within(list).getByTestId('engine-apertium').textContent).toContain('3 pairs');
    expect(within(list).getByTestId('engine-deepl').textContent).toContain("For the site's administrator: Set DEEPL_API_KEY to enable DeepL.");
  });

  it('says plainly when no engine is set up at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/config'
          ? respond(200, { brandName: 'Scribewell', tools: { translate: { engines: ENGINES.map((engine) => ({ ...engine, available: false })) } } })
          : respond(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
      ),
    );
    renderPage();
    expect((await screen.findAllByTestId('no-engine'))[0]?.textContent).toContain('Set DEEPL_API_KEY to enable DeepL.');
  });

  it('translates a document with the same options and offers the file the server sent back', async () => {
    FakeUpload.sent = [];
    FakeUpload.accept = [];
    FakeUpload.reply = {
      status: 200,
      chunks: [
        line({ type: 'progress', done: 400, total: 1000 }),
        line({ type: 'progress', done: 1000, total: 1000 }) + line({
          type: 'done',
          fileName: 'notes.es.docx',
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          file: btoa('PK'),
          remaining: 8,
          glossaryApplied: [{ source: 'release notes', target: 'notas de versión', count: 3 }],
          notes: ['Detected: English.'],
        }),
      ],
      headers: {},
    };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Document/ }), { button: 0 });
    const file = new File(['PK'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    fireEvent.change(await screen.findByLabelText('Document to translate'), { target: { files: [file] } });
    expect(screen.getByTestId('chosen-document').textContent).toContain('notes.docx');
    fireEvent.click(screen.getByRole('button', { name: 'Translate document' }));

    expect((await screen.findByTestId('download-document')).textContent).toBe('Download notes.es.docx');
    expect(FakeUpload.accept).toEqual(['application/x-ndjson']);
    expect(screen.getByTestId('glossary-applied').textContent).toBe('Glossary applied: release notes → notas de versión (3×)');
    expect(screen.getByTestId('run-notes').textContent).toContain('Detected: English.');
    const sent = FakeUpload.sent[0]!;
    expect(sent.get('file')).toBeInstanceOf(File);
    expect([sent.get('source'), sent.get('target'), sent.get('engine'), sent.get('glossary')]).toEqual(['auto', 'es', 'auto', null]);
  });

  it("shows the server's reason when a document cannot be translated", async () => {
    FakeUpload.reply = {
      status: 415,
      chunks: [JSON.stringify({ error: { code: 'unsupported_file_type', message: 'Upload a .docx, .txt, .md, .html or .pdf file.' } })],
      headers: {},
    };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Document/ }), { button: 0 });
    fireEvent.change(await screen.findByLabelText('Document to translate'), { target: { files: [new File(['x'], 'slides.docx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate document' }));
    expect((await screen.findByTestId('tool-run-error')).textContent).toContain('Upload a .docx, .txt, .md, .html or .pdf file.');
  });

  it('shows an error that ends the stream midway, once the file cannot come', async () => {
    FakeUpload.reply = {
      status: 200,
      chunks: [line({ type: 'progress', done: 10, total: 100 }), line({ type: 'error', status: 503, error: { code: 'engine_unavailable', message: 'DeepL is down.' } })],
      headers: {},
    };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Document/ }), { button: 0 });
    fireEvent.change(await screen.findByLabelText('Document to translate'), { target: { files: [new File(['x'], 'long.txt')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate document' }));
    expect(await screen.findByTestId('tool-run-error')).toBeTruthy();
    expect(screen.queryByTestId('download-document')).toBeNull();
  });
});
