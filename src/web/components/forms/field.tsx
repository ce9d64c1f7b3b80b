import { useId, type ComponentProps } from 'react';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

type FieldProps = ComponentProps<typeof Input> & { label: string; hint?: string; error?: string | null; labelAside?: React.ReactNode };

/** Label, input, hint and inline error wired together for assistive technology. */
export function Field({ label, hint, error, labelAside, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
