import { useDeferredValue, useMemo } from 'react';
import { countWords } from '../../../../domain/word-count';

/** "1,204 characters · 210 words" under a pane; counting waits for typing to pause. */
export function TextStats({ text, testId }: { text: string; testId?: string }) {
  const deferred = useDeferredValue(text);
  const { characters, words } = useMemo(() => ({ characters: [...deferred].length, words: countWords(deferred) }), [deferred]);
  return (
    <p className="text-sm tabular-nums text-muted-foreground" data-testid={testId}>
      {characters.toLocaleString('en-US')} {characters === 1 ? 'character' : 'characters'} · {words.toLocaleString('en-US')}{' '}
      {words === 1 ? 'word' : 'words'}
    </p>
  );
}
