import { Layers, Type } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../web/components/ui/tabs';
import { useBrandName } from '../../../web/lib/app-config';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { BatchDetection } from './components/batch-detection';
import { SingleDetection } from './components/single-detection';

/** Language detection: one text with its evidence, or a batch with a CSV export. Route: /detect-language. */
export function Component() {
  const brand = useBrandName();
  return (
    <ToolPageLayout toolId="detect-language">
      <title>{`Language detection · ${brand}`}</title>
      {/* Both panels stay mounted (forceMount + hidden) so switching tabs keeps the texts and results. */}
      <Tabs defaultValue="single" className="gap-4">
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
          <BatchDetection />
        </TabsContent>
      </Tabs>
    </ToolPageLayout>
  );
}
