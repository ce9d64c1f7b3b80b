import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ApiError } from '../http/api-error';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE_MESSAGE = 'The picture is larger than 2 MB. Please choose a smaller one.';

/** Image types by their first bytes: the declared Content-Type is not trusted. */
const SIGNATURES: { type: string; ext: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/png', ext: 'png', matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', matches: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
];

export function avatarFolder(dataDir: string): string {
  return join(dataDir, 'avatars');
}

/** Checks size and image type, then writes the file under DATA_DIR/avatars with an unguessable name. */
export async function storeAvatar(dataDir: string, userId: string, file: File): Promise<string> {
  if (file.size === 0) throw new ApiError(400, 'invalid_file', 'The file is empty.');
  if (file.size > MAX_AVATAR_BYTES) throw new ApiError(413, 'file_too_large', AVATAR_TOO_LARGE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!kind) throw new ApiError(415, 'unsupported_media_type', 'Upload a PNG, JPEG, GIF or WebP picture.');
  const name = `${userId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 16)}-${randomBytes(8).toString('hex')}.${kind.ext}`;
  await mkdir(avatarFolder(dataDir), { recursive: true });
  await writeFile(join(avatarFolder(dataDir), name), bytes);
  return name;
}

export async function readAvatar(dataDir: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!/^[a-zA-Z0-9]+-[a-f0-9]{16}\.(png|jpg|gif|webp)$/.test(name)) return null;
  try {
    const bytes = await readFile(join(avatarFolder(dataDir), basename(name)));
    const type = SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? 'application/octet-stream';
    return { bytes, type };
  } catch {
    return null;
  }
}

/** Removes a previous avatar of ours; a foreign URL (from Google sign-in) is left alone. */
export async function removeAvatar(dataDir: string, avatarUrl: string): Promise<void> {
  const prefix = '/api/account/avatars/';
  if (!avatarUrl.startsWith(prefix)) return;
  await unlink(join(avatarFolder(dataDir), basename(avatarUrl.slice(prefix.length)))).catch(() => {});
}
