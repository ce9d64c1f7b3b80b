import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFirebaseConfig } from './analytics';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'x',
  VITE_FIREBASE_STORAGE_BUCKET: 'x.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-1',
};

describe('readFirebaseConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is off, silently, when no API key is set', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFirebaseConfig({})).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns the provider configuration when every field is set', () => {
    expect(readFirebaseConfig(full)).toMatchObject({ apiKey: 'key', projectId: 'x', measurementId: 'G-1' });
  });

  it('warns and stays off when the key is set but a field is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFirebaseConfig({ ...full, VITE_FIREBASE_APP_ID: '' })).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain('appId');
  });
});
