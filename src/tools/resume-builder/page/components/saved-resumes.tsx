import { Copy, FilePlus2, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../../web/lib/show-toast';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { ApiError } from '../../../../web/lib/api-client';
import type { ResumeFields, SavedResume } from '../../contract';
import { fetchResume, useDeleteResume, useSavedResumes, useSaveResume } from '../api/resumes';

interface SavedResumesProps {
  signedIn: boolean;
  savedId: string | null;
  name: string;
  onName: (name: string) => void;
  fields: Omit<ResumeFields, 'name'>;
  onSaved: (resume: SavedResume) => void;
  onOpen: (resume: SavedResume) => void;
  onDuplicate: () => void;
  onNew: () => void;
}

/** Autosave waits for a pause in typing, so a resume is not written on every keystroke. */
const AUTOSAVE_DELAY_MS = 1500;

const describeError = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again in a moment.');

/** Named resumes kept in the account (free: no request is counted), saved again as the user types. */
export function SavedResumes({ signedIn, savedId, name, onName, fields, onSaved, onOpen, onDuplicate, onNew }: SavedResumesProps) {
  const ids = useId();
  const list = useSavedResumes(signedIn);
  const save = useSaveResume();
  const remove = useDeleteResume();
  const [autosaved, setAutosaved] = useState<string | null>(null);
  const snapshot = JSON.stringify([name, fields]);
  // What is stored for which resume: opening or saving one sets it, so only later edits are autosaved.
  const lastSaved = useRef<{ id: string; snapshot: string } | null>(null);

  // Autosave: only a resume that was saved once (it has a name and an id), only when something changed.
  useEffect(() => {
    if (!signedIn || !savedId) return;
    if (lastSaved.current?.id !== savedId) {
      lastSaved.current = { id: savedId, snapshot };
      setAutosaved(null);
      return;
    }
    if (lastSaved.current.snapshot === snapshot) return;
    const timer = window.setTimeout(() => {
      lastSaved.current = { id: savedId, snapshot };
      save.mutate(
        { id: savedId, fields: { ...fields, name: name.trim() || 'My resume' } },
        {
          onSuccess: () => setAutosaved(new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })),
          onError: (error) => showToast('error', 'Could not save the resume', { description: describeError(error) }),
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the snapshot stands for name and fields
  }, [signedIn, savedId, snapshot]);

  if (!signedIn) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="saved-resumes-signed-out">
        This resume is kept in this browser.{' '}
        <Link to="/login" className="font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>{' '}
        to keep it in your account, saved as you type.
      </p>
    );
  }

  async function saveNow() {
    try {
      const saved = await save.mutateAsync({ id: savedId, fields: { ...fields, name: name.trim() || 'My resume' } });
      lastSaved.current = { id: saved.id, snapshot: JSON.stringify([saved.name, fields]) };
      onSaved(saved);
      showToast('success', `Saved “${saved.name}”`);
    } catch (error) {
      showToast('error', 'Could not save the resume', { description: describeError(error) });
    }
  }

  async function open(id: string) {
    if (!id) return;
    try {
      onOpen(await fetchResume(id));
    } catch (error) {
      showToast('error', 'Could not open the resume', { description: describeError(error) });
    }
  }

  async function deleteResume() {
    if (!savedId || !window.confirm(`Delete “${name}”? It is removed from your account.`)) return;
    try {
      await remove.mutateAsync(savedId);
      onNew();
      showToast('success', 'Resume deleted');
    } catch (error) {
      showToast('error', 'Could not delete the resume', { description: describeError(error) });
    }
  }

  const full = list.data ? list.data.items.length >= list.data.limit : false;
  return (
    <section aria-label="Saved resumes" className="space-y-3">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-open`}>Your resumes</Label>
        <select
          id={`${ids}-open`}
          className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          value={savedId ?? ''}
          onChange={(event) => void open(event.target.value)}
          disabled={list.isPending}
        >
          <option value="">{savedId ? '—' : 'Unsaved resume'}</option>
          {list.data?.items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>Version name</Label>
        <Input id={`${ids}-name`} value={name} onChange={(event) => onName(event.target.value)} placeholder="Data analyst – Acme" maxLength={120} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={saveNow} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save />}
          {savedId ? 'Save changes' : 'Save resume'}
        </Button>
        {savedId && (
          <Button type="button" size="sm" variant="outline" onClick={onDuplicate} disabled={full} title={full ? 'Your plan keeps no more versions' : undefined}>
            <Copy />
            Duplicate
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" onClick={onNew}>
          <FilePlus2 />
          New
        </Button>
        {savedId && (
          <Button type="button" size="sm" variant="ghost" onClick={deleteResume} disabled={remove.isPending} aria-label="Delete this resume">
            <Trash2 />
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground" role="status">
        {savedId && autosaved
          ? `Saved automatically at ${autosaved}.`
          : list.data?.limit === 1
            ? 'Saving is free. The Free plan keeps one resume; Pro keeps a named version for each job.'
            : 'Saving is free. Once saved, changes are saved as you type.'}
      </p>
    </section>
  );
}
