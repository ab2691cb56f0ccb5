import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { ErrorModal } from './error-modal.tsx';

beforeAll(async () => {
  await initI18n();
});

describe('ErrorModal (seed 001 §8 generic error popup)', () => {
  it('defaults to Unknown error... / Please, contact support, with Close only', async () => {
    const onClose = vi.fn();
    render(<ErrorModal isOpen onClose={onClose} onRetry={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Unknown error...' })).toHaveTextContent('Please, contact support');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Retry on a Payment Error when a retry is given', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorModal
        isOpen
        title="Payment Error"
        message='Unsuccessful Response: "DECLINED"'
        onClose={vi.fn()}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Unsuccessful Response: "DECLINED"')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('translates a seed text in another language', async () => {
    const i18n = await initI18n('de');
    render(
      <ErrorModal
        isOpen
        title="Value error"
        message="Discount amount is more than the value requested"
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Wertfehler' })).toHaveTextContent(
      'Der Rabattbetrag ist höher als der angeforderte Wert',
    );
    await i18n.changeLanguage('en');
  });
});

describe('ConfirmModal (seed 001 §2 remove-item and cancel-order confirmations)', () => {
  it('confirms with Yes and closes with No', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmModal
        isOpen
        message="Are you sure you want to cancel this order?"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('alertdialog', { name: 'Confirm' })).toHaveTextContent(
      'Are you sure you want to cancel this order?',
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
