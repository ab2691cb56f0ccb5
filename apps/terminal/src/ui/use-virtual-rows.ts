import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type PartialKeys,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useState } from 'react';

type Options<E extends Element> = PartialKeys<
  VirtualizerOptions<HTMLDivElement, E>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'onChange'
>;

/** The rows a render draws: their keys, places and sizes, and the list's height. */
function drawnRows<E extends Element>(instance: Virtualizer<HTMLDivElement, E>): string {
  let text = String(instance.getTotalSize());
  for (const item of instance.getVirtualItems())
    text += `|${String(item.key)}@${String(item.start)}+${String(item.size)}`;
  return text;
}

/**
 * Rows rendered from a first one rounded down to a multiple of this: scrolling by a row or two (a line added at the
 * end of the order, then shown) keeps the same rows in the DOM.
 */
export const VIRTUAL_ROWS_STEP = 8;

/** The default overscan, its first row rounded down to a multiple of VIRTUAL_ROWS_STEP. */
export function steppedRange(range: Range): number[] {
  const first = Math.max(range.startIndex - range.overscan, 0);
  const stepped = Math.floor(first / VIRTUAL_ROWS_STEP) * VIRTUAL_ROWS_STEP;
  return defaultRangeExtractor({ ...range, startIndex: stepped + range.overscan });
}

/** What each virtualizer's last commit drew (drawnRows), read by its onChange outside React's render. */
const drawnAtCommit = new WeakMap<object, string>();

/**
 * A scroll container's virtual rows (@tanstack/react-virtual's Virtualizer, as its `useVirtualizer` sets it up) that
 * renders again only when the rows it draws change: their keys, places or sizes (issue 13, 4x slowdown). The
 * library's hook renders again whenever the visible range moves and when a scroll starts and stops (its `isScrolling`,
 * 150 ms later); after a line added at the end, that was a second render and often a second frame before the
 * cashier's next scan. With `steppedRange` a one-row scroll draws the same rows, so nothing is rendered for it.
 */
export function useVirtualRows<E extends Element>(options: Options<E>): Virtualizer<HTMLDivElement, E> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const resolved: VirtualizerOptions<HTMLDivElement, E> = {
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    rangeExtractor: steppedRange,
    ...options,
    onChange: (instance) => {
      if (drawnRows(instance) !== drawnAtCommit.get(instance)) rerender();
    },
  };
  const [instance] = useState(() => new Virtualizer(resolved));
  instance.setOptions(resolved);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => {
    drawnAtCommit.set(instance, drawnRows(instance));
    return instance._willUpdate();
  });
  return instance;
}
