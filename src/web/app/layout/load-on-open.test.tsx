// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadOnOpen } from './load-on-open';

afterEach(cleanup);

describe('a menu loaded on first open', () => {
  it('shows the stand-in button, starts loading on hover, and opens the real menu on click', async () => {
    const module = Promise.resolve({ default: () => <div role="menu">Real menu</div> });
    const load = vi.fn(() => module);
    const RealMenu = lazy(load);
    render(
      <LoadOnOpen load={load} trigger={(props) => <button {...props}>Products</button>}>
        <RealMenu />
      </LoadOnOpen>,
    );
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Products' }));
    expect(load).toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Products' }));
      await module;
    });
    expect(await screen.findByRole('menu')).toHaveProperty('textContent', 'Real menu');
  });
});
