// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/test-utils';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './ui/button';

function renderCancelSubscription() {
  const onConfirm = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      title="Cancel Pro?"
      description="You keep Pro until 1 May, then move to Free."
      confirmLabel="Cancel subscription"
      cancelLabel="Keep Pro"
      onConfirm={onConfirm}
      trigger={<Button>Cancel subscription</Button>}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  return onConfirm;
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('does nothing until the user confirms', () => {
    const onConfirm = renderCancelSubscription();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').textContent).toMatch(/keep Pro until 1 May/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when the user backs out', () => {
    const onConfirm = renderCancelSubscription();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Pro' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
