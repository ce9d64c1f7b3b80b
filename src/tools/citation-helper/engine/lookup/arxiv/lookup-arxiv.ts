import type { CslItem } from '../../../contract';
import type { ReadItems } from '../../source-reading';
import { LookupFailure } from '../lookup-failure';
import { fetchForLookup, readTextBody, type LookupRequest } from '../lookup-request';
import { collapseSpaces, decodeEntities } from '../read/clean-text';
import { dropEmptyFields, joinUrl } from '../read/drop-empty-fields';
import { makeCitationKey } from '../read/make-citation-key';
import { normalizeArxivId } from '../read/normalize-identifier';
import { readLooseDate } from '../read/read-loose-date';
import { readPersonName, type CslName } from '../read/read-person-name';

const SERVICE = 'arXiv';

/**
 * An arXiv id through the export API (`/api/query?id_list=`, an Atom feed), as a preprint the way APA and
 * Zotero cite it: repository "arXiv", number "arXiv:<id>", and arXiv's own DOI (10.48550/arXiv.<id>).
 */
export async function lookupArxiv(value: string, request: LookupRequest): Promise<ReadItems> {
  const id = normalizeArxivId(value);
  const url = joinUrl(request.settings.arxivUrl, `api/query?id_list=${encodeURIComponent(id)}&max_results=1`);
  const response = await fetchForLookup(url, request, SERVICE, { accept: 'application/atom+xml' });
  const feed = response ? await readTextBody(response, request, SERVICE, 5_000_000) : '';
  const entry = readFirstEntry(feed);
  if (!entry) throw new LookupFailure('not-found', `${SERVICE} has no paper with the id ${id}. Check the id, or enter the paper by hand.`);
  const bareId = id.replace(/v\d+$/, '');
  const fields = dropEmptyFields({
    type: 'article',
    title: entry.title,
    author: entry.authors,
    issued: readLooseDate(entry.published),
    publisher: 'arXiv',
    number: `arXiv:${id}`,
    DOI: `10.48550/arXiv.${bareId}`,
    URL: `https://arxiv.org/abs/${id}`,
  });
  const item = { id: makeCitationKey(fields as Omit<CslItem, 'id'>), ...fields } as CslItem;
  const warnings = entry.publishedDoi
    ? [
        {
          itemId: item.id,
          field: 'DOI',
          message: `This preprint was published${entry.journalRef ? ` (${entry.journalRef})` : ''} with the DOI ${entry.publishedDoi}; cite the published version if that is what you read.`,
        },
      ]
    : [];
  return { items: [item], origins: [{ itemId: item.id, from: 'arxiv', uncertainFields: [] }], warnings };
}

interface AtomEntry {
  title: string;
  authors: CslName[];
  published: string | undefined;
  publishedDoi: string | undefined;
  journalRef: string | undefined;
}

/** The first real entry of the feed; arXiv reports a bad id as an entry titled "Error". */
function readFirstEntry(feed: string): AtomEntry | undefined {
  const entry = /<entry\b[^>]*>([\s\S]*?)<\/entry>/.exec(feed)?.[1];
  if (!entry) return undefined;
  const title = readTag(entry, 'title');
  const id = readTag(entry, 'id') ?? '';
  if (!title || /\/api\/errors/.test(id) || (title === 'Error' && !/<author\b/.test(entry))) return undefined;
  const authors = [...entry.matchAll(/<author\b[^>]*>([\s\S]*?)<\/author>/g)]
    .map((match) => readTag(match[1] ?? '', 'name'))
    .flatMap((name) => {
      const parsed = name ? readPersonName(name) : undefined;
      return parsed ? [parsed] : [];
    });
  return {
    title: collapseSpaces(title),
    authors,
    published: readTag(entry, 'published'),
    publishedDoi: readTag(entry, 'arxiv:doi'),
    journalRef: readTag(entry, 'arxiv:journal_ref'),
  };
}

function readTag(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];
  if (match === undefined) return undefined;
  const text = match.includes('<![CDATA[') ? match.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1') : decodeEntities(match);
  return collapseSpaces(text) || undefined;
}
