import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupIdentifier } from '../lookup-identifier';
import { startFakeLookupServer, type FakeLookupServer } from '../testing/start-fake-lookup-server';

const WORK = {
  status: 'ok',
  message: {
    DOI: '10.1037/amp0000722',
    type: 'journal-article',
    title: ['Fifty years of <i>self-efficacy</i>'],
    subtitle: ['A retrospective'],
    'container-title': ['American Psychologist'],
    'short-container-title': ['Am Psychol'],
    author: [
      { given: 'Albert', family: 'Bandura', sequence: 'first' },
      { given: 'Dale H.', family: 'Schunk', sequence: 'additional' },
      { name: 'The Open Science Collaboration', sequence: 'additional' },
    ],
    issued: { 'date-parts': [[2021, 3]] },
    volume: '76',
    issue: '2',
    page: '245 - 258',
    publisher: 'American Psychological Association (APA)',
    ISSN: ['1935-990X', '0003-066X'],
    URL: 'https://doi.org/10.1037/amp0000722',
  },
};

let fake: FakeLookupServer;
beforeAll(async () => {
  fake = await startFakeLookupServer();
  fake.reply('/works/10.1037%2Famp0000722', { body: WORK });
  fake.reply('/works/10.5555%2Fslow', { body: WORK, delayMs: 1_500 });
  fake.reply('/works/10.5555%2Fbusy', { status: 503, body: 'overloaded' });
  fake.reply('/works/10.5555%2Fpreprint', {
    body: { message: { type: 'posted-content', subtype: 'preprint', title: ['A preprint'], 'container-title': [], institution: [{ name: 'PsyArXiv' }], 'article-number': 'e12' } },
  });
});
afterAll(() => fake.close());

describe('lookupIdentifier: DOI through Crossref', () => {
  it('gives the article as CSL-JSON a style can format', async () => {
    const read = await lookupIdentifier({ kind: 'doi', value: 'https://doi.org/10.1037/amp0000722' }, fake.settings());
    expect(read.items).toEqual([
      {
        id: 'bandura2021fifty',
        type: 'article-journal',
        title: 'Fifty years of <i>self-efficacy</i>: A retrospective',
        'container-title': 'American Psychologist',
        'container-title-short': 'Am Psychol',
        author: [
          { family: 'Bandura', given: 'Albert' },
          { family: 'Schunk', given: 'Dale H.' },
          { literal: 'The Open Science Collaboration' },
        ],
        issued: { 'date-parts': [[2021, 3]] },
        volume: '76',
        issue: '2',
        page: '245-258',
        publisher: 'American Psychological Association (APA)',
        ISSN: '1935-990X',
        DOI: '10.1037/amp0000722',
      },
    ]);
    expect(read.origins).toEqual([{ itemId: 'bandura2021fifty', from: 'doi', uncertainFields: [] }]);
    expect(read.warnings).toEqual([]);
  });

  it('keeps a DOI Crossref does not know, with a warning instead of an error', async () => {
    const read = await lookupIdentifier({ kind: 'doi', value: 'doi:10.5555/no-such-thing' }, fake.settings());
    expect(read.items[0]).toMatchObject({ type: 'article-journal', DOI: '10.5555/no-such-thing' });
    expect(read.warnings).toEqual([{ itemId: read.items[0]?.id, field: 'DOI', message: expect.stringMatching(/does not resolve/) }]);
  });

  it('files a preprint under its repository', async () => {
    const read = await lookupIdentifier({ kind: 'doi', value: '10.5555/preprint' }, fake.settings());
    expect(read.items[0]).toMatchObject({ type: 'article', publisher: 'PsyArXiv', number: 'e12', DOI: '10.5555/preprint' });
  });

  it('refuses something that is not a DOI before asking anyone', async () => {
    const before = fake.requested.length;
    await expect(lookupIdentifier({ kind: 'doi', value: '10.12/x y' }, fake.settings())).rejects.toThrow(/is not a DOI/);
    expect(fake.requested.length).toBe(before);
  });

  it('says Crossref is busy when it answers 503', async () => {
    await expect(lookupIdentifier({ kind: 'doi', value: '10.5555/busy' }, fake.settings())).rejects.toMatchObject({
      name: 'ToolInputError',
      reason: 'unreachable',
      message: expect.stringMatching(/Crossref is busy or down \(HTTP 503\)/),
    });
  });

  it('gives up at the deadline with a message, not a hang', async () => {
    await expect(lookupIdentifier({ kind: 'doi', value: '10.5555/slow' }, fake.settings({ timeoutMs: 200 }))).rejects.toMatchObject({
      reason: 'timeout',
      message: expect.stringMatching(/Crossref did not answer within/),
    });
  });

  it('says the service cannot be reached when nothing listens', async () => {
    const closedPort = await findClosedPort();
    await expect(lookupIdentifier({ kind: 'doi', value: '10.1037/amp0000722' }, fake.settings({ crossrefUrl: `http://127.0.0.1:${closedPort}` }))).rejects.toMatchObject({
      reason: 'unreachable',
      message: expect.stringMatching(/could not reach Crossref/),
    });
  });

  it("passes the caller's abort on as an abort", async () => {
    const controller = new AbortController();
    const pending = lookupIdentifier({ kind: 'doi', value: '10.5555/slow' }, fake.settings(), controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

async function findClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
