import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { routes } from './router.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route table and start-up guard', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => localStorage.clear());

  it('sends a fresh terminal from / to /auth with the verification prompt', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends any other route to /auth while no base URL is stored', async () => {
    const router = renderAt('/orders/new');
    await screen.findByRole('heading', { name: 'Please, enter terminal verification code:' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('redirects unknown paths to the default route', async () => {
    localStorage.setItem('baseUrl', 'http://localhost:8080');
    const router = renderAt('/no/such/screen');
    expect(await screen.findByRole('heading', { name: 'Tables' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tables');
  });

  it('shows not-yet-built screens by route name', async () => {
    localStorage.setItem('baseUrl', 'http://localhost:8080');
    renderAt('/orders/12/checkout');
    expect(await screen.findByRole('heading', { name: 'OrderCheckout' })).toBeInTheDocument();
  });
});
