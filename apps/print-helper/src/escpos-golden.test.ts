/**
 * Decoded-ticket golden tests (issue 19 §5): receipts in six languages, a kitchen ticket and labels are laid out by
 * packages/domain, turned into text and raster blocks as the terminal does (print-raster.ts), encoded by the helper,
 * and read back by the printer simulator's own decoder (written from the Epson reference, code pages through
 * iconv-lite). The golden files hold the paper as the decoder reads it. The raster drawing here is a stand-in (one
 * box per character cell: jsdom has no canvas); e2e/journeys/print-raster.spec.ts draws with Chromium's canvas.
 */
import {
  cents,
  kitchenLabels,
  kitchenTicketLines,
  PRINTER_MODELS,
  receiptLines,
  thousandths,
  type PrinterModel,
  type ReceiptInput,
} from '@opentill/domain';
import { describe, expect, it } from 'vitest';
import { lineIsText, printBlocksOf, type LinesRenderer } from '../../terminal/src/devices/printing/print-raster.ts';
import { escposDecodeJob, type DecodedEscpos } from '../../../tools/simulators/src/escpos-printer-decode.ts';
import { escposFromBlocks } from './escpos-encode.ts';

/** One black box per character cell that is not a space (24 dots tall on a 30-dot line). */
const boxesRenderer: LinesRenderer = (lines, columns, dots) => {
  const cell = dots / columns;
  const lineHeight = 30;
  const data = new Uint8ClampedArray(dots * lineHeight * lines.length * 4).fill(255);
  lines.forEach((line, row) => {
    [...line].forEach((char, column) => {
      if (char === ' ') return;
      for (let y = row * lineHeight + 3; y < row * lineHeight + 27; y += 1)
        for (let x = Math.floor(column * cell) + 1; x < Math.floor((column + 1) * cell) - 1; x += 1)
          data.fill(0, (y * dots + x) * 4, (y * dots + x) * 4 + 3);
    });
  });
  return { width: dots, height: lineHeight * lines.length, data };
};

/** The paper of a job as the decoder reads it, then what the job did besides printing. */
function paper(decoded: DecodedEscpos): string {
  const cut = decoded.cuts.map(
    (c) => `${c.partial ? 'partial' : 'full'}${c.feedsToCutter ? ', fed to the cutter' : ''}`,
  );
  return [
    ...decoded.lines,
    '=== end of paper',
    `cuts: ${cut.join('; ') || 'none'}`,
    `drawer kicks: ${String(decoded.drawerKicks)}`,
    `code tables: ${decoded.codeTables.join(', ') || 'none'}`,
    `images: ${decoded.images.map((image) => `${String(image.widthDots)}x${String(image.height)}`).join(', ') || 'none'}`,
    '',
  ].join('\n');
}

function printed(lines: string[], model: PrinterModel, options = { cut: true, drawer: false }) {
  const printer = { width: PRINTER_MODELS[model].columns, dots: PRINTER_MODELS[model].dots };
  const blocks = printBlocksOf(lines, printer, boxesRenderer) ?? lines.map((text) => ({ text }));
  const decoded = escposDecodeJob(escposFromBlocks(blocks, options));
  expect(decoded.unknown).toEqual([]);
  expect(decoded.truncated).toBe(0);
  return decoded;
}

interface Language {
  store: string;
  address: string;
  items: [string, string];
  modifier: string;
  currency: string;
  model: PrinterModel;
}

const LANGUAGES: Record<string, Language> = {
  en: {
    store: 'OpenTill Cafe',
    address: '1 Main Street',
    items: ['Burger', 'Coffee'],
    modifier: 'Cheese',
    currency: '$',
    model: '80mm-180dpi',
  },
  ru: {
    store: 'Кафе «Самовар»',
    address: 'ул. Ленина, 5',
    items: ['Борщ', 'Пельмени'],
    modifier: 'Сметана',
    currency: '₽',
    model: '80mm-203dpi',
  },
  de: {
    store: 'Café Müller',
    address: 'Hauptstraße 12',
    items: ['Käsespätzle', 'Apfelstrudel mit Soße'],
    modifier: 'Röstzwiebeln',
    currency: '€',
    model: '80mm-180dpi',
  },
  tr: {
    store: 'Kahve Dünyası',
    address: 'İstiklal Cad. 8',
    items: ['Türk kahvesi', 'Şiş köfte'],
    modifier: 'Çığ soğan',
    currency: '₺',
    model: '80mm-180dpi',
  },
  hi: {
    store: 'चाय की दुकान',
    address: 'मुंबई',
    items: ['मसाला चाय', 'समोसा'],
    modifier: 'अदरक',
    currency: '₹',
    model: '58mm',
  },
  zh: {
    store: '小笼包餐厅',
    address: '南京路 1号',
    items: ['小笼包', '酸辣汤'],
    modifier: '辣椒',
    currency: '¥',
    model: '80mm-203dpi',
  },
};

