import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

function names(queue: FairQueue<{ key: string; name: string }>, count: number, canStart: (item: { key: string; name: string }) => boolean = () => true) {
  const taken: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = queue.take(canStart);
    if (!item) break;
    taken.push(item.name);
  }
  return taken;
}

describe('FairQueue', () => {
  it("serves callers in turn: one caller's burst does not go in front of another's request", () => {
    const queue = new FairQueue<{ key: string; name: string }>();
    for (const name of ['a1', 'a2', 'a3']) queue.push({ key: 'a', name });
    queue.push({ key: 'b', name: 'b1' });
    // a1 starts; b (nothing running) goes before a's second.
    expect(names(queue, 4)).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('prefers the caller with fewer runs going, then the one served longest ago', () => {
    const queue = new FairQueue<{ key: string; name: string }>();
    queue.markStarted('a');
    queue.push({ key: 'a', name: 'a2' });
    queue.push({ key: 'b', name: 'b1' });
    expect(names(queue, 1)).toEqual(['b1']);
    queue.push({ key: 'b', name: 'b2' });
    queue.finish('a');
    queue.finish('b');
    // a was served before b: a goes first.
    expect(names(queue, 2)).toEqual(['a2', 'b2']);
  });

  it('skips runs the caller may not start yet and keeps them in order', () => {
    const queue = new FairQueue<{ key: string; name: string }>();
    queue.push({ key: 'a', name: 'a1' });
    queue.push({ key: 'b', name: 'b1' });
    expect(names(queue, 2, (item) => item.key !== 'a')).toEqual(['b1']);
    expect(queue.length).toBe(1);
    expect(names(queue, 1)).toEqual(['a1']);
  });
});
