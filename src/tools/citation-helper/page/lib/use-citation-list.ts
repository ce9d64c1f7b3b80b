import { useEffect, useMemo, useState } from 'react';
import { EXPORT_FORMATS, useFormatCitations, type CitationInput, type CitationResult, type CslItem } from '../api/format-citations';
import { loadDraft, saveDraft, type Draft } from './draft-storage';
import { mergeRunItems } from './merge-items';

interface ListState extends Draft {
  /** A user's own CSL file, sent with `style: "custom"`; not kept across reloads. */
  styleXml: string | null;
  uncertain: Record<string, string[]>;
  /** Items read from free text that Crossref's search confirmed, with the DOI it gave (not kept across reloads). */
  confirmed: Record<string, string>;
}

const EMPTY: ListState = {
  items: [],
  style: 'apa',
  styleTitle: 'American Psychological Association 7th edition',
  locale: null,
  result: null,
  formattedKey: null,
  savedId: null,
  name: '',
  styleXml: null,
  uncertain: {},
  confirmed: {},
};

/** What a formatting was made for: the same key means it still shows the list as it is. */
function keyOf(state: Pick<ListState, 'items' | 'style' | 'locale' | 'styleXml'>): string {
  return JSON.stringify([state.items, state.style, state.locale, state.styleXml]);
}

function collectUncertain(previous: Record<string, string[]>, result: CitationResult): Record<string, string[]> {
  const next = { ...previous };
  for (const origin of result.origins) if (origin.uncertainFields.length) next[origin.itemId] = origin.uncertainFields;
  return next;
}

function collectConfirmed(previous: Record<string, string>, result: CitationResult): Record<string, string> {
  const next = { ...previous };
  for (const origin of result.origins) {
    if (origin.confirmedBy !== 'crossref') continue;
    const item = result.items.find((candidate) => candidate.id === origin.itemId);
    next[origin.itemId] = typeof item?.DOI === 'string' ? item.DOI : '';
  }
  return next;
}

/**
 * The list being worked on and its last formatting. Changing the list is free; every run that reads a
 * source or formats the list is one request, and each asks for the export files too.
 */
export function useCitationList() {
  const [state, setState] = useState<ListState>(() => {
    const draft = typeof window === 'undefined' ? null : loadDraft();
    return draft ? { ...EMPTY, ...draft, uncertain: {}, confirmed: {} } : EMPTY;
  });
  const runner = useFormatCitations();

  useEffect(() => {
    if (state.style === 'custom') return;
    const { styleXml: _xml, uncertain: _uncertain, confirmed: _confirmed, ...draft } = state;
    saveDraft(draft);
  }, [state]);

  const stale = state.result !== null && state.formattedKey !== keyOf(state);

  async function run(next: ListState, source?: string): Promise<boolean> {
    setState(next);
    const input: CitationInput = {
      style: next.style,
      ...(next.styleXml && { styleXml: next.styleXml }),
      ...(next.locale && { locale: next.locale }),
      ...(next.items.length > 0 && { items: next.items }),
      ...(source?.trim() && { source }),
      output: 'both',
      format: 'html',
      exports: [...EXPORT_FORMATS],
    };
    try {
      const result = await runner.format(input);
      setState((current) => {
        const { items, complete } = source ? mergeRunItems(next.items, result) : { items: result.items as CslItem[], complete: true };
        const updated = { ...current, items, result, styleTitle: result.style.title || current.styleTitle, uncertain: collectUncertain(current.uncertain, result), confirmed: collectConfirmed(current.confirmed, result) };
        return { ...updated, formattedKey: complete ? keyOf(updated) : null };
      });
      return true;
    } catch {
      return false;
    }
  }

  return {
    ...state,
    stale,
    pending: runner.pending,
    error: runner.error,
    /** The formatting, when it shows exactly the current list in the chosen style. */
    current: stale ? null : state.result,
    addSource: (source: string) => run(state, source),
    addItem: (item: CslItem) => run({ ...state, items: [...state.items, item] }),
    updateItem: (item: CslItem) => {
      // Edited by hand: neither unsure any more, nor Crossref's record as it was confirmed.
      const { [item.id]: _checked, ...uncertain } = state.uncertain;
      const { [item.id]: _matched, ...confirmed } = state.confirmed;
      return run({ ...state, uncertain, confirmed, items: state.items.map((old) => (old.id === item.id ? item : old)) });
    },
    removeItem: (id: string) => setState((current) => ({ ...current, items: current.items.filter((item) => item.id !== id) })),
    format: () => run(state),
    chooseStyle: (style: string, styleTitle: string) => {
      const next = { ...state, style, styleTitle, styleXml: null };
      if (next.items.length) void run(next);
      else setState(next);
    },
    chooseCustomStyle: (styleXml: string, fileName: string) => {
      const next = { ...state, style: 'custom', styleTitle: fileName, styleXml };
      if (next.items.length) void run(next);
      else setState(next);
    },
    chooseLocale: (locale: string | null) => {
      const next = { ...state, locale };
      if (next.items.length) void run(next);
      else setState(next);
    },
    setName: (name: string) => setState((current) => ({ ...current, name })),
    markSaved: (id: string, name: string) => setState((current) => ({ ...current, savedId: id, name })),
    open: (list: { id: string; name: string; style: string; locale: string | null; items: CslItem[] }) =>
      setState({ ...EMPTY, savedId: list.id, name: list.name, style: list.style, styleTitle: list.style, locale: list.locale, items: list.items }),
    startNew: () => {
      runner.reset();
      setState({ ...EMPTY, style: state.style, styleTitle: state.styleTitle, locale: state.locale, styleXml: state.styleXml });
    },
  };
}

export type CitationList = ReturnType<typeof useCitationList>;

/** Numeric styles print "[1]" before each entry: no hanging indent there. */
export function useHangingIndent(result: CitationResult | null): boolean {
  return useMemo(() => !result?.bibliography.some((entry) => /^\s*(\[\d+\]|\d+\.)/.test(entry.text)), [result]);
}
