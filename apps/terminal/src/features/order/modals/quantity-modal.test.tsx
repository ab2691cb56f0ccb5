import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { QuantityModal } from './quantity-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

function setup(props: { initial?: string; kiosk?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(<QuantityModal isOpen onConfirm={onConfirm} onClose={onClose} {...props} />);
  const keypad = screen.getByRole('group', { name: 'Quantity keypad' });
  const press = async (...keys: string[]) => {
    const user = userEvent.setup();
    for (const key of keys)
      await user.click(
        key.length === 1 && /\d/.test(key)
          ? within(keypad).getByRole('button', { name: key })
          : screen.getByRole('button', { name: key }),
      );
  };
  return { onConfirm, onClose, press, entry: () => screen.getByLabelText('Quantity entered') };
}

describe('QuantityModal (seed 001 §5 quantity keypad)', () => {
  it('confirms the typed quantity in thousandths, one dot only, minus prepended once', async () => {
    const { onConfirm, press, entry } = setup();
    expect(screen.getByRole('dialog', { name: 'Quantity' })).toBeInTheDocument();
    await press('1', 'Decimal point', '2', 'Decimal point', '5', 'Minus', 'Minus');
    expect(entry()).toHaveTextContent('-1.25');
    await press('OK');
    expect(onConfirm).toHaveBeenCalledWith(-1250);
  });

  it('empty becomes 1 and a lone minus becomes -1', async () => {
    const first = setup();
    await first.press('OK');
    expect(first.onConfirm).toHaveBeenCalledWith(1000);
  });

  it('a lone minus confirms -1', async () => {
    const { onConfirm, press } = setup();
    await press('Minus', 'OK');
    expect(onConfirm).toHaveBeenCalledWith(-1000);
  });

  it('0 is not saved: the modal closes without a quantity', async () => {
    const { onConfirm, onClose, press } = setup();
    await press('0', 'OK');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('a lone dot clears the entry and keeps the modal open', async () => {
    const { onConfirm, onClose, press, entry } = setup();
    await press('Decimal point', 'OK');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(entry()).toHaveTextContent('1');
  });

  it('has no dot key in kiosk mode', () => {
    setup({ kiosk: true });
    expect(screen.queryByRole('button', { name: 'Decimal point' })).not.toBeInTheDocument();
  });

  it('shows the current quantity; the first digit replaces it; typed keys and Enter work', async () => {
    const { onConfirm, entry } = setup({ initial: '3' });
    expect(entry()).toHaveTextContent('3');
    const user = userEvent.setup();
    await user.keyboard('7.5');
    expect(entry()).toHaveTextContent('7.5');
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(7500);
  });

  it('caps the entry at 12 characters', async () => {
    const { press, entry } = setup();
    await press(...'1234567890123'.split(''));
    expect(entry().textContent).toBe('123456789012');
  });
});
