import { FolderOpen, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../../web/lib/show-toast';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { useMe } from '../../../../web/lib/me';
import { ToolRunError } from '../../../../web/components/tool-page/tool-run-error';
import { useDeleteDocument, useSaveDocument, useSavedDocuments } from '../api/saved-documents';

/**
 * The caller's saved documents: every check of theirs compares against them, nobody else's does.
 * Saving the text being checked is how a teacher builds up last year's submissions, for example.
 */
export function SavedDocuments({ text }: { text: string }) {
  const me = useMe();
  const hasSession = Boolean(me.data);
  const documents = useSavedDocuments(hasSession);
  const save = useSaveDocument();
  const remove = useDeleteDocument();
  const [title, setTitle] = useState('');

  function saveText() {
    save.mutate(
      { title: title.trim() || 'Untitled document', text },
      {
        onSuccess: () => {
          setTitle('');
          showToast('success', 'Saved to your documents');
        },
      },
    );
  }

  return (
    <details className="group rounded-lg border p-3 sm:p-4" data-testid="saved-documents">
      <summary className="flex cursor-pointer list-none items-center gap-2 text-base font-semibold">
        <FolderOpen className="size-4" />
        Your saved documents
        <span className="font-normal text-muted-foreground">({documents.data?.items.length ?? 0})</span>
      </summary>
      <div className="mt-3 space-y-3">
        {!hasSession ? (
          <p className="text-sm text-muted-foreground">
            <Link to="/login" className="font-medium underline underline-offset-4">
              Sign in
            </Link>{' '}
            to keep documents that every one of your checks compares against.
          </p>
        ) : (
          <>
            {/* Not a <form>: this sits inside the check's form, and forms cannot nest. */}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="flex-1 space-y-1.5">
                <Label htmlFor="saved-document-title">Save the text above as</Label>
                <Input
                  id="saved-document-title"
                  value={title}
                  placeholder="Document title"
                  onChange={(event) => setTitle(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter here saves the document rather than submitting the check.
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      if (text.trim()) saveText();
                    }
                  }}
                />
              </div>
              <Button type="button" variant="outline" disabled={!text.trim() || save.isPending} onClick={saveText}>
                <Save />
                Save document
              </Button>
            </div>
            <ToolRunError error={save.error ?? remove.error} />
            <ul className="divide-y text-sm">
              {documents.data?.items.map((document) => (
                <li key={document.id} className="flex items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    {document.title} <span className="text-muted-foreground">· {document.words.toLocaleString('en-US')} words</span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${document.title}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(document.id)}
                  >
                    <Trash2 />
                  </Button>
                </li>
              ))}
              {documents.data?.items.length === 0 && <li className="py-2 text-muted-foreground">No saved documents yet.</li>}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
