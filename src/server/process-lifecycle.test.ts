import { afterEach, describe, expect, it, vi } from 'vitest';
import { logUncaughtErrors } from './process-lifecycle';

describe('logUncaughtErrors', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  it('logs an error nothing caught and keeps the process running, until errors come in a loop', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.fn();
    stop = logUncaughtErrors('test', exit);
    process.emit('uncaughtException', new Error('a timer threw'));
    expect(exit).not.toHaveBeenCalled();
    expect(logged.mock.calls[0]?.join(' ')).toMatch(/uncaught exception.*keeps running.*a timer threw/s);
    for (let index = 0; index < 10; index += 1) process.emit('uncaughtException', new Error(`again ${index}`));
    expect(exit).toHaveBeenCalledWith(1);
  });
});
