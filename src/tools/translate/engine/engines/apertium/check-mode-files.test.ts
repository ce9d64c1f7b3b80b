import { describe, expect, it } from 'vitest';
import { keepWorkingModes, listModeDataFiles } from './check-mode-files';
import { parseModeList } from './parse-modes';

const BROKEN = `lt-proc '/usr/share/apertium/apertium-eo-ca/ca-eo.automorf.bin' | apertium-tagger -g $2 '/usr/share/apertium/apertium-eo-ca/ca-eo.prob' | lt-proc $1 '/usr/share/apertium/apertium-eo-ca/ca-eo.autogen.bin'`;
const WORKING = `lt-proc -w '/usr/share/apertium/apertium-eu-es/eu-es.automorf.bin' | lt-proc $1 '/usr/share/apertium/apertium-eu-es/eu-es.autogen.bin'`;

describe('listModeDataFiles', () => {
  it('reads the quoted files of a mode, once each, and no flags or placeholders', () => {
    expect(listModeDataFiles(BROKEN)).toEqual([
      '/usr/share/apertium/apertium-eo-ca/ca-eo.automorf.bin',
      '/usr/share/apertium/apertium-eo-ca/ca-eo.prob',
      '/usr/share/apertium/apertium-eo-ca/ca-eo.autogen.bin',
    ]);
  });
});

describe('keepWorkingModes', () => {
  const modes = parseModeList('ca-eo\neu-es\nxx-yy\n');
  const files = new Set(listModeDataFiles(WORKING));
  const fs = {
    read: (path: string) => (path.endsWith('/ca-eo.mode') ? BROKEN : path.endsWith('/eu-es.mode') ? WORKING : undefined),
    exists: (path: string) => files.has(path),
  };

  it('drops a listed pair whose dictionaries are missing, so it is never offered', () => {
    expect(keepWorkingModes(modes, '/usr/share/apertium/modes', fs).map((mode) => mode.name)).toEqual(['eu-es', 'xx-yy']);
  });

  it('keeps a mode whose .mode file it cannot read: apertium decides then', () => {
    expect(keepWorkingModes(parseModeList('xx-yy'), '/elsewhere', fs)).toHaveLength(1);
  });
});
