import { cite } from '../engine/cite';
import { citationInputSchema, type ParsedCitationInput } from '../contract';
import type { CslFixture } from './load-fixtures';

/**
 * A CSL test-suite fixture through the tool's own path (style "custom", html), put back into the
 * suite's shape: citations one per line, the bibliography inside its csl-bib-body wrapper.
 */
export async function runFixture(fixture: CslFixture, options: { throughContract: boolean }): Promise<string> {
  // The suite's runner names items without an id itself; so does this.
  const items = fixture.input.map((item, index) => ({ ...item, id: String(item.id ?? `ITEM-${index + 1}`) }));
  const ids = items.map((item) => item.id);
  const citationItems = (fixture.citation_items ?? [ids.map((id) => ({ id }))]).map((citation) =>
    citation.map((cited) => ({ ...cited, id: String(cited.id) })),
  );
  const request = {
    style: 'custom',
    styleXml: fixture.csl,
    items,
    output: fixture.mode,
    format: 'html',
    ...(fixture.mode === 'citation' ? { citationItems } : {}),
  };
  // Through the contract, the suite's test-only cite fields (position, near-note) and type-less items are refused;
  // the processor-level figure hands the same request to the engine as is.
  const input = options.throughContract ? citationInputSchema.parse(request) : (request as ParsedCitationInput);
  const result = await cite(input);
  if (fixture.mode === 'citation') return result.citations.map((citation) => citation.html).join('\n');
  const entries = result.bibliography.map((entry) => `  <div class="csl-entry">${entry.html}</div>\n`);
  return `<div class="csl-bib-body">\n${entries.join('')}</div>`;
}
