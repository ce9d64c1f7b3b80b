import { FileText, Languages, Type } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ToolFormCard } from '../../../web/components/tool-page/tool-form-card';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { Card, CardContent } from '../../../web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../web/components/ui/tabs';
import { useBrandName } from '../../../web/lib/app-config';
import { useMe } from '../../../web/lib/me';
import { useTranslateEngines } from './api/engines';
import { useTranslateDocument } from './api/translate-document';
import { useTranslateText, type TranslateInput } from './api/translate-text';
import { EnginePicker, type EngineChoice, type Formality } from './components/engine-picker';
import { GlossaryEditor } from './components/glossary-editor';
import { HowGood } from './components/how-good';
import { LanguageBar } from './components/language-bar';
import { PairStatus } from './components/pair-status';
import { RunError } from './components/run-error';
import { RunNotes } from './components/run-notes';
import { SourcePane } from './components/source-pane';
import { TranslationPane } from './components/translation-pane';
import { useGlossary } from './lib/glossary-storage';
import { findEnginesForPair, listSourceLanguages, listTargetLanguages } from './lib/languages';
import { savedText, useSavedRunInput } from '../../../web/lib/saved-run-input';

// The Document tab's panel (file picker, progress) downloads when the tab is first opened.
const DocumentPanel = lazy(() => import('./components/document-panel').then((module) => ({ default: module.DocumentPanel })));

// While the engines are unknown (or the list failed), offer the common languages and let the server decide.
const FALLBACK_LANGUAGES = ['ca', 'de', 'en', 'es', 'fr', 'it', 'pt'];

/** Translate: two panes, a glossary, engines that say what they cover, and whole documents. Route: /translate. */
export function Component() {
  const brand = useBrandName();
  const me = useMe();
  const { engines } = useTranslateEngines();
  // Guests share one glossary on this browser: the first run creates the guest, and must not swap the glossary mid-run.
  const glossary = useGlossary(me.data && !me.data.user.isAnonymous ? me.data.user.id : null);
  const saved = useSavedRunInput();
  const [text, setText] = useState(() => savedText(saved));
  const [source, setSource] = useState(() => savedText(saved, 'source') || 'auto');
  const [target, setTarget] = useState(() => savedText(saved, 'target') || 'es');
  const [engine, setEngine] = useState<EngineChoice>('auto');
  const [formality, setFormality] = useState<Formality>('default');
  const [submitted, setSubmitted] = useState<TranslateInput | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const translation = useTranslateText();
  const documentRun = useTranslateDocument();
  // Held here, not in the tab: only the open tab is mounted (one language bar on the page), and a file survives a look at the text tab.
  const [documentFile, setDocumentFile] = useState<File | null>(null);

  const known = engines !== undefined && engines.some((info) => info.available);
  const sources = useMemo(() => (known ? listSourceLanguages(engines) : FALLBACK_LANGUAGES), [known, engines]);
  const targets = useMemo(() => (known ? listTargetLanguages(engines, source) : FALLBACK_LANGUAGES), [known, engines, source]);
  const covering = useMemo(
    () => (engines ?? []).filter((info) => info.available && findEnginesForPair([info], source, target).length > 0),
    [engines, source, target],
  );
  const pairOk = !known || source === 'auto' || covering.length > 0;

  // A target no engine reaches from the chosen source is replaced by one that is (Spanish first).
  useEffect(() => {
    if (targets.length > 0 && !targets.includes(target)) setTarget(targets.includes('es') ? 'es' : targets[0]!);
  }, [targets, target]);

  const options = { source, target, engine, formality, ...(glossary.terms.length > 0 ? { glossary: glossary.terms } : {}) };
  const result = translation.data ?? null;
  const shownResult = translation.isPending ? null : result;
  const matchesText = shownResult !== null && submitted?.text === text;
  const stale = shownResult !== null && JSON.stringify(submitted) !== JSON.stringify({ text, ...options });
  const detected = shownResult?.source.detected ? shownResult.source.code : null;

  function run() {
    const input: TranslateInput = { text, ...options };
    setSubmitted(input);
    setActive(null);
    translation.mutate(input);
  }

  const swapFrom = source === 'auto' ? (detected ?? null) : source;
  const swap = swapFrom
    ? () => {
        setSource(target);
        setTarget(swapFrom);
        // The translation becomes the text to translate back, as people expect from a swap.
        if (shownResult && matchesText) setText(shownResult.translation);
        setSubmitted(null);
        setActive(null);
        translation.reset();
      }
    : undefined;

  function clearAll() {
    setText('');
    setSubmitted(null);
    setActive(null);
    translation.reset();
  }

  const languageBar = (
    <LanguageBar
      source={source}
      target={target}
      sources={sources}
      targets={targets}
      detected={detected}
      onSource={setSource}
      onTarget={setTarget}
      onSwap={swap}
      disabled={translation.isPending || documentRun.pending}
    />
  );
  const pairStatus = engines && <PairStatus engines={engines} source={source} target={target} covering={covering} />;

  return (
    <ToolPageLayout toolId="translate">
      <title>{`Translate · ${brand}`}</title>
      <Tabs defaultValue="text" className="gap-4">
        <TabsList aria-label="What to translate">
          <TabsTrigger value="text" className="px-4">
            <Type /> Text
          </TabsTrigger>
          <TabsTrigger value="document" className="px-4">
            <FileText /> Document
          </TabsTrigger>
        </TabsList>
        <TabsContent value="text">
          <ToolFormCard
            submitLabel="Translate"
            pendingLabel="Translating…"
            submitIcon={Languages}
            pending={translation.isPending}
            canSubmit={text.trim() !== '' && pairOk}
            onSubmit={run}
            canClear={Boolean(text || result)}
            onClear={clearAll}
            stale={stale}
            error={null}
            invalidResponse={false}
          >
            {languageBar}
            {pairStatus}
            <div className="grid gap-4 md:grid-cols-2">
              <SourcePane
                value={text}
                onChange={setText}
                sentences={matchesText ? shownResult.segments.map((segment) => segment.source) : null}
                active={active}
                onActive={setActive}
              />
              <TranslationPane result={shownResult} pending={translation.isPending} active={matchesText ? active : null} onActive={setActive} />
            </div>
            {shownResult && <RunNotes result={shownResult} />}
            <RunError error={translation.error} />
          </ToolFormCard>
        </TabsContent>
        <TabsContent value="document">
          <Card>
            <CardContent className="space-y-5 pt-6">
              {languageBar}
              {pairStatus}
              <Suspense fallback={null}>
                <DocumentPanel
                  file={documentFile}
                  onFile={setDocumentFile}
                  progress={documentRun.progress}
                  pending={documentRun.pending}
                  canTranslate={pairOk}
                  onTranslate={(file) => documentRun.translate(file, options)}
                  onReset={documentRun.reset}
                />
              </Suspense>
              {documentRun.progress.phase === 'failed' && <RunError error={documentRun.progress.error} />}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardContent className="pt-6">
            <EnginePicker
              engines={engines}
              engine={engine}
              onEngine={setEngine}
              formality={formality}
              onFormality={setFormality}
              disabled={translation.isPending || documentRun.pending}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <GlossaryEditor terms={glossary.terms} onAdd={glossary.addTerm} onRemove={glossary.removeTerm} />
          </CardContent>
        </Card>
      </div>
      <HowGood offlinePairs={engines?.find((info) => info.id === 'apertium' && info.available)?.pairs} />
    </ToolPageLayout>
  );
}

