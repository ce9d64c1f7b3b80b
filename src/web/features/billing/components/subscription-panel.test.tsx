// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import type { BillingSummary } from '../../../../contracts/billing';
import { SubscriptionPanel } from './subscription-panel';

const PRO: BillingSummary = {
  mode: 'sandbox',
  plan: 'Pro',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2030-01-23T00:00:00.000Z',
  pendingPlan: null,
  graceEndsAt: null,
  portal: false,
};

describe('SubscriptionPanel', () => {
  afterEach(cleanup);

  it('offers the simulate buttons only while the server runs the test-mode checkout', () => {
    renderWithProviders(<SubscriptionPanel billing={PRO} />);
    expect(screen.getByRole('button', { name: 'Simulate a successful renewal' })).toBeTruthy();
    cleanup();
    for (const mode of ['stripe', 'off'] as const) {
      renderWithProviders(<SubscriptionPanel billing={{ ...PRO, mode }} />);
      expect(screen.queryByRole('button', { name: /Simulate/ })).toBeNull();
      cleanup();
    }
  });

  it('keeps cancel but offers no paid upgrade for a plan granted on a server without payments', () => {
    renderWithProviders(<SubscriptionPanel billing={{ ...PRO, mode: 'off' }} />);
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade to Ultimate' })).toBeNull();
  });
});
