import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

afterEach(() => {
  vi.useRealTimers();
});

function Clock({ step }: { step?: number }) {
  const now = useNow(1000, true, step);
  return <time>{new Date(now).toISOString()}</time>;
}

/** Renders the clock and counts its commits (React's Profiler calls onRender once per commit of the tree). */
function renderCounted(step?: number): { commits: () => number } {
  let commits = 0;
  render(
    <Profiler id="clock" onRender={() => (commits += 1)}>
      <Clock step={step} />
    </Profiler>,
  );
  return { commits: () => commits };
}

const seconds = (count: number) => {
  for (let second = 0; second < count; second += 1)
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
};

describe('useNow', () => {
  it('with a one-minute step, looks every second and renders only when the minute changes', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:15:30.000Z') });
    const { commits } = renderCounted(60_000);
    expect(screen.getByText('2026-11-30T10:15:00.000Z')).toBeInTheDocument();
    seconds(29);
    expect(commits()).toBe(1);
    seconds(1);
    expect(screen.getByText('2026-11-30T10:16:00.000Z')).toBeInTheDocument();
    expect(commits()).toBe(2);
  });

  it('without a step, renders every second', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:15:30.000Z') });
    const { commits } = renderCounted();
    seconds(3);
    expect(screen.getByText('2026-11-30T10:15:33.000Z')).toBeInTheDocument();
    expect(commits()).toBe(4);
  });
});
