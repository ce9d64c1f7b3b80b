import { z } from 'zod';

/** A profile as the API answers it (GET /api/me, PATCH /api/account/profile); `avatarUrl` is '' without a picture. */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const boundedText = (max: number, label: string) => z.string().trim().max(max, `${label} can be at most ${max} characters.`);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * PATCH /api/account/profile: the fields to change (any of them); a username someone else has is 409
 * `username_taken`. The page checks its whole form with `.required()` of this same schema.
 */
export const profileInputSchema = z.object({
  displayName: boundedText(80, 'Display name').min(1, 'Enter a display name.').optional(),
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters.')
    .max(30, 'Username can be at most 30 characters.')
    .regex(/^[a-zA-Z0-9_.-]+$/, 'Username can use letters, digits, dots, dashes and underscores only.')
    .optional(),
  bio: boundedText(500, 'Bio').optional(),
  location: boundedText(100, 'Location').optional(),
  website: boundedText(200, 'Website')
    .refine((value) => value === '' || isWebUrl(value), 'Website must be a full address starting with http:// or https://.')
    .optional(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** PATCH /api/account/profile's answer: the saved profile. */
export const profileSavedSchema = z.object({ profile: profileSchema });
export type ProfileSaved = z.infer<typeof profileSavedSchema>;

/** POST /api/account/avatar's answer (multipart field `avatar`: PNG, JPEG, GIF or WebP up to 2 MB). */
export const avatarSavedSchema = z.object({ avatarUrl: z.string() });
export type AvatarSaved = z.infer<typeof avatarSavedSchema>;

/** GET and PUT /api/account/privacy: whether tool runs are kept in history (on unless turned off). */
export const privacySettingsSchema = z.object({ keepHistory: z.boolean() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** DELETE /api/account: the typed e-mail address, the password, and a current code when two-factor is on. */
export const deleteAccountInputSchema = z.object({
  confirm: z.string(),
  password: z.string().max(1024).optional(),
  code: z.string().max(32).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** DELETE /api/account's answer; the session cookies are cleared with it. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** DELETE /api/account/sessions/:id's answer (sessions are listed by Better Auth's list-sessions, without tokens). */
export const sessionRevokedSchema = z.object({ revoked: z.literal(true), id: z.string() });
export type SessionRevoked = z.infer<typeof sessionRevokedSchema>;
