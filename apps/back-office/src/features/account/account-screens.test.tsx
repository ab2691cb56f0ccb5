import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderApp, sessionAnswer, STORE, type Call } from '../../test-kit.tsx';
import { safeNext } from './sign-in-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedOut = (call: Call) =>
  call.url === '/api/dashboard/session'
    ? { status: 401, body: { error: 'signed_out', message: 'Signed out: sign in again' } }
    : undefined;

describe('Sign in', () => {
  it('asks a signed-out visitor to sign in, checks both fields, and says when the password is wrong', async () => {
    const calls = fetchMock(
      (call) =>
        signedOut(call) ??
        (call.url === '/api/dashboard/sign-in'
          ? {
              status: 401,
              body: { error: 'wrong_credentials', message: 'Wrong email or password', field: 'password' },
            }
          : undefined),
    );
    const { router } = await renderApp('/stores/7/overview');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fstores%2F7%2Foverview');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required');
    expect(calls.some((call) => call.url.endsWith('/sign-in'))).toBe(false);

    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or the password is wrong.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(calls.find((call) => call.url.endsWith('/sign-in'))?.body).toEqual({
      email: 'ada@example.test',
      password: 'wrong password',
    });
  });

  it('says when the account is locked out', async () => {
    fetchMock(
      (call) =>
        signedOut(call) ??
        (call.url === '/api/dashboard/sign-in'
          ? { status: 429, body: { error: 'account_locked', message: 'Too many wrong passwords' } }
          : undefined),
    );
    await renderApp('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('this account is locked for a while');
  });

  it('signs in, keeps the CSRF token for mutations, and goes back where it was asked', async () => {
    let signedIn = false;
    const calls = fetchMock((call) => {
      if (call.url === '/api/dashboard/session')
        return signedIn ? { body: sessionAnswer() } : { status: 401, body: { error: 'signed_out', message: '' } };
      if (call.url === '/api/dashboard/sign-in') {
        signedIn = true;
        return { body: sessionAnswer() };
      }
      if (call.url === '/api/dashboard/sessions') return { body: { sessions: [] } };
      if (call.url === '/api/dashboard/sign-out') return { body: { ok: true } };
      return undefined;
    });
    await renderApp('/sign-in?next=%2Faccount');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0];
    if (!nav) throw new Error('no nav');
    expect(within(nav).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/stores/7/catalog');

    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0] as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/sign-out'))).toBe(true));
    const signOut = calls.find((call) => call.url.endsWith('/sign-out'));
    expect(signOut?.method).toBe('POST');
    expect(signOut?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("applies the account's language at sign-in when this browser has none chosen", async () => {
    localStorage.removeItem('opentill-dashboard-language');
    let signedIn = false;
    fetchMock((call) => {
      if (call.url === '/api/dashboard/session')
        return signedIn ? { body: sessionGerman } : { status: 401, body: { error: 'signed_out', message: '' } };
      if (call.url === '/api/dashboard/sign-in') {
        signedIn = true;
        return { body: sessionGerman };
      }
      if (call.url === '/api/dashboard/sessions') return { body: { sessions: [] } };
      return undefined;
    });
    const sessionGerman = { ...sessionAnswer(), account: { ...sessionAnswer().account, language: 'de' } };
    await renderApp('/sign-in?next=%2Faccount');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Konto', level: 1 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('only goes to paths of this app after sign-in', () => {
    expect(safeNext('/stores/3/catalog')).toBe('/stores/3/catalog');
    expect(safeNext('//evil.test/x')).toBe('/');
    expect(safeNext('https://evil.test')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});

describe('stores and roles', () => {
  it('answers Not found for a store the account may not see, as the API does', async () => {
    fetchMock((call) => (call.url === '/api/dashboard/session' ? { body: sessionAnswer('manager') } : undefined));
    await renderApp('/stores/99/overview');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('keeps Managers to owners: neither in the nav of a manager nor at its address', async () => {
    fetchMock((call) => {
      if (call.url === '/api/dashboard/session') return { body: sessionAnswer('manager') };
      if (call.url === '/api/dashboard/sessions') return { body: { sessions: [] } };
      return undefined;
    });
    await renderApp('/managers');
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Managers' })).not.toBeInTheDocument();
  });

  it('the store switcher opens the same area of the other store', async () => {
    const other = { ...STORE, id: 8, name: 'Harbour Kiosk' };
    fetchMock((call) =>
      call.url === '/api/dashboard/session' ? { body: sessionAnswer('owner', [STORE, other]) } : undefined,
    );
    const { router } = await renderApp('/stores/7/catalog/products/12');
    const user = userEvent.setup();
    const switcher = (await screen.findAllByLabelText('Store'))[0] as HTMLSelectElement;
    await user.selectOptions(switcher, '8');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/8/catalog'));
  });
});

describe('Set-up', () => {
  it('says so when the link was used already', async () => {
    fetchMock((call) => {
      if (call.url === '/api/dashboard/session') return signedOut(call);
      if (call.url === '/api/dashboard/setup/check') return { body: { valid: false } };
      return undefined;
    });
    await renderApp('/setup?code=used-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('used already or has expired');
  });

  it("creates the owner and the store with the contract's fields, then opens the store signed in", async () => {
    let signedIn = false;
    const calls = fetchMock((call) => {
      if (call.url === '/api/dashboard/session') return signedIn ? { body: sessionAnswer() } : signedOut(call);
      if (call.url === '/api/dashboard/setup/check') return { body: { valid: true } };
      if (call.url === '/api/dashboard/setup') {
        signedIn = true;
        return { body: sessionAnswer() };
      }
      if (call.url.startsWith('/api/dashboard/stores/7/reports/today'))
        return { status: 500, body: { error: 'internal', message: 'x' } };
      return undefined;
    });
    const { router } = await renderApp('/setup?code=good-code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Store name'), 'Corner Café');
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    await user.click(screen.getByRole('button', { name: 'Create the store' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 10 characters/);
    expect(calls.some((call) => call.url === '/api/dashboard/setup')).toBe(false);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create the store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/7/overview'));
    const body = calls.find((call) => call.url === '/api/dashboard/setup')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'good-code',
      owner: { name: 'Ada', email: 'ada@example.test', password: 'a long enough password', language: 'en' },
      store: { name: 'Corner Café', country: 'DE', currency_code: 'EUR', tax_option: 'exclusive' },
    });
  });

  it('uploads the chosen logo to the new store and sets it; refuses a file that is no image before sending', async () => {
    let signedIn = false;
    const calls = fetchMock((call) => {
      if (call.url === '/api/dashboard/session') return signedIn ? { body: sessionAnswer() } : signedOut(call);
      if (call.url === '/api/dashboard/setup/check') return { body: { valid: true } };
      if (call.url === '/api/dashboard/setup') {
        signedIn = true;
        return { body: sessionAnswer() };
      }
      if (call.url === '/api/dashboard/stores/7/images')
        return { body: { id: 31, url: '/api/images/31', width: 80, height: 80 } };
      if (call.url === '/api/dashboard/stores/7' && call.method === 'PATCH') return { body: {} };
      return undefined;
    });
    const { router } = await renderApp('/setup?code=good-code');
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.type(screen.getByLabelText('Store name'), 'Corner Café');
    const logo = screen.getByLabelText('Logo');
    await user.upload(logo, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(logo).toHaveAccessibleDescription('The logo must be a JPEG, PNG, WebP or GIF image.');
    await user.click(screen.getByRole('button', { name: 'Create the store' }));
    expect(calls.some((call) => call.url === '/api/dashboard/setup')).toBe(false);

    await user.upload(logo, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Create the store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/7/overview'));
    const upload = calls.find((call) => call.url === '/api/dashboard/stores/7/images');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(((upload?.body as FormData).get('file') as File).name).toBe('logo.png');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ logo_image_id: 31 });
  });
});