function receipt(language: Language): string[] {
  const input: ReceiptInput = {
    width: PRINTER_MODELS[language.model].columns,
    currencySymbol: language.currency,
    store: { name: language.store, address: language.address, country: 'DE' },
    order: { number: '1-007', date: '2026-11-29T12:30:00', table: null, customer: null, dining_option: null },
    items: [
      {
        name: language.items[0],
        quantity: thousandths(2000),
        price: cents(450),
        discount: cents(0),
        subtotal: cents(1000),
        modifiers: [{ name: language.modifier, price: cents(50) }],
      },
      {
        name: language.items[1],
        quantity: thousandths(1000),
        price: cents(320),
        discount: cents(0),
        subtotal: cents(320),
      },
    ],
    totals: {
      subtotal: cents(1320),
      order_discount: cents(0),
      tax_total: cents(0),
      surcharge_value: cents(0),
      tips_total: cents(0),
      total: cents(1320),
      balance_remaining: cents(0),
    },
    payments: [{ payment_type: 'Cash', amount: cents(2000), change_amount: cents(680) }],
    options: { diningOption: false, signatureLine: false, tipLine: false, tipSuggest: false },
  };
  return receiptLines(input);
}

describe('decoded receipts (golden files)', () => {
  it.each(Object.entries(LANGUAGES))('%s', async (name, language) => {
    const lines = receipt(language);
    const decoded = printed(lines, language.model);
    await expect(paper(decoded)).toMatchFileSnapshot(`./golden/receipt-${name}.txt`);
    // Feed to the cutter and a partial cut, once: the last line is never cut off.
    expect(decoded.cuts).toEqual([{ partial: true, feedsToCutter: true, linesFedBefore: 0 }]);
    // Every image is the model's dot width and is not blank; every text line reads back as laid out.
    for (const image of decoded.images) {
      expect(image.widthDots).toBe(PRINTER_MODELS[language.model].dots);
      expect(image.black).toBeGreaterThan(0);
    }
    const text = decoded.lines.filter((line) => !line.startsWith('[image '));
    expect(text).toEqual(lines.filter(lineIsText));
  });

  it('prints Latin, Cyrillic and Turkish through their code pages (PC858, PC866, PC857), with no image', () => {
    for (const name of ['en', 'de'])
      expect(printed(receipt(LANGUAGES[name] as Language), '80mm-180dpi').images).toEqual([]);
    expect(printed(['Борщ  2 x 5,00'], '80mm-180dpi').codeTables).toEqual([17]);
    expect(printed(['Şiş köfte ığ'], '80mm-180dpi').codeTables).toEqual([13]);
    expect(printed(['Soße 4,50 €'], '80mm-180dpi').codeTables).toEqual([19]);
  });

  it('draws Hindi and Chinese lines as raster of the printer width: 384 dots on 58 mm, 576 at 203 dpi', () => {
    const hindi = printed(receipt(LANGUAGES.hi as Language), '58mm');
    expect(hindi.images.map((image) => image.widthDots)).toEqual(hindi.images.map(() => 384));
    const chinese = printed(receipt(LANGUAGES.zh as Language), '80mm-203dpi');
    expect(chinese.images.length).toBeGreaterThan(0);
    expect(new Set(chinese.images.map((image) => image.widthDots))).toEqual(new Set([576]));
  });
});

describe('decoded kitchen ticket and labels (golden files)', () => {
  const order = {
    number: '1-007',
    date: '2026-11-29T12:30:00',
    table: 'T4',
    dining_option: 'Dine In',
    employee: 'Mia',
  };
  it('kitchen ticket', async () => {
    const lines = kitchenTicketLines(
      {
        order,
        reason: null,
        items: [
          { name: 'Борщ', quantity: thousandths(2000), modifiers: ['Сметана'], notes: 'без лука' },
          { name: 'Käsespätzle', quantity: thousandths(1000) },
        ],
        country: 'DE',
      },
      42,
    );
    const decoded = printed(lines, '80mm-180dpi');
    expect(decoded.lines.slice(0, lines.length)).toEqual(lines);
    await expect(paper(decoded)).toMatchFileSnapshot('./golden/kitchen-ticket.txt');
  });

  it('labels, one per unit', async () => {
    const labels = kitchenLabels(
      { order, items: [{ name: 'Türk kahvesi', quantity: thousandths(2000), modifiers: ['Şekerli'] }], country: 'DE' },
      32,
      true,
    );
    expect(labels).toHaveLength(2);
    const decoded = labels.map((label) => printed(label, '80mm-180dpi'));
    decoded.forEach((job, index) => expect(job.lines).toEqual(labels[index]));
    await expect(decoded.map(paper).join('\n')).toMatchFileSnapshot('./golden/labels.txt');
  });
});
