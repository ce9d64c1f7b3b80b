// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authState, fakeUser, renderWithProviders, stubFetch } from '../../testing/test-utils';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubFetch({ '/api/config': { brandName: 'Scribewell', googleSignIn: false } });
  });
  afterEach(() => {
    cleanup();
    restore();
  });

  it('shows Login and both tool menus when signed out', () => {
    renderWithProviders(<TopBar />);
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AI Assistance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scribewell' }).getAttribute('href')).toBe('/');
  });

  it('labels the account menu with the capitalised part of the e-mail before the @', () => {
    renderWithProviders(<TopBar />, { auth: authState({ user: fakeUser('jane.doe@example.com') }) });
    expect(screen.getByRole('button', { name: 'Jane.doe' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('treats a guest session as signed out', () => {
    renderWithProviders(<TopBar />, { auth: authState({ isGuest: true }) });
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('shows neither Login nor the account menu while the session loads', () => {
    renderWithProviders(<TopBar />, { auth: authState({ loading: true }) });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
