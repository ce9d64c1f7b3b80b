import { CopyButton } from '../../../components/copy-button';

/** Fallback for tools without a dedicated result view: the saved result as formatted JSON. */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return (
    <div className="overflow-hidden rounded-lg border">
      <div className="flex items-center justify-between border-b bg-muted/50 px-4 py-2">
        <p className="text-sm font-medium">{label}</p>
        <CopyButton text={text} label="Copy JSON" variant="ghost" />
      </div>
      <pre className="max-h-[32rem] overflow-auto p-4 text-xs leading-relaxed">{text}</pre>
    </div>
  );
}
