import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { editorScreenReset, openNewOrder } from './order-screen-test-kit.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  editorScreenReset();
});

const orderPanel = () => screen.getByRole('region', { name: 'Order' });
const pay = () => within(orderPanel()).getByRole('button', { name: 'Pay' });
// hidden: a modal hides the screen behind it from the accessibility tree (the box is still there)
const search = () => screen.getByRole('searchbox', { name: 'Search', hidden: true });

/** A latte on the order: Pay can be pressed. */
async function withLatte() {
  const opened = await openNewOrder(/Latte/);
  await opened.user.click(within(opened.products).getByRole('button', { name: /Latte/ }));
  await waitFor(() => expect(pay()).toBeEnabled());
  return opened;
}

describe('order editor keyboard shortcuts (issue 13 §5)', () => {
  it('`/` puts the cursor in the search box, and a `/` typed there stays in the text', async () => {
    const { user } = await openNewOrder(/Latte/);
    expect(search()).not.toHaveFocus();
    await user.keyboard('/');
    expect(search()).toHaveFocus();
    expect(search()).toHaveValue('');
    await user.keyboard('a/b');
    expect(search()).toHaveValue('a/b');
  });

  it('shows F9 on Pay, named Pay for screen readers; F9 with no items does nothing', async () => {
    const { user, router } = await openNewOrder(/Latte/);
    expect(pay()).toHaveAttribute('aria-keyshortcuts', 'F9');
    expect(within(pay()).getByText('F9').tagName).toBe('KBD');
    expect(pay()).toBeDisabled();
    await user.keyboard('{F9}');
    expect(router.state.location.pathname).toBe('/orders/new');
  });

  it('F9 pays: the order goes to checkout', async () => {
    const { user, router } = await withLatte();
    await user.keyboard('{F9}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\/[^/]+\/checkout$/));
  });

  it('F9 and `/` are ignored while a text field has focus or a modal is open', async () => {
    const { user, router } = await withLatte();
    const path = router.state.location.pathname;
    await user.click(search());
    await user.keyboard('{F9}');
    expect(router.state.location.pathname).toBe(path);

    await user.click(within(orderPanel()).getByRole('button', { name: /Latte/ }));
    await user.click(screen.getByRole('button', { name: 'Quantity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quantity' });
    await user.keyboard('{F9}');
    await user.keyboard('/');
    expect(router.state.location.pathname).toBe(path);
    expect(search()).not.toHaveFocus();
    expect(dialog).toBeInTheDocument();
    // Closed before the next test renders (an open react-aria modal hides whatever is added to the page).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('a hardware scan still adds its product after `/` focused the search box', async () => {
    await openNewOrder(/Latte/);
    // The `/`, then (well over the scanner's 50 ms key gap later) a scanner's burst, 5 ms apart, and its Enter.
    fireEvent.keyDown(document.body, { key: '/' });
    expect(search()).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 200));
    let at = performance.now() + 1_000;
    for (const key of [...'2000000000022', 'Enter']) {
      fireEvent.keyDown(search(), { key, timeStamp: at });
      at += 5;
    }
    await waitFor(() => expect(within(orderPanel()).getByText('Croissant')).toBeInTheDocument(), { timeout: 5_000 });
    expect(search()).toHaveValue('');
  });
});
