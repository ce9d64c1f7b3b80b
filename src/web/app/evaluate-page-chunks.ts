/**
 * A tool page's HTML lists the page's chunks on the start-after-paint script (`data-preload`, ordered
 * so that each comes after the chunks it imports; vite.config.ts writes it). Importing them one at a
 * time, each in its own task, spreads their evaluation (zod building the page's contract, Radix, the UI
 * parts: ~0.15 s in one task on a slow phone) over several short tasks; the router's own import of the
 * page then finds them evaluated. Anywhere else the list is empty and this only yields once.
 */
export async function evaluatePageChunks(doc: Document = document, load: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ file)): Promise<void> {
  const files = doc.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload?.split(' ').filter(Boolean) ?? [];
  for (const file of files) {
    await nextTask();
    try {
      await load(file);
    } catch {
      // The router imports the page again and reports a failure the usual way (preload-error.ts).
      break;
    }
  }
  await nextTask();
}

/** A fresh task without setTimeout's clamping: the browser may paint or handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
