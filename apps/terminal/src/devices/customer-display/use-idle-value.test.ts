import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleValue } from './use-idle-value.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useIdleValue (the customer display takes the order up after the input frame)', () => {
  it('keeps the value it had until the page is idle, then takes the latest one', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    expect(result.current).toBe('a');
    act(() => idle.at(-1)!());
    expect(result.current).toBe('c');
  });

  it('cancels the idle callback of a value replaced before it ran', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { rerender } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe('b');
  });
});
