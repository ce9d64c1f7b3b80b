import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { ToolRunError } from '../../../web/components/tool-page/tool-run-error';
import { Button } from '../../../web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../web/components/ui/card';
import { Spinner } from '../../../web/components/ui/spinner';
import { useBrandName } from '../../../web/lib/app-config';
import { useAuth } from '../../../web/lib/auth/use-auth';
import { useToolSetup } from '../../../web/lib/tool-setup';
import { citationSetupSchema, InvalidResultError, LOCALES } from './api/format-citations';
import { AddSources } from './components/add-sources';
import type { EditRequest } from './components/bibliography-list';
import { HowGood } from './components/how-good';
import { SavedLists } from './components/saved-lists';
import { StylePicker } from './components/style-picker';
import { makeItemId } from './lib/merge-items';
import { useCitationList, useHangingIndent } from './lib/use-citation-list';

// What shows only once the list has sources (the list, its exports, the in-text builder) and the
// edit dialog (Radix Dialog) download when they are first needed, not with the page (issue 37, item 7).
const BibliographyList = lazy(() => import('./components/bibliography-list').then((module) => ({ default: module.BibliographyList })));
const ExportBar = lazy(() => import('./components/export-bar').then((module) => ({ default: module.ExportBar })));
const InTextCitationBuilder = lazy(() => import('./components/in-text-citation-builder').then((module) => ({ default: module.InTextCitationBuilder })));
const EditItemDialog = lazy(() => import('./components/edit-item-dialog').then((module) => ({ default: module.EditItemDialog })));

/** Citation helper: sources in (identifier, paste, form, file), a bibliography in any CSL style out. Route: /citation-helper. */
export function Component() {
  const brand = useBrandName();
  const { user } = useAuth();
  const setup = useToolSetup('citation-helper', citationSetupSchema, { identifierLookup: true, installedStyles: 0 });
  const list = useCitationList();
  const [editing, setEditing] = useState<EditRequest | null>(null);
  const hangingIndent = useHangingIndent(list.current);

  const editedItem = editing ? (list.items.find((item) => item.id === editing.itemId) ?? null) : null;
  const warnedFields = list.current?.warnings.filter((warning) => warning.itemId === editing?.itemId).map((warning) => warning.field) ?? [];

  async function saveEdit(item: Parameters<typeof list.updateItem>[0]) {
    if (await list.updateItem(item)) setEditing(null);
  }

  const error = list.error instanceof InvalidResultError ? new Error(list.error.message) : list.error;
  return (
    <ToolPageLayout toolId="citation-helper">
      <title>{`Citation helper · ${brand}`}</title>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <AddSources
            pending={list.pending}
            identifierLookup={setup?.identifierLookup}
            onSource={list.addSource}
            onAddItem={list.addItem}
            nextItemId={makeItemId(list.items)}
          />
          <ToolRunError error={error} />
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle className="text-base">
                Bibliography{list.items.length > 0 && <span className="font-normal text-muted-foreground"> · {list.items.length} {list.items.length === 1 ? 'source' : 'sources'}</span>}
              </CardTitle>
              {list.pending && (
                <span className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                  <Spinner /> Formatting…
                </span>
              )}
            </CardHeader>
            <CardContent className="space-y-4">
              {list.items.length === 0 ? (
                <p className="text-sm text-muted-foreground" data-testid="bibliography-empty">
                  No sources yet. Look one up by its DOI or ISBN, paste a reference, fill in the form or import a file.
                </p>
              ) : (
                <Suspense fallback={null}>
                  {(list.stale || !list.result) && !list.pending && (
                    <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted/60 p-3 text-sm" role="status">
                      <span className="min-w-0 flex-1">The list changed since it was formatted.</span>
                      <Button type="button" size="sm" onClick={() => void list.format()}>
                        <RefreshCw />
                        Format in {list.styleTitle}
                      </Button>
                    </div>
                  )}
                  <BibliographyList
                    items={list.items}
                    result={list.result}
                    stale={list.stale}
                    uncertain={list.uncertain}
                    confirmed={list.confirmed}
                    pending={list.pending}
                    onEdit={setEditing}
                    onRemove={list.removeItem}
                  />
                  <ExportBar items={list.items} result={list.current} hangingIndent={hangingIndent} />
                  <InTextCitationBuilder items={list.items} style={list.style} styleXml={list.styleXml} locale={list.locale} />
                </Suspense>
              )}
            </CardContent>
          </Card>
        </div>
        <aside className="min-w-0 space-y-6">
          <Card>
            <CardContent className="pt-6">
              <StylePicker
                style={list.style}
                styleTitle={list.styleTitle}
                locale={list.locale}
                disabled={list.pending}
                onStyle={list.chooseStyle}
                onCustomStyle={list.chooseCustomStyle}
                onLocale={list.chooseLocale}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-6">
              <SavedLists
                signedIn={Boolean(user)}
                savedId={list.savedId}
                name={list.name}
                onName={list.setName}
                fields={{
                  name: list.name,
                  style: list.style === 'custom' ? 'apa' : list.style,
                  // The picker offers only LOCALES, the ones a saved list may have.
                  locale: LOCALES.find((locale) => locale === list.locale) ?? null,
                  items: list.items,
                }}
                onSaved={(saved) => list.markSaved(saved.id, saved.name)}
                onOpen={list.open}
                onNew={list.startNew}
              />
            </CardContent>
          </Card>
        </aside>
      </div>
      {editedItem && (
        <Suspense fallback={null}>
          <EditItemDialog
            item={editedItem}
            field={editing?.field}
            uncertainFields={editing ? (list.uncertain[editing.itemId] ?? []) : []}
            warnedFields={warnedFields}
            pending={list.pending}
            onSave={saveEdit}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <HowGood />
    </ToolPageLayout>
  );
}
