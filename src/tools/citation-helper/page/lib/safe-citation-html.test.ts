// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildClipboardDocument } from './copy-rich-text';
import { toSafeCitationHtml } from './safe-citation-html';

describe('citation html', () => {
  it('keeps italics, small caps and links, drops wrappers and anything that could run', () => {
    const html =
      '<div class="csl-entry">Smith, J. (2020). <i>Sleep &#38; memory</i>. <span style="font-variant:small-caps;position:fixed">Press</span> <a href="https://doi.org/10.1/x" onclick="x()">doi</a></div>';
    expect(toSafeCitationHtml(html)).toBe(
      'Smith, J. (2020). <i>Sleep &amp; memory</i>. <span style="font-variant:small-caps">Press</span> <a href="https://doi.org/10.1/x">doi</a>',
    );
    expect(toSafeCitationHtml('<img src=x onerror="alert(1)"><script>alert(1)</script>Title <a href="javascript:alert(1)">x</a>')).toBe('Title <a>x</a>');
  });

  it('builds a clipboard document Word pastes with italics and a hanging indent, plus the plain text', () => {
    const copied = buildClipboardDocument([
      { text: 'Doe, J. (2019). Writing well.', html: 'Doe, J. (2019). <i>Writing well</i>.' },
      { text: 'Smith, J. (2020). Sleep.', html: 'Smith, J. (2020). <i>Sleep</i>.' },
    ]);
    expect(copied.text).toBe('Doe, J. (2019). Writing well.\nSmith, J. (2020). Sleep.');
    expect(copied.html).toContain('<i>Writing well</i>');
    expect(copied.html.match(/text-indent:-0.5in/g)).toHaveLength(2);
  });
});
