// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import { TestModeBanner } from './test-mode-banner';

describe('TestModeBanner', () => {
  let restore = () => {};
  afterEach(() => {
    cleanup();
    restore();
  });

  it('labels the page while the server runs the test-mode checkout', async () => {
    restore = stubFetch({ '/api/config': { brandName: 'Scribewell', payments: 'sandbox' } });
    renderWithProviders(<TestModeBanner />);
    expect((await screen.findByRole('note', { name: 'Test-mode payments' })).textContent).toMatch(/no real money is taken/);
  });

  it('shows nothing with real payments or none at all', async () => {
    for (const payments of ['stripe', 'off']) {
      restore = stubFetch({ '/api/config': { brandName: 'Scribewell', payments } });
      const { queryClient } = renderWithProviders(<TestModeBanner />);
      await queryClient.fetchQuery({ queryKey: ['config'] });
      expect(screen.queryByTestId('test-mode-banner')).toBeNull();
      cleanup();
      restore();
    }
  });
});
