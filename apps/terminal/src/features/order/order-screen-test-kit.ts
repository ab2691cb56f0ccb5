/** Helpers of the editor screen's tests (order-screen, order-screen-wiring, order-refund). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';
import { orderEditorDeps, useOrderEditor } from './order-store.ts';
import { editorDeviceReady } from './order-test-fixtures.ts';

/** A fresh editor for a screen test: no link, session or tab state; the editor store reset; sync requests to `sync`. */
export function editorScreenReset(sync: () => void = vi.fn()) {
  sessionStorage.clear();
  terminalReset();
  orderEditorDeps.sync = sync;
  useOrderEditor.getState().reset();
}

/**
 * The device ready (editorDeviceReady) and any extra data (`prepare`), then a new order on the editor screen once
 * `product` shows in the grid.
 */
export async function openNewOrder(product: RegExp, prepare?: () => Promise<void>) {
  await editorDeviceReady();
  await prepare?.();
  const router = renderApp('/orders/new');
  // The first render of a file loads the lazy editor route and the catalog: slow on a busy 2-core machine.
  const products = await screen.findByRole('group', { name: 'Products' }, { timeout: 10_000 });
  await within(products).findByRole('button', { name: product });
  return { router, products, user: userEvent.setup() };
}
