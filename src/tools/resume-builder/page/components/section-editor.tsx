import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Textarea } from '../../../../web/components/ui/textarea';
import { cn } from '../../../../web/lib/cn';
import type { Resume } from '../api/run-resume';
import { addEntry, linesToText, moveEntry, readEntries, removeEntry, setEntryField, textToLines, type Entry } from '../lib/resume-edits';
import type { FieldSpec, SectionSpec } from '../lib/sections';

interface SectionEditorProps {
  section: SectionSpec;
  resume: Resume;
  onChange: (update: (resume: Resume) => Resume) => void;
}

function describeEntry(section: SectionSpec, entry: Entry, index: number): string {
  const names = section.nameFields.map((field) => entry[field]).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return names.length ? names.join(' · ') : `New ${section.entry} ${index + 1}`;
}

/**
 * One resume section as a list of small forms. Entries reorder by dragging the handle, by the arrow
 * keys on the handle, or with the move buttons (touch screens have no drag and drop for HTML).
 */
export function SectionEditor({ section, resume, onChange }: SectionEditorProps) {
  const entries = readEntries(resume, section.key);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    handles.current[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);

  function move(from: number, to: number, keepFocus: boolean) {
    if (to < 0 || to >= entries.length || from === to) return;
    onChange((current) => moveEntry(current, section.key, from, to));
    setAnnouncement(`${describeEntry(section, entries[from]!, from)} moved to position ${to + 1} of ${entries.length}.`);
    if (keepFocus) setFocusAt(to);
  }

  function handleKey(event: KeyboardEvent, index: number) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
    }
  }

  return (
    <Card data-testid={`section-${section.key}`}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">{section.title}</CardTitle>
        <Button type="button" size="sm" variant="outline" onClick={() => onChange((current) => addEntry(current, section.key))}>
          <Plus />
          Add {section.entry}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {entries.length === 0 && <p className="text-sm text-muted-foreground">Nothing here yet: empty sections are left out of the resume.</p>}
        <ol className="space-y-3">
          {entries.map((entry, index) => {
            const label = describeEntry(section, entry, index);
            return (
              <li
                // Index keys on purpose: entries have no ids, and a move re-renders the inputs with the moved values.
                key={index}
                data-testid="resume-entry"
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null) move(dragged, index, false);
                  setDragged(null);
                }}
                className={cn('rounded-lg border bg-card p-3', dragged === index && 'opacity-50')}
              >
                <div
                  className="mb-3 flex items-center gap-2"
                  draggable
                  onDragStart={(event) => {
                    setDragged(index);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', label);
                  }}
                  onDragEnd={() => setDragged(null)}
                >
                  <Button
                    ref={(element) => {
                      handles.current[index] = element;
                    }}
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8 cursor-grab"
                    aria-label={`Reorder ${label}: drag, or press the up and down arrow keys`}
                    onKeyDown={(event) => handleKey(event, index)}
                  >
                    <GripVertical />
                  </Button>
                  <p className="min-w-0 flex-1 truncate text-sm font-medium" data-testid="entry-title">
                    {label}
                  </p>
                  <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => move(index, index - 1, false)}>
                    <ArrowUp />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={`Move ${label} down`}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, index + 1, false)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={`Remove ${label}`} onClick={() => onChange((current) => removeEntry(current, section.key, index))}>
                    <Trash2 />
                  </Button>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  {section.fields.map((field) => (
                    <EntryField key={field.name} field={field} value={entry[field.name]} onChange={(value) => onChange((current) => setEntryField(current, section.key, index, field.name, value))} />
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}

function EntryField({ field, value, onChange }: { field: FieldSpec; value: unknown; onChange: (value: string | string[]) => void }) {
  const id = useId();
  const wide = field.kind === 'textarea' || field.kind === 'lines';
  return (
    <div className={cn('grid gap-1.5', wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>{field.label}</Label>
      {field.kind === 'lines' ? (
        <LinesField id={id} value={value} placeholder={field.placeholder} onChange={onChange} />
      ) : field.kind === 'textarea' ? (
        <Textarea id={id} rows={2} placeholder={field.placeholder} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          id={id}
          placeholder={field.kind === 'date' ? 'YYYY-MM, e.g. 2023-04' : field.placeholder}
          inputMode={field.kind === 'date' ? 'numeric' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/** A list typed one item per line: the text is kept as typed while editing, so blank lines do not vanish mid-word. */
function LinesField({ id, value, placeholder, onChange }: { id: string; value: unknown; placeholder?: string; onChange: (value: string[]) => void }) {
  const [text, setText] = useState(() => linesToText(value));
  const joined = linesToText(value);
  // Follow changes made elsewhere (an import, a reorder) when they differ from what is typed here.
  useEffect(() => {
    setText((typed) => (linesToText(textToLines(typed)) === joined ? typed : joined));
  }, [joined]);
  return (
    <Textarea
      id={id}
      rows={3}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(textToLines(event.target.value));
      }}
    />
  );
}
