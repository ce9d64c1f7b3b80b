import { describe, expect, it } from 'vitest';
import { protectSpans, restoreSpans } from './protect-spans';

/** What the engine would see, and what the user gets back when the engine copies every token. */
function roundTrip(text: string, engine: (protectedText: string) => string = (value) => value) {
  const { text: protectedText, spans } = protectSpans(text);
  const restored = restoreSpans(engine(protectedText), protectedText, spans);
  return { protectedText, spans, ...restored };
}

describe('protectSpans', () => {
  it.each([
    ['Read https://example.com/a_(b)?q=1#x, then reply.', 'https://example.com/a_(b)?q=1#x'],
    ['Visit www.example.org.', 'www.example.org'],
    ['Write to ana.perez+work@example.co.uk today.', 'ana.perez+work@example.co.uk'],
    ['Ask @jane_doe about it.', '@jane_doe'],
    ['Tagged #OpenSource and #42.', '#OpenSource'],
    ['Run `npm install --save` first.', '`npm install --save`'],
    ['It weighs 3.5 kg.', '3.5 kg'],
    ['It costs $1,299.99 now.', '$1,299.99'],
    ['Growth was 12% last year.', '12%'],
    ['We meet at 10:30 on 2024-05-01.', '10:30'],
    ['Click <a href="/x">here</a>.', '<a href="/x">'],
    ['Fish &amp; chips.', '&amp;'],
    ['See [the guide](https://example.com/guide "Guide").', '](https://example.com/guide "Guide")'],
  ])('hides what must not be translated in %j', (text, span) => {
    const { text: protectedText, spans } = protectSpans(text);
    expect(spans.map((each) => each.original)).toContain(span);
    expect(protectedText).not.toContain(span);
  });

  it('leaves ordinary words, ordinals and words with digits to the engine', () => {
    const { spans } = protectSpans('The 1st mp3 player is a snake_case fan; 2 * 3 is six.');
    expect(spans.map((span) => span.original)).toEqual(['2', '3']);
  });

  it('keeps Markdown structure while leaving the words translatable', () => {
    const { text: protectedText } = protectSpans('## Getting started\n- **Install** the _app_');
    expect(protectedText).toBe('⟦0⟧ Getting started\n⟦1⟧Install⟦2⟧ the ⟦3⟧app⟦4⟧');
  });

  it('protects a code block whole', () => {
    const { text: protectedText, spans } = protectSpans('Run this:\n```\nls -la  /tmp\n```\nDone.');
    expect(protectedText).toBe('Run this:\n⟦0⟧\nDone.');
    expect(spans[0]?.kind).toBe('code');
  });

  it('treats a placeholder-looking text in the source as text to keep', () => {
    expect(roundTrip('Keep ⟦7⟧ and 5 kg.').text).toBe('Keep ⟦7⟧ and 5 kg.');
  });
});

describe('restoreSpans', () => {
  const source = 'Visit https://example.com or mail me@example.com about the 5 kg parcel.';

  it('gives back every span when the engine copies the tokens', () => {
    const result = roundTrip(source, (text) => text.replace('Visit', 'Visita').replace('or mail', 'o escribe a').replace('about the', 'sobre el').replace('parcel', 'paquete'));
    expect(result.text).toBe('Visita https://example.com o escribe a me@example.com sobre el 5 kg paquete.');
    expect(result.missing).toEqual([]);
  });

  it('follows tokens the engine moved', () => {
    const result = roundTrip('Call @ana at 10:30.', () => 'A las ⟦1⟧, llama a ⟦0⟧.');
    expect(result.text).toBe('A las 10:30, llama a @ana.');
  });

  it.each([
    ['spaced out', 'Llama a ⟦ 0 ⟧ a las ⟦ 1 ⟧.'],
    ['square brackets', 'Llama a [0] a las [[1]].'],
    ['CJK brackets and full-width digits', 'Llama a 【０】 a las 〚1〛.'],
    ['escaped by a model', 'Llama a \\⟦0\\⟧ a las ⟦1⟧.'],
  ])('recognises tokens an engine mangled: %s', (_, output) => {
    expect(roundTrip('Call @ana at 10:30.', () => output).text).toBe('Llama a @ana a las 10:30.');
  });

  it('keeps a token the engine repeated once', () => {
    expect(roundTrip('Call @ana now.', () => 'Llama a ⟦0⟧ ⟦0⟧ ahora.').text).toBe('Llama a @ana ahora.');
  });

  it('appends a span the engine lost instead of dropping it, and says so', () => {
    const result = roundTrip('Open https://example.com now.', () => 'Ábrelo ahora.');
    expect(result.text).toBe('Ábrelo ahora. https://example.com');
    expect(result.missing.map((span) => span.original)).toEqual(['https://example.com']);
  });

  it('leaves the engine output alone where the source had brackets of its own', () => {
    const result = roundTrip('Item [0] costs 5 €.', (text) => text.replace('Item', 'El artículo').replace('costs', 'cuesta'));
    expect(result.text).toBe('El artículo [0] cuesta 5 €.');
  });

  it('restores inside one segment only the tokens that segment had', () => {
    const whole = protectSpans('See https://a.example. Then https://b.example.');
    const second = 'Then ⟦1⟧.';
    expect(restoreSpans('Luego ⟦1⟧.', second, whole.spans)).toEqual({ text: 'Luego https://b.example.', missing: [] });
  });

  it('keeps a token longer than any word as written, but not a sentence of a script written without spaces', () => {
    const digits = '7'.repeat(30_000);
    const long = protectSpans(`Hello, how are you today?${digits}x`);
    expect(long.spans.map((span) => span.kind)).toEqual(['code']);
    expect(long.spans[0]?.original).toBe(`today?${digits}x`);
    expect(protectSpans('Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz wurde aufgehoben.').spans).toEqual([]);
    const japanese = '今日はとても良い天気なので、公園まで歩いて行き、友達と一緒に昼ご飯を食べてから、図書館で本を読みました。'.repeat(3);
    expect(protectSpans(japanese).spans).toEqual([]);
  });

  it('finds e-mails in one pass over a long run of letters without an @', () => {
    const run = 'a'.repeat(200_000);
    expect(protectSpans(`${run} write to ana@example.org`).spans.map((span) => span.original)).toEqual([run, 'ana@example.org']);
  });
});
