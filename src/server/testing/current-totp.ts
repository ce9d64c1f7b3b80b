import type { Auth } from '../auth/create-auth';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret inside an otpauth:// URI is base32; Better Auth's generator takes the raw secret. */
function decodeBase32(text: string): string {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) bytes.push(parseInt(bits.slice(index, index + 8), 2));
  return new TextDecoder().decode(Uint8Array.from(bytes));
}

/** What the user's authenticator app shows now for this enrolment, computed by Better Auth itself. */
export async function currentTotp(auth: Auth, totpUri: string): Promise<string> {
  const secret = decodeBase32(new URL(totpUri).searchParams.get('secret') ?? '');
  const { code } = await auth.api.generateTOTP({ body: { secret } });
  return code;
}
