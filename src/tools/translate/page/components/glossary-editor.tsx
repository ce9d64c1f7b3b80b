import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import type { GlossaryTerm } from '../api/translate-text';

interface GlossaryEditorProps {
  terms: readonly GlossaryTerm[];
  onAdd: (term: GlossaryTerm) => void;
  onRemove: (source: string) => void;
}

/** Your terms and how they must come out, applied to every translation whatever the engine. */
export function GlossaryEditor({ terms, onAdd, onRemove }: GlossaryEditorProps) {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const canAdd = source.trim() !== '' && target.trim() !== '';

  function add() {
    if (!canAdd) return;
    onAdd({ source, target });
    setSource('');
    setTarget('');
  }

  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-sm font-medium">Glossary</h2>
        <p className="text-sm text-muted-foreground">Terms that must always be translated your way, such as product names or your field's vocabulary.</p>
      </div>
      {/* A div, not a form: the editor sits inside the translate form, and Enter here adds a term instead of translating. */}
      <div
        className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2"
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      >
        <div className="min-w-0 space-y-1">
          <label htmlFor="glossary-source" className="text-xs text-muted-foreground">
            Term
          </label>
          <Input id="glossary-source" value={source} onChange={(event) => setSource(event.target.value)} placeholder="release notes" maxLength={200} />
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor="glossary-target" className="text-xs text-muted-foreground">
            Translate it as
          </label>
          <Input id="glossary-target" value={target} onChange={(event) => setTarget(event.target.value)} placeholder="notas de versión" maxLength={200} />
        </div>
        <Button type="button" variant="outline" size="icon" aria-label="Add term" onClick={add} disabled={!canAdd}>
          <Plus />
        </Button>
      </div>
      {terms.length === 0 ? (
        <p className="text-sm text-muted-foreground">No terms yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Glossary terms">
          {terms.map((term) => (
            <li key={term.source} className="flex items-center gap-2 px-3 py-1.5 text-sm" data-testid="glossary-term">
              <span className="min-w-0 flex-1 break-words">
                <span className="font-medium">{term.source}</span> → {term.target}
              </span>
              <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Remove ${term.source}`} onClick={() => onRemove(term.source)}>
                <X />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
