// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describeError, ErrorScreen } from './error-screen';

function renderFailingRoute(route: { loader?: () => never; Component?: () => never }) {
  const router = createMemoryRouter([
    { path: '/', Component: () => <p>page</p>, HydrateFallback: () => null, ...route, errorElement: <ErrorScreen /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ErrorScreen', () => {
  afterEach(cleanup);

  it('shows the status and status text of a route error response', async () => {
    renderFailingRoute({
      loader: () => {
        throw data('Gone', { status: 404, statusText: 'Not Found' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });

  it('shows the message and the stack of a thrown Error', async () => {
    // React logs render errors it hands to the boundary; keep the test output readable.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute({
      Component: () => {
        throw new Error('Kaboom in render');
      },
    });
    expect(await screen.findByText('Kaboom in render')).toBeTruthy();
    expect(document.querySelector('pre')?.textContent).toContain('Kaboom in render');
    spy.mockRestore();
  });
});

describe('describeError', () => {
  it('serialises values that are neither errors nor responses', () => {
    expect(describeError({ reason: 'odd' }).summary).toBe('{"reason":"odd"}');
    expect(describeError('plain text').summary).toBe('plain text');
  });
});
