import { Cite } from '@citation-js/core';
import '../format/citation-js';
import { describeDeepNesting, findDeepNesting } from '../../../../platform/contract-kit/find-deep-nesting';
import { ToolInputError } from '../../../../platform/engine';
import { cslItemSchema, type CslItem } from '../../contract';
import { measureBibtex } from './measure-bibtex';
import { checkItemCount } from './source-caps';
import { cleanImportedItem } from './clean-imported-item';
import { joinDotlessAccents } from './join-dotless-accents';
import { markProtectedCase, restoreProtectedCase, restoreSeasons, scanBibtexEntries } from './restore-bibtex-details';
import { restoreRisDetails, splitRisRecords } from './restore-ris-details';

/** CSL-JSON text: one item or a list; each needs a type (ids are made unique later). */
export function readCslJson(text: string): CslItem[] {
  // The request body's depth cap does not reach inside this text (a string field): the same cap here,
  // before parsing, since the items go back through structured cloning from the engine thread.
  if (findDeepNesting(text) !== -1) throw new ToolInputError(describeDeepNesting('The CSL-JSON'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ToolInputError(`The CSL-JSON could not be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  checkItemCount(list.length, 'The CSL-JSON');
  return list.map((entry, index) => {
    const withId = entry && typeof entry === 'object' && !('id' in entry) ? { ...entry, id: `item-${index + 1}` } : entry;
    const result = cslItemSchema.safeParse(withId);
    if (!result.success) {
      throw new ToolInputError(`Source ${index + 1} of the CSL-JSON is not a CSL item: ${result.error.issues[0]?.message ?? 'it needs an id and a type'}.`);
    }
    return result.data as CslItem;
  });
}

/** BibTeX through citation-js, with what its reader drops (protected case, seasons) read from the text ourselves. */
export function readBibtex(text: string): CslItem[] {
  // Counted and sized before citation-js reads it: its reader expands every @string as it goes.
  checkItemCount(measureBibtex(text).entries, 'The BibTeX');
  const items = readWithCitationJs(markProtectedCase(text), '@biblatex/text', 'BibTeX').map(restoreProtectedCase).map(joinDotlessAccents);
  const entries = scanBibtexEntries(text);
  if (entries.length !== items.length) return items.map((item) => cleanImportedItem(item));
  return items.map((item, index) => {
    const entry = entries[index];
    return cleanImportedItem(entry ? restoreSeasons(item, entry) : item, entry);
  });
}

export function readRis(text: string): CslItem[] {
  // citation-js reads every RIS record; a record without a title or author is an empty shell, not a source.
  const records = splitRisRecords(text);
  checkItemCount(records.length, 'The RIS');
  const items = readWithCitationJs(text, '@ris/file', 'RIS');
  const restored = records.length === items.length ? items.map((item, index) => restoreRisDetails(item, records[index] ?? [])) : items;
  return restored.filter((item) => Object.keys(item).some((key) => !['id', 'type'].includes(key))).map((item) => cleanImportedItem(item));
}

function readWithCitationJs(text: string, forceType: string, label: string): CslItem[] {
  let data: Array<Record<string, unknown>>;
  try {
    data = new Cite(text, { forceType, generateGraph: false }).data;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ToolInputError(`The ${label} could not be read: ${reason}`);
  }
  if (!data.length) throw new ToolInputError(`No ${label} entries were found in what was pasted.`);
  return data.map((entry) => {
    const { _graph: _ignored, ...item } = entry;
    return { ...item, id: String(item.id ?? ''), type: String(item.type ?? 'document') } as CslItem;
  });
}
