// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANS } from '../../../domain/plans';
import { authState, fakeUser, renderWithProviders, stubFetch } from '../../testing/test-utils';
import { Component as CheckoutPage } from './checkout';

const FREE_BILLING = { mode: 'off', plan: 'Free', status: 'none', cancelAtPeriodEnd: false, currentPeriodEnd: null, pendingPlan: null, graceEndsAt: null, portal: false };

describe('checkout page', () => {
  let restore = () => {};
  afterEach(() => {
    cleanup();
    restore();
  });

  it('says payments are not configured instead of offering a card form when the server has none', async () => {
    restore = stubFetch({ '/api/config': { brandName: 'Scribewell', payments: 'off' }, '/api/plans': PLANS, '/api/billing': FREE_BILLING });
    renderWithProviders(<CheckoutPage />, { path: '/checkout?plan=pro', auth: authState({ user: fakeUser('ada@example.com') }) });
    expect((await screen.findByTestId('payments-not-configured')).textContent).toMatch(/Payments are not configured on this server/);
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
    expect(screen.queryByText(/4242/)).toBeNull();
  });

  it('offers the test card form only in test mode', async () => {
    restore = stubFetch({ '/api/config': { brandName: 'Scribewell', payments: 'sandbox' }, '/api/plans': PLANS, '/api/billing': { ...FREE_BILLING, mode: 'sandbox' } });
    renderWithProviders(<CheckoutPage />, { path: '/checkout?plan=pro', auth: authState({ user: fakeUser('ada@example.com') }) });
    expect(await screen.findByRole('form', { name: 'Card payment' })).toBeTruthy();
    expect(screen.queryByTestId('payments-not-configured')).toBeNull();
  });
});
