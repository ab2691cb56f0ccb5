import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { Keypad } from './keypad.tsx';
import { useDigitKeys } from './use-digit-keys.ts';

beforeAll(async () => {
  await initI18n();
});

function Entry({ onKey, onEnter }: { onKey: (key: string) => void; onEnter: () => void }) {
  useDigitKeys(onKey);
  return (
    <>
      <input aria-label="Note" />
      <Keypad label="Amount keypad" onKey={onKey} onEnter={onEnter} />
    </>
  );
}

describe('Keypad (issue 13 §3, §5)', () => {
  it('Enter confirms the entry, also right after a key was tapped; a text field keeps its Enter', async () => {
    const onKey = vi.fn();
    const onEnter = vi.fn();
    render(<Entry onKey={onKey} onEnter={onEnter} />);
    const user = userEvent.setup();
    await user.keyboard('12{Enter}');
    expect(onKey.mock.calls.map(([key]) => key as string)).toEqual(['1', '2']);
    expect(onEnter).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '5' }));
    await user.keyboard('{Enter}');
    expect(onKey.mock.calls.at(-1)).toEqual(['5']);
    expect(onKey).toHaveBeenCalledTimes(3);
    expect(onEnter).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onEnter).toHaveBeenCalledTimes(3);
  });

  it('has no confirm key without onEnter, and its keys are touch size', () => {
    render(<Keypad label="PIN keypad" onKey={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' }).className).toMatch(/min-h-14/);
  });
});
