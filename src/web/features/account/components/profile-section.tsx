import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';
import { profileFormSchema, useUpdateProfile, useUploadAvatar, type ProfileForm } from '../api/account-api';
import type { Me } from '../../../lib/me';

export function ProfileSection({ profile }: { profile: NonNullable<Me['profile']> }) {
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const [form, setForm] = useState<ProfileForm>({
    displayName: profile.displayName ?? '',
    username: profile.username,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    website: profile.website ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof ProfileForm) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((previous) => ({ ...previous, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileFormSchema.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form.');
    setError(null);
    update.mutate(parsed.data, { onSuccess: () => toast.success('Profile saved'), onError: (failure) => setError(failure.message) });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How you appear in {profile.username ? 'the app' : 'your account'}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-4">
          {profile.avatarUrl ? (
            <img src={profile.avatarUrl} alt="Your avatar" className="size-16 rounded-full border object-cover" />
          ) : (
            <div className="flex size-16 items-center justify-center rounded-full bg-muted text-xl font-semibold" aria-hidden="true">
              {(form.displayName || profile.username).charAt(0).toUpperCase()}
            </div>
          )}
          <div className="grid gap-1">
            <Label htmlFor="avatar-input">Avatar</Label>
            <input
              id="avatar-input"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file, { onSuccess: () => toast.success('Avatar updated'), onError: (failure) => toast.error(failure.message) });
              }}
            />
            <p className="text-xs text-muted-foreground">PNG, JPEG, GIF or WebP, up to 2 MB.</p>
          </div>
        </div>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormError title="Could not save" message={error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Display name" value={form.displayName} onChange={set('displayName')} />
            <Field label="Username" value={form.username} onChange={set('username')} />
            <Field label="Location" value={form.location} onChange={set('location')} />
            <Field label="Website" type="url" placeholder="https://" value={form.website} onChange={set('website')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="bio">Bio</Label>
            <Textarea id="bio" rows={3} value={form.bio} onChange={set('bio')} />
          </div>
          <Button type="submit" className="w-fit" disabled={update.isPending}>
            Save profile
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
