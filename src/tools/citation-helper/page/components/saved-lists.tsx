import { FilePlus2, FolderOpen, Save, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../../web/lib/show-toast';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { ApiError } from '../../../../web/lib/api-client';
import type { Bibliography, BibliographyFields } from '../../contract';
import { fetchBibliography, useBibliographies, useDeleteBibliography, useSaveBibliography } from '../api/bibliographies';
import { NativeSelect } from './native-select';

interface SavedListsProps {
  signedIn: boolean;
  savedId: string | null;
  name: string;
  onName: (name: string) => void;
  fields: BibliographyFields;
  onSaved: (bibliography: Bibliography) => void;
  onOpen: (bibliography: Bibliography) => void;
  onNew: () => void;
}

const describeError = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again in a moment.');

/** Named lists kept in the account (free: no request is counted); visitors are told how to keep theirs. */
export function SavedLists({ signedIn, savedId, name, onName, fields, onSaved, onOpen, onNew }: SavedListsProps) {
  const ids = useId();
  const lists = useBibliographies(signedIn);
  const save = useSaveBibliography();
  const remove = useDeleteBibliography();

  if (!signedIn) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="saved-lists-signed-out">
        This list is kept in this browser.{' '}
        <Link to="/login" className="font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>{' '}
        to keep named bibliographies in your account.
      </p>
    );
  }

  async function saveList() {
    try {
      const saved = await save.mutateAsync({ id: savedId, fields: { ...fields, name: name.trim() || 'My bibliography' } });
      onSaved(saved);
      showToast('success', `Saved “${saved.name}”`);
    } catch (error) {
      showToast('error', 'Could not save the bibliography', { description: describeError(error) });
    }
  }

  async function open(id: string) {
    if (!id) return;
    try {
      onOpen(await fetchBibliography(id));
    } catch (error) {
      showToast('error', 'Could not open the bibliography', { description: describeError(error) });
    }
  }

  async function deleteList() {
    if (!savedId || !window.confirm(`Delete “${name}”? Its sources are removed from your account.`)) return;
    try {
      await remove.mutateAsync(savedId);
      onNew();
      showToast('success', 'Bibliography deleted');
    } catch (error) {
      showToast('error', 'Could not delete the bibliography', { description: describeError(error) });
    }
  }

  return (
    <section aria-label="Saved bibliographies" className="space-y-3">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-open`}>Your bibliographies</Label>
        <NativeSelect id={`${ids}-open`} value={savedId ?? ''} onChange={(event) => void open(event.target.value)} disabled={lists.isPending}>
          <option value="">{savedId ? '—' : 'Unsaved list'}</option>
          {lists.data?.items.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({list.itemCount})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>Name</Label>
        <Input id={`${ids}-name`} value={name} onChange={(event) => onName(event.target.value)} placeholder="Essay on sleep and memory" maxLength={120} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={saveList} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save />}
          {savedId ? 'Save changes' : 'Save list'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onNew}>
          <FilePlus2 />
          New list
        </Button>
        {savedId && (
          <Button type="button" size="sm" variant="ghost" onClick={deleteList} disabled={remove.isPending} aria-label="Delete this bibliography">
            <Trash2 />
          </Button>
        )}
      </div>
      {lists.data && lists.data.items.length === 0 && (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <FolderOpen className="size-3.5" aria-hidden="true" /> Saved lists appear here. Saving is free.
        </p>
      )}
    </section>
  );
}
