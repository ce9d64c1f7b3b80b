// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { DeleteAccountDialog } from './delete-account-dialog';

const EMAIL = 'leaver@example.com';

function open(twoFactorEnabled: boolean, error: string | null = null) {
  const onDelete = vi.fn();
  renderWithProviders(<DeleteAccountDialog email={EMAIL} twoFactorEnabled={twoFactorEnabled} pending={false} error={error} onDelete={onDelete} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return { onDelete, submit: () => screen.getByRole('button', { name: 'Delete my account for good' }) };
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DeleteAccountDialog', () => {
  afterEach(cleanup);

  it('asks for the e-mail and the password before it will delete anything', () => {
    const { onDelete, submit } = open(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByLabelText(/authenticator/i)).toBeNull();
    type(`Type ${EMAIL} to confirm`, EMAIL);
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    type('Your password', 'my password');
    fireEvent.click(submit());
    expect(onDelete).toHaveBeenCalledWith({ confirm: EMAIL, password: 'my password' });
  });

  it('also asks for an authenticator code when two-factor is on', () => {
    const { onDelete, submit } = open(true);
    type(`Type ${EMAIL} to confirm`, EMAIL);
    type('Your password', 'my password');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    type('Code from your authenticator app', '123 456');
    fireEvent.click(submit());
    expect(onDelete).toHaveBeenCalledWith({ confirm: EMAIL, password: 'my password', code: '123456' });
  });

  it("shows the server's refusal in the dialog", () => {
    open(true, 'That authenticator code is not right or has expired.');
    expect(screen.getByText('That authenticator code is not right or has expired.')).toBeTruthy();
  });
});
