import { describe, expect, it } from 'vitest';
import { translateHtml } from './translate-html';

const shout = async (texts: string[]) => texts.map((text) => text.toUpperCase().replace(/<(\/?)G(\d+)>/g, '<$1g$2>'));

/** A fake engine that, like the pipeline, leaves `code` spans untouched. */
const keepCode = async (texts: string[]) =>
  texts.map((text) => text.split(/(`[^`]*`|<\/?g\d+>)/).map((part, index) => (index % 2 ? part : part.toUpperCase())).join(''));

describe('translateHtml', () => {
  it('translates text in place and keeps inline formatting on the translated words', async () => {
    const html = '<p class="lead">Hello <b>bold</b> &amp; <a href="https://example.com/x">linked</a> words.</p>';
    const { html: out, simplified } = await translateHtml(html, shout);
    expect(out).toBe('<p class="lead">HELLO <b>BOLD</b> &amp; <a href="https://example.com/x">LINKED</a> WORDS.</p>');
    expect(simplified).toBe(0);
  });

  it('sends one block per paragraph, heading and list item', async () => {
    const sent: string[] = [];
    await translateHtml('<h1>Title</h1>\n<ul>\n  <li>One</li>\n  <li>Two <em>more</em></li>\n</ul>', async (texts) => {
      sent.push(...texts);
      return texts;
    });
    expect(sent).toEqual(['Title', 'One', '<g1>Two </g1><g2>more</g2>']);
  });

  it('leaves scripts, styles, pre and translate="no" alone, and keeps inline code unchanged', async () => {
    const html = [
      '<style>p { color: red }</style>',
      '<script>const words = "keep";</script>',
      '<pre>keep this</pre>',
      '<p translate="no">Brand Name</p>',
      '<p>Run <code>npm test</code> now.</p>',
    ].join('');
    const { html: out } = await translateHtml(html, keepCode);
    expect(out).toContain('<style>p { color: red }</style>');
    expect(out).toContain('<script>const words = "keep";</script>');
    expect(out).toContain('<pre>keep this</pre>');
    expect(out).toContain('<p translate="no">Brand Name</p>');
    expect(out).toContain('<p>RUN <code>npm test</code> NOW.</p>');
  });

  it('translates alt and title texts and sets the document language', async () => {
    const html = '<html lang="en"><head><title>My page</title></head><body><img src="a.png" alt="A cat" title="Cute"></body></html>';
    const { html: out } = await translateHtml(html, shout, 'es');
    expect(out).toBe('<html lang="es"><head><title>MY PAGE</title></head><body><img src="a.png" alt="A CAT" title="CUTE"></body></html>');
  });

  it('makes every declaration of the source language the target, and keeps other languages and untranslated parts', async () => {
    const html = [
      '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en-GB">',
      '<head><meta http-equiv="Content-Language" content="en"></head>',
      '<body lang="en"><p lang="en-US">Hello <span lang="fr">déjà vu</span>.</p>',
      '<p translate="no" lang="en">Brand</p><a href="/de" hreflang="en">Other</a></body></html>',
    ].join('');
    const { html: out } = await translateHtml(html, shout, 'es', 'en');
    expect(out).toContain('<html lang="es" xmlns="http://www.w3.org/1999/xhtml" xml:lang="es">');
    expect(out).toContain('<meta http-equiv="Content-Language" content="es">');
    expect(out).toContain('<body lang="es"><p lang="es">HELLO <span lang="fr">DÉJÀ VU</span>.</p>');
    expect(out).toContain('<p translate="no" lang="en">Brand</p><a href="/de" hreflang="en">OTHER</a>');
  });

  it('without the source language, sets only the document language', async () => {
    const { html: out } = await translateHtml("<html lang='en'><body><p lang=en>Hi</p></body></html>", shout, 'es');
    expect(out).toBe('<html lang="es"><body><p lang=en>HI</p></body></html>');
  });
});
