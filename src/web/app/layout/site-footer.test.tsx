// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../testing/test-utils';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  let restore = () => {};
  afterEach(() => {
    cleanup();
    restore();
  });

  it('shows the current year, the brand and "All rights reserved."', () => {
    restore = stubFetch({});
    renderWithProviders(<SiteFooter />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Scribewell. All rights reserved.`)).toBeTruthy();
  });

  it('uses the brand name the server is configured with', async () => {
    restore = stubFetch({ '/api/config': { brandName: 'Acme Write', googleSignIn: false } });
    renderWithProviders(<SiteFooter year={2031} />);
    expect(await screen.findByText('© 2031 Acme Write. All rights reserved.')).toBeTruthy();
  });
});
