import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import { NotFound } from './NotFound.tsx';

describe('NotFound', () => {
  it('says the page was not found and links home', () => {
    renderWithRelay(<NotFound />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
