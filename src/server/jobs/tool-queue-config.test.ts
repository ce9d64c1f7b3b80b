import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { findMaintenanceInterval } from './open-job-queue';

describe('the tool queue settings', () => {
  it('are off by default: engines run in the API process, nothing else to start', () => {
    expect(loadConfig({}).toolQueue).toMatchObject({ enabled: false, apiRunsWorker: true });
  });

  it('turn on with TOOL_QUEUE=postgres and DATABASE_URL, with the documented defaults', () => {
    const { toolQueue } = loadConfig({ TOOL_QUEUE: 'postgres', DATABASE_URL: 'postgres://db/app', API_RUNS_WORKER: 'false' });
    expect(toolQueue).toEqual({
      enabled: true,
      apiRunsWorker: false,
      timeoutSeconds: 60,
      jobExpireSeconds: 30,
      workerConcurrency: 4,
      workerWarmUp: true,
    });
  });

  it('refuse a queue on the embedded database, unknown modes and zero timeouts, saying what to set', () => {
    expect(() => loadConfig({ TOOL_QUEUE: 'postgres' })).toThrow(/TOOL_QUEUE=postgres needs DATABASE_URL/);
    expect(() => loadConfig({ TOOL_QUEUE: 'redis', DATABASE_URL: 'postgres://db/app' })).toThrow(/TOOL_QUEUE must be "postgres" or "off"/);
    expect(() => loadConfig({ TOOL_QUEUE_TIMEOUT_SECONDS: '0' })).toThrow(/TOOL_QUEUE_TIMEOUT_SECONDS must be 1 or more/);
  });

  it('look for expired jobs often enough that a dead worker’s job moves on soon after its expiry', () => {
    expect(findMaintenanceInterval(30)).toBe(5);
    expect(findMaintenanceInterval(3)).toBe(1);
    expect(findMaintenanceInterval(3600)).toBe(60);
  });
});
