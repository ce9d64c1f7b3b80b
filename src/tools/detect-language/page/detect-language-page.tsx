import { Layers, Type } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../web/components/ui/tabs';
import { useBrandName } from '../../../web/lib/app-config';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { SingleDetection } from './components/single-detection';

// The batch mode (CSV and file readers, its table) downloads when its tab is first opened.
const BatchDetection = lazy(() => import('./components/batch-detection').then((module) => ({ default: module.BatchDetection })));

/** Language detection: one text with its evidence, or a batch with a CSV export. Route: /detect-language. */
export function Component() {
  const brand = useBrandName();
  const [mode, setMode] = useState('single');
  const [batchOpened, setBatchOpened] = useState(false);
  return (
    <ToolPageLayout toolId="detect-language">
      <title>{`Language detection · ${brand}`}</title>
      {/* Both panels stay mounted once shown (forceMount + hidden) so switching tabs keeps the texts and results. */}
      <Tabs
        value={mode}
        onValueChange={(value) => {
          setMode(value);
          if (value === 'batch') setBatchOpened(true);
        }}
        className="gap-4"
      >
        <TabsList aria-label="Mode">
          <TabsTrigger value="single" className="px-4">
            <Type /> Single text
          </TabsTrigger>
          <TabsTrigger value="batch" className="px-4">
            <Layers /> Batch
          </TabsTrigger>
        </TabsList>
        <TabsContent value="single" forceMount className="data-[state=inactive]:hidden">
          <SingleDetection />
        </TabsContent>
        <TabsContent value="batch" forceMount className="data-[state=inactive]:hidden">
          {batchOpened && (
            <Suspense fallback={null}>
              <BatchDetection />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
    </ToolPageLayout>
  );
}
