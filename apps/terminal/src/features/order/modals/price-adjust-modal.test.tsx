import { cents } from '@opentill/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { PriceAdjustModal } from './price-adjust-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

describe('PriceAdjustModal (seed 001 §2, §5 price keypad)', () => {
  it('the value is digits ÷ 100 in cents, with the taxed toggle when the product has tax rates', async () => {
    const onConfirm = vi.fn();
    render(<PriceAdjustModal isOpen price={cents(450)} hasTaxRates taxed onConfirm={onConfirm} onClose={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Price entered')).toHaveTextContent('$4.50');
    const keypad = screen.getByRole('group', { name: 'Price keypad' });
    for (const digit of '1299') await user.click(within(keypad).getByRole('button', { name: digit }));
    expect(screen.getByLabelText('Price entered')).toHaveTextContent('$12.99');
    await user.click(screen.getByRole('switch', { name: 'Taxed' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith({ price: 1299, taxed: false });
  });

  it('has no taxed toggle without tax rates; typed digits work', async () => {
    const onConfirm = vi.fn();
    render(
      <PriceAdjustModal
        isOpen
        price={cents(450)}
        hasTaxRates={false}
        taxed={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.keyboard('75{Enter}');
    expect(onConfirm).toHaveBeenCalledWith({ price: 75, taxed: false });
  });
});
