import type { ReadReference } from './read-reference';

/**
 * The CSL type a reference most likely has, from the cues the styles leave: "In" before a book title,
 * a volume or pages after a journal, a place and publisher, a thesis or report label, a bare web link.
 */
export function guessType(reading: ReadReference, hasUrl: boolean): string {
  const { details } = reading;
  const genre = details.genre ?? '';
  const container = details.container ?? '';
  if (/dissertation|thesis|diss\b/i.test(genre)) return 'thesis';
  if (/video|film/i.test(genre)) return 'motion_picture';
  if (/dataset/i.test(genre)) return 'dataset';
  if (/report/i.test(genre)) return 'report';
  // "Proceedings of the Institution of …, Part B: Journal of …" is a journal whatever its first word.
  if (/\bjournal\b/i.test(container) && !details.inside) return 'article-journal';
  if (/proceedings|conference|symposium|workshop|\bproc\b|advances in/i.test(container)) return 'paper-conference';
  if (details.inside || details.editors?.length) return 'chapter';
  if (details.volume || details.issue) return 'article-journal';
  if (container && /\b(?:times|post|guardian|herald|tribune|gazette|daily|news|telegraph|independent|observer|chronicle)\b/i.test(container)) return 'article-newspaper';
  // A day-level date on a named source without volume or pages: a newspaper (above) or a web page.
  if (container && reading.day && hasUrl && !details.page) return 'webpage';
  // A quoted stand-alone title with a publisher but no container: styles quote reports, not books.
  if (reading.titleQuoted && details.publisher && !container) return 'report';
  if (container && details.page) return 'article-journal';
  if (hasUrl && !details.publisher && !details.edition) return 'webpage';
  if (/\breport\b/i.test(reading.title ?? '') && details.publisher) return 'report';
  if (container && !details.publisher) return hasUrl ? 'webpage' : 'article-journal';
  return 'book';
}
