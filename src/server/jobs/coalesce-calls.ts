/**
 * Returns a trigger for `task`: calls in the same turn of the event loop become one run, and calls while
 * it runs become one more run after it. A burst of 1,000 jobs then costs a handful of queries, not 1,000.
 */
export function coalesceCalls(task: () => Promise<unknown>): () => void {
  let scheduled = false;
  let running = false;
  let again = false;

  function start() {
    scheduled = false;
    running = true;
    void task()
      .catch((error: unknown) => console.error('[jobs]', error instanceof Error ? error.message : error))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          trigger();
        }
      });
  }

  function trigger() {
    if (running) {
      again = true;
      return;
    }
    if (scheduled) return;
    scheduled = true;
    setImmediate(start);
  }

  return trigger;
}
