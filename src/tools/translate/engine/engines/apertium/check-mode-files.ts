import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApertiumMode } from './parse-modes';

/**
 * The data files a `.mode` file names (quoted absolute paths: `lt-proc '/usr/share/apertium/…/x.automorf.bin'`).
 * Flags and `$1`/`$2` placeholders are not files.
 */
export function listModeDataFiles(modeFile: string): string[] {
  return [...new Set([...modeFile.matchAll(/'(\/[^']+)'/g)].map((match) => match[1] ?? '').filter(Boolean))];
}

/**
 * The modes whose data files are all there. Some Debian packages ship a mode pointing at files another
 * name holds (apertium-eo-ca's ca-eo.mode names /usr/share/apertium/apertium-eo-ca/, the package installs
 * apertium-ca-eo/): `apertium -l` lists it, every request would fail. A mode whose `.mode` file cannot be
 * read (another install layout) is kept: `apertium` itself is the judge then.
 */
export function keepWorkingModes(
  modes: readonly ApertiumMode[],
  modesFolder: string,
  fs: { read: (path: string) => string | undefined; exists: (path: string) => boolean } = {
    read: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    },
    exists: existsSync,
  },
): ApertiumMode[] {
  return modes.filter((mode) => {
    const text = fs.read(join(modesFolder, `${mode.name}.mode`));
    return text === undefined || listModeDataFiles(text).every((file) => fs.exists(file));
  });
}
