import type { Product } from '@opentill/contracts';
import { centsFromDecimal, SEARCH_MIN_LENGTH, type Cents } from '@opentill/domain';
import { memo, useCallback, useImperativeHandle, useMemo, useState, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { productUnavailable, type Catalog } from '../../data/catalog/catalog.ts';
import { Button } from '../../ui/button.tsx';

/**
 * Decided (docs/decisions.md): the numpad takes up to 13 digits, an EAN-13 barcode, so a code can be keyed in when
 * the scanner fails; seed 001 §5's 8-digit cap is read as the amount keypads' cap.
 */
export const SEARCH_NUMPAD_MAX = 13;
/** The results list shows this many; the search stops there (issue 7: results painted within a frame). */
const SEARCH_RESULTS_SHOWN = 50;
const NUMPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'C', '0', 'Enter'] as const;

interface OrderSearchProps {
  catalog: Catalog | null;
  /** Not read: prices are formatted by ui/use-format with the store currency. */
  currency?: string;
  onAdd: (product: Product) => void;
  /** A code entered with Enter: exact barcode, price-embedded code, else not found (seed 001 §5). */
  onCode: (code: string) => void;
  /** The search box, for the editor's `/` shortcut. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** For the editor: clears the box (a scan typed into it goes to the order instead). */
  handle?: Ref<OrderSearchHandle>;
}

export interface OrderSearchHandle {
  clear: () => void;
}

/**
 * seed 001 §2: the top search box with its barcode numpad dropdown; results list from 4 characters (seed 001 §5).
 * Memoised, and the 50,000-product search runs only when the text changes, not on every order change. The text is
 * this component's own state (issue 13, 4x slowdown: a keystroke re-renders the box and the results, not the editor).
 */
export const OrderSearch = memo(function OrderSearch({ catalog, onAdd, onCode, inputRef, handle }: OrderSearchProps) {
  const { t } = useTranslation();
  // One formatter per store and language (the same object while they stay), so the memoised rows keep it.
  const { money } = useFormat();
  // Translated once per language, not on every keystroke (issue 13, 4x slowdown).
  const labels = useMemo(
    () => ({
      search: t('order.search'),
      placeholder: t('order.searchPlaceholder'),
      numpad: t('order.barcodeNumpad'),
    }),
    [t],
  );
  const [text, onText] = useState('');
  useImperativeHandle(handle, () => ({ clear: () => onText('') }), []);
  const [numpad, setNumpad] = useState(false);
  const results = useMemo(
    () => (catalog && text.trim().length >= SEARCH_MIN_LENGTH ? catalog.search(text, SEARCH_RESULTS_SHOWN) : []),
    [catalog, text],
  );
  const submit = () => {
    const code = text.trim();
    if (code === '') return;
    // A code that is a barcode goes straight in; a name with results waits for a tap on one of them.
    const scan = catalog?.scan(code);
    if (scan && scan.kind !== 'not_found') onCode(code);
    else if (results.length === 1) {
      onAdd(results[0]!);
      onText('');
    } else if (results.length === 0) onCode(code);
  };
  const pick = useCallback(
    (product: Product) => {
      onAdd(product);
      onText('');
    },
    [onAdd],
  );
  const press = (key: (typeof NUMPAD_KEYS)[number]) => {
    if (key === 'C') onText('');
    else if (key === 'Enter') submit();
    else if (/^\d*$/.test(text) && text.length < SEARCH_NUMPAD_MAX) onText(text + key);
  };
  return (
    <div className="relative">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex gap-2"
      >
        <input
          ref={inputRef}
          type="search"
          aria-keyshortcuts="/"
          value={text}
          onChange={(event) => onText(event.target.value)}
          aria-label={labels.search}
          placeholder={labels.placeholder}
          className="min-h-touch min-w-0 flex-1 rounded-control border border-slate-400 bg-surface px-3 focus-visible:outline-3 focus-visible:outline-focus"
        />
        <Button
          variant="chrome"
          size="sm"
          aria-expanded={numpad}
          title={labels.numpad}
          onClick={() => setNumpad(!numpad)}
          className="max-w-[40%] shrink-0"
        >
          <span className="truncate">{labels.numpad}</span>
        </Button>
      </form>
      {numpad && (
        <div
          role="group"
          aria-label={labels.numpad}
          className="absolute right-0 z-20 mt-2 grid w-64 max-w-full grid-cols-3 gap-2 rounded-panel bg-slate-800 p-3 shadow-xl"
        >
          {NUMPAD_KEYS.map((key) => (
            <Button
              key={key}
              variant="chrome"
              aria-label={key === 'C' ? t('keypad.clear') : key === 'Enter' ? t('order.enterCode') : key}
              onClick={() => press(key)}
              className="min-h-12 px-0 text-lg"
            >
              {key === 'Enter' ? '↵' : key}
            </Button>
          ))}
        </div>
      )}
      {results.length > 0 && <SearchResults query={text} results={results} money={money} onPick={pick} />}
    </div>
  );
});

