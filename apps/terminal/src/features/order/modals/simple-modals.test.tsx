import type { DiningOption } from '@opentill/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { DiningOptionModal } from './dining-option-modal.tsx';
import { HoldOrderModal } from './hold-order-modal.tsx';
import { ItemNoteModal } from './item-note-modal.tsx';
import { LeaveOrderModal } from './leave-order-modal.tsx';
import { ProductNotFoundModal } from './product-not-found-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

describe('editor modals (seed 001 §2)', () => {
  it('ItemNoteModal saves the edited note', async () => {
    const onConfirm = vi.fn();
    render(<ItemNoteModal isOpen note="no onions" onConfirm={onConfirm} onClose={vi.fn()} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field).toHaveValue('no onions');
    await user.type(field, ', extra salt');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onConfirm).toHaveBeenCalledWith('no onions, extra salt');
  });

  it('HoldOrderModal holds with an optional note', async () => {
    const onConfirm = vi.fn();
    render(<HoldOrderModal isOpen onConfirm={onConfirm} onClose={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hold' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('LeaveOrderModal offers Cancel the Order and Hold the Order (with a description)', async () => {
    const onCancelOrder = vi.fn();
    const onHoldOrder = vi.fn();
    render(<LeaveOrderModal isOpen onCancelOrder={onCancelOrder} onHoldOrder={onHoldOrder} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel the Order' }));
    expect(onCancelOrder).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Hold the Order' }));
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'table 4 later');
    await user.click(screen.getByRole('button', { name: 'Hold' }));
    expect(onHoldOrder).toHaveBeenCalledWith('table 4 later');
  });

  it('DiningOptionModal lists only active options as radios and confirms the chosen one', async () => {
    const options: DiningOption[] = [
      { id: 1, name: 'Dine in', active: true, online_ordering: false },
      { id: 2, name: 'Take out', active: true, online_ordering: true },
      { id: 3, name: 'Delivery', active: false, online_ordering: true },
    ];
    const onConfirm = vi.fn();
    render(<DiningOptionModal isOpen options={options} selectedId={1} onConfirm={onConfirm} onClose={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Dine in' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Take out' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onConfirm).toHaveBeenCalledWith(options[1]);
  });

  it('ProductNotFoundModal names the id, or asks to try again, and plays the sound on opening', () => {
    const playSound = vi.fn();
    const { rerender } = render(<ProductNotFoundModal isOpen productId={42} playSound={playSound} onClose={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Product not found' })).toHaveTextContent(
      'Please, check that product with id 42 is active and available for current store',
    );
    expect(playSound).toHaveBeenCalledTimes(1);
    rerender(<ProductNotFoundModal isOpen={false} playSound={playSound} onClose={vi.fn()} />);
    rerender(<ProductNotFoundModal isOpen playSound={playSound} onClose={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Product not found' })).toHaveTextContent('please try again');
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it('the built-in sound is silent where WebAudio is missing (jsdom)', () => {
    render(<ProductNotFoundModal isOpen onClose={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Product not found' })).toBeInTheDocument();
  });
});
