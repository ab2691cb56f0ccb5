import type { Discount } from '@opentill/contracts';
import { cents } from '@opentill/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { DiscountModal } from './discount-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

const PRESETS: Discount[] = [
  { id: 1, name: 'Staff', type: 1, value: 10 },
  { id: 2, name: 'Coupon', type: 2, value: 5 },
];

function setup(target: 'item' | 'order', base: number) {
  const onConfirm = vi.fn();
  render(
    <DiscountModal
      isOpen
      target={target}
      base={cents(base)}
      presets={PRESETS}
      onConfirm={onConfirm}
      onClose={vi.fn()}
    />,
  );
  const user = userEvent.setup();
  const keypad = screen.getByRole('group', { name: 'Discount keypad' });
  const type = async (digits: string) => {
    for (const digit of digits) await user.click(within(keypad).getByRole('button', { name: digit }));
  };
  return { onConfirm, user, type, entry: () => screen.getByLabelText('Discount entered') };
}

describe('DiscountModal (seed 001 §4 Discounts, §5 discount keypad)', () => {
  it('percent entry is digits ÷ 100, confirmed in thousandths of a percent', async () => {
    const { onConfirm, user, type, entry } = setup('item', 1000);
    expect(screen.getByRole('button', { name: 'Percent %' })).toHaveAttribute('aria-pressed', 'true');
    await type('1250');
    expect(entry()).toHaveTextContent('12.50%');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onConfirm).toHaveBeenCalledWith({ type: 1, percent: 12_500 });
  });

  it('currency entry in cents; at most 8 digits; C resets to 0', async () => {
    const { onConfirm, user, type, entry } = setup('order', 100_000_000);
    await user.click(screen.getByRole('button', { name: 'Amount $' }));
    await type('123456789');
    expect(entry()).toHaveTextContent('$123,456.78');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(entry()).toHaveTextContent('$0.00');
    await type('250');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onConfirm).toHaveBeenCalledWith({ type: 2, amount: 250 });
  });

  it('an item discount above the line shows Value error inside the modal and does not close', async () => {
    const { onConfirm, user, type } = setup('item', 500);
    await user.click(screen.getByRole('button', { name: 'Amount $' }));
    await type('600');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Value error');
    expect(alert).toHaveTextContent('Discount amount is more than the value requested');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Item discount' })).toBeInTheDocument();
  });

  it('an order discount above the subtotal shows "Discount is bigger than the total value"', async () => {
    const { onConfirm, user, type } = setup('order', 400);
    await user.click(screen.getByRole('button', { name: 'Amount $' }));
    await type('401');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Discount is bigger than the total value');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('presets apply their type and value', async () => {
    const { onConfirm, user } = setup('order', 10_000);
    await user.click(screen.getByRole('button', { name: /Staff/ }));
    expect(onConfirm).toHaveBeenLastCalledWith({ type: 1, percent: 10_000 });
    await user.click(screen.getByRole('button', { name: /Coupon/ }));
    expect(onConfirm).toHaveBeenLastCalledWith({ type: 2, amount: 500 });
  });
});