/** Rows the results list renders first: the list shows about 7 (max-h-80 of 44 px rows). */
export const SEARCH_ROWS_FIRST = 10;
/** Rows added each time the list is scrolled (or tabbed) near the end of what it renders. */
const SEARCH_ROWS_MORE = 10;
/** "Near the end": within this many pixels of the bottom (two rows). */
const SEARCH_MORE_MARGIN_PX = 88;

/** Whether a results list scrolled this far should render more rows (pure: the list's scroll handler asks it). */
export function searchNeedsMoreRows(list: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return list.scrollTop + list.clientHeight >= list.scrollHeight - SEARCH_MORE_MARGIN_PX;
}

/**
 * The results list: rendered again only when the results (or the text they answer) change. It renders the first
 * SEARCH_ROWS_FIRST rows and more as it is scrolled (issue 13, 4x slowdown: a keystroke that changes the results
 * mounts 10 rows instead of 50, and the frame lays out and paints 10). Each row says its place in all the results.
 */
const SearchResults = memo(function SearchResults({
  query,
  results,
  money,
  onPick,
}: {
  query: string;
  results: readonly Product[];
  money: (value: Cents) => string;
  onPick: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const [rendered, setRendered] = useState({ results, rows: SEARCH_ROWS_FIRST });
  // New results start again from the first rows (state reset during render, not in an effect: no second commit).
  const rows = rendered.results === results ? rendered.rows : SEARCH_ROWS_FIRST;
  if (rendered.results !== results) setRendered({ results, rows });
  const showMore = () => {
    if (rows < results.length) setRendered({ results, rows: Math.min(results.length, rows + SEARCH_ROWS_MORE) });
  };
  return (
    // data-query: which text these results answer (bench/editor-search times the keystroke until it is painted).
    <ul
      aria-label={t('order.searchResults')}
      data-query={query}
      onScroll={(event) => {
        if (searchNeedsMoreRows(event.currentTarget)) showMore();
      }}
      // Tab reaching the last rendered rows renders more at once, so the next Tab goes on down the results.
      onFocus={(event) => {
        const row = (event.target as HTMLElement).closest('li');
        if (Number(row?.getAttribute('aria-posinset') ?? 0) >= rows - 1) showMore();
      }}
      className="absolute left-0 z-10 mt-2 max-h-80 w-full overflow-y-auto rounded-panel bg-surface shadow-xl"
    >
      {results.slice(0, rows).map((product, index) => (
        <SearchRow
          key={product.id}
          product={product}
          position={index + 1}
          count={results.length}
          money={money}
          unavailableLabel={t('order.unavailable')}
          onPick={onPick}
        />
      ))}
    </ul>
  );
});

/**
 * One result. Memoised: the next keystroke mostly narrows the same results, and a row still shown is left as it was
 * (issue 13, 4x slowdown: the list no longer rebuilds 50 rows and formats 50 prices per keystroke).
 */
const SearchRow = memo(function SearchRow({
  product,
  position,
  count,
  money,
  unavailableLabel,
  onPick,
}: {
  product: Product;
  /** Its place in all the results (1-based) and how many there are: the list renders only the first rows. */
  position: number;
  count: number;
  money: (value: Cents) => string;
  /** What a product 86'd today shows instead of its price (one translation for all rows). */
  unavailableLabel: string;
  onPick: (product: Product) => void;
}) {
  // issue 16 §4: an 86'd product is listed, greyed and labelled; picking it says it is not sold today.
  const unavailable = productUnavailable(product);
  return (
    <li aria-posinset={position} aria-setsize={count}>
      <button
        type="button"
        onClick={() => onPick(product)}
        className={`flex min-h-touch w-full justify-between gap-3 px-3 py-2 text-left hover:bg-sky-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus active:bg-sky-100 ${unavailable ? 'opacity-60' : ''}`}
      >
        <span className="min-w-0 break-words">{product.name}</span>
        <span className="shrink-0 text-ink-muted tabular-nums">
          {unavailable ? unavailableLabel : money(centsFromDecimal(product.price))}
        </span>
      </button>
    </li>
  );
});
