import { describe, expect, it, vi } from 'vitest';
import { linkCodeParamCapture, linkCodeParamTake } from './link-code-param.ts';

const at = (href: string) => ({ href }) as Location;
function fakeHistory() {
  const replaceState = vi.fn();
  return { history: { state: { idx: 0 }, replaceState } as unknown as History, replaceState };
}

describe('the link code of the dashboard QR code (issue 16 §6)', () => {
  it('takes a six-digit code once and removes it from the address, keeping the rest', () => {
    const { history, replaceState } = fakeHistory();
    linkCodeParamCapture(at('https://shop.example/?link_code=489138&x=1#top'), history);
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/?x=1#top');
    expect(linkCodeParamTake()).toBe('489138');
    expect(linkCodeParamTake()).toBeUndefined();
  });

  it('removes but never types a code that is not six digits', () => {
    const { history, replaceState } = fakeHistory();
    linkCodeParamCapture(at('https://shop.example/auth?link_code=12ab56'), history);
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/auth');
    expect(linkCodeParamTake()).toBeUndefined();
  });

  it('leaves an address without a code alone', () => {
    const { history, replaceState } = fakeHistory();
    linkCodeParamCapture(at('https://shop.example/orders/new'), history);
    expect(replaceState).not.toHaveBeenCalled();
    expect(linkCodeParamTake()).toBeUndefined();
  });
});
