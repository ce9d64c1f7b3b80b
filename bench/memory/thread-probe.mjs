// Preloaded by measure-one.ts with --import when asked for threads: worker threads inherit the
// parent's --import, so every engine lane (and the math worker) answers with its own V8 heap. Threads
// started with their own execArgv (grammar's harper thread) do not load it: they stay in the remainder.
import v8 from 'node:v8';
import vm from 'node:vm';
import { BroadcastChannel, isMainThread, threadId, workerData } from 'node:worker_threads';

const channel = new BroadcastChannel('bench-memory-threads');
channel.unref();
/**
 * A thread started with an explicit execArgv (the lanes running the precompiled bundle) cannot be
 * given --expose-gc; the flag can still be turned on from inside, for a fresh context's `gc`.
 */
function findGc() {
  if (globalThis.gc) return globalThis.gc;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

channel.onmessage = (event) => {
  if (event.data !== 'report') return;
  findGc()();
  const heap = v8.getHeapStatistics();
  const mb = (bytes) => Math.round(bytes / 2 ** 20);
  const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  channel.postMessage({
    threadId,
    kind: isMainThread ? 'main' : workerData && typeof workerData === 'object' && 'ports' in workerData ? 'engine lane' : 'other worker',
    heapTotalMb: mb(heap.total_heap_size),
    heapUsedMb: mb(heap.used_heap_size),
    newSpaceMb: mb(newSpace?.space_size ?? 0),
    externalMb: mb(heap.external_memory),
  });
};
