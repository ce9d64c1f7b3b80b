import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config';
import { resolveAuthSecret } from './resolve-auth-secret';

describe('loadConfig', () => {
  it('has working defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, brandName: 'Scribewell', baseUrl: 'http://localhost:3000', google: undefined });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.trustedOrigins).toContain('http://127.0.0.1:3000');
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      BASE_URL: 'https://write.example.org/',
      BRAND_NAME: 'Inkwell',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_RATE_LIMIT_MAX: '50',
      NODE_ENV: 'production',
      TRUSTED_ORIGINS: 'https://admin.example.org',
    });
    expect(config.port).toBe(8080);
    expect(config.baseUrl).toBe('https://write.example.org');
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.authRateLimit.max).toBe(50);
    expect(config.mailFrom).toBe('Inkwell <no-reply@write.example.org>');
    expect(config.trustedOrigins).toEqual(['https://write.example.org', 'https://admin.example.org']);
  });

  it('reads the translation providers', () => {
    const config = loadConfig({ LIBRETRANSLATE_URL: 'http://lt:5000', LIBRETRANSLATE_API_KEY: 'lt-key', DEEPL_API_KEY: 'abc:fx' });
    expect(config).toMatchObject({ libreTranslateUrl: 'http://lt:5000', libreTranslateApiKey: 'lt-key', deeplApiKey: 'abc:fx', deeplApiUrl: undefined });
  });

  it('points citation lookups at the public services unless told otherwise, and refuses private addresses by default', () => {
    expect(loadConfig({}).citationLookup).toEqual({
      crossrefUrl: 'https://api.crossref.org',
      openLibraryUrl: 'https://openlibrary.org',
      arxivUrl: 'http://export.arxiv.org',
      pubmedUrl: 'https://eutils.ncbi.nlm.nih.gov',
      allowPrivateFetch: false,
    });
    const custom = loadConfig({ CROSSREF_API_URL: 'http://127.0.0.1:9000', ALLOW_PRIVATE_FETCH: 'true' }).citationLookup;
    expect(custom).toMatchObject({ crossrefUrl: 'http://127.0.0.1:9000', allowPrivateFetch: true });
  });

  it('keeps the test-mode checkout off unless BILLING_SANDBOX turns it on', () => {
    expect(loadConfig({}).billingSandbox).toBe(false);
    expect(loadConfig({ BILLING_SANDBOX: 'true' }).billingSandbox).toBe(true);
  });

  it('needs both Google variables to offer Google sign-in', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
  });

  it('explains a malformed value instead of starting with a wrong one', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ BASE_URL: 'not a url' })).toThrow(/BASE_URL must be an absolute URL/);
  });
});

describe('resolveAuthSecret', () => {
  it('generates a secret once, keeps it in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-secret-'));
    try {
      const first = resolveAuthSecret(undefined, dataDir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveAuthSecret(undefined, dataDir)).toBe(first);
      expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
      expect(statSync(join(dataDir, 'auth-secret')).mode & 0o077).toBe(0);
      expect(resolveAuthSecret('from-env', dataDir)).toBe('from-env');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
