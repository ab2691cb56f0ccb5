import { thousandths } from '@opentill/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { WeightResult } from '../../../devices/printing/scale-client.ts';
import { initI18n } from '../../../i18n/index.ts';
import { QuantityModal } from './quantity-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

function setup(getWeight?: () => Promise<WeightResult>) {
  const onConfirm = vi.fn();
  render(<QuantityModal isOpen initial="1.000" onConfirm={onConfirm} onClose={vi.fn()} getWeight={getWeight} />);
  return { onConfirm, entry: () => screen.getByLabelText('Quantity entered') };
}

describe('QuantityModal Get Weight (seed 001 §2, issue 19 §6)', () => {
  it('has no Get Weight button on a terminal without a scale', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Get Weight' })).not.toBeInTheDocument();
  });

  it('puts the weight in lb as the quantity, which OK saves (the item is priced by it)', async () => {
    const getWeight = vi.fn(() => Promise.resolve<WeightResult>({ ok: true, weight: thousandths(1250) }));
    const { onConfirm, entry } = setup(getWeight);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get Weight' }));
    expect(entry()).toHaveTextContent('1.250');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith(1250);
  });

  it("shows the seeds' 'Scales error' and keeps the quantity when the scale refuses (motion)", async () => {
    const { onConfirm, entry } = setup(() => Promise.resolve<WeightResult>({ ok: false, error: 'motion' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get Weight' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Scales error: The scale is in motion, wait until the weight is steady',
    );
    expect(entry()).toHaveTextContent('1.000');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("names 'Can not connect to scales' when the helper cannot reach it", async () => {
    setup(() => Promise.resolve<WeightResult>({ ok: false, error: 'connect' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get Weight' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Scales error: Can not connect to scales');
  });
});
