import { Check, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { Textarea } from '../../../../web/components/ui/textarea';
import type { CslItem } from '../api/format-citations';
import { formToItem, itemToForm, type FormValues } from '../lib/item-form';
import { fieldsFor, SOURCE_TYPES } from '../lib/source-types';
import { NativeSelect } from './native-select';

interface SourceFormProps {
  /** The item being edited; a new item starts as a journal article. */
  item: CslItem;
  /** Fields to show beyond the type's own (a warning may name any variable). */
  extraFields?: readonly string[];
  /** The field to put the cursor in (the one a warning is about). */
  focusField?: string;
  /** Fields the reader was unsure of, marked for the user to confirm. */
  uncertainFields?: readonly string[];
  submitLabel: string;
  /** Editing an entry rather than adding one. */
  editing?: boolean;
  pending: boolean;
  onSubmit: (item: CslItem) => void;
}

/** A form per source type with the fields the styles print; keeps every other CSL field of the item. */
export function SourceForm({ item, extraFields = [], focusField, uncertainFields = [], submitLabel, editing = false, pending, onSubmit }: SourceFormProps) {
  const formId = useId();
  const [type, setType] = useState(item.type);
  const fields = useMemo(() => fieldsFor(type, [...extraFields, ...(focusField ? [focusField] : [])]), [type, extraFields, focusField]);
  const [values, setValues] = useState<FormValues>(() => itemToForm(item, fieldsFor(item.type, [...extraFields, ...(focusField ? [focusField] : [])])));
  const focusRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const unsure = new Set(uncertainFields);

  useEffect(() => {
    focusRef.current?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(formToItem(item, type, fields, values));
  }

  const hasContent = Object.values(values).some((value) => value.trim());
  return (
    <form className="space-y-4" onSubmit={submit} aria-label="Source details">
      <div className="grid gap-2">
        <Label htmlFor={`${formId}-type`}>Source type</Label>
        <NativeSelect id={`${formId}-type`} value={type} onChange={(event) => setType(event.target.value)}>
          {!SOURCE_TYPES.some((candidate) => candidate.type === type) && <option value={type}>{type}</option>}
          {SOURCE_TYPES.map((candidate) => (
            <option key={candidate.type} value={candidate.type}>
              {candidate.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${formId}-${field.variable}`;
          const value = values[field.variable] ?? '';
          const change = (next: string) => setValues((previous) => ({ ...previous, [field.variable]: next }));
          const ref = field.variable === focusField ? focusRef : undefined;
          const flagged = field.variable === focusField || unsure.has(field.variable);
          return (
            <div key={field.variable} className={field.kind === 'names' || field.variable === 'title' ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}>
              <Label htmlFor={id} className="flex flex-wrap items-center gap-2">
                {field.label}
                {unsure.has(field.variable) && <span className="text-xs font-normal text-amber-700">please check</span>}
              </Label>
              {field.kind === 'names' ? (
                <Textarea id={id} ref={ref} rows={2} value={value} onChange={(event) => change(event.target.value)} aria-invalid={flagged || undefined} />
              ) : (
                <Input id={id} ref={ref} value={value} onChange={(event) => change(event.target.value)} aria-invalid={flagged || undefined} />
              )}
              {field.hint && <p className="text-xs text-muted-foreground">{field.hint}</p>}
            </div>
          );
        })}
      </div>
      <Button type="submit" disabled={pending || !hasContent}>
        {pending ? <Spinner /> : editing ? <Check /> : <Plus />}
        {submitLabel}
      </Button>
    </form>
  );
}
