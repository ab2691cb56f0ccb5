import type { OrderItem } from '@opentill/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTerminal } from '../../data/connection.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { fakePrintHelper } from '../../devices/printing/fake-print-socket.ts';
import { printDepsSet } from '../../devices/printing/index.ts';
import { kitchenItemCanceled, type KitchenEditor } from './kitchen-send.ts';

const burger: OrderItem = {
  local_id: 'i1',
  product: null,
  name: 'Classic burger',
  quantity: 1,
  price: 13.9,
  modifiers: [],
  printers: [1],
  sent_to_kitchen: true,
  has_kitchen_updates: true,
  void_status: 1,
};

function editorOf(items: OrderItem[]) {
  let order = { local_id: '2_1', number: 7, status: 1, open_date: '2026-03-02T14:05:00.000Z', items } as OrderRecord;
  const notices: { title: string; message: string }[] = [];
  const editor: KitchenEditor = {
    order: () => order,
    applyOrder: (change) => {
      order = change(order);
      return Promise.resolve();
    },
    notice: (notice) => notices.push(notice),
  };
  return { editor, notices, order: () => order };
}

beforeEach(() => {
  localStorage.clear();
  saveTerminal({
    id: 2,
    name: 'Floor',
    printer: null,
    printer_server_ip: '192.168.1.10',
    db_settings: [],
    printers: [
      {
        id: 1,
        name: 'Kitchen printer',
        ip: '192.168.1.60',
        kind: 'kitchen',
        is_58mm: false,
        print_per_single_item: false,
        design_template: '',
        is_kds: false,
        sorting: 0,
      },
    ],
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  printDepsSet({});
  vi.restoreAllMocks();
});

describe('a sent item removed (seed 001 §4 reason item canceled)', () => {
  it('prints the item under ITEM CANCELED on its printer and clears its kitchen updates', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    const { editor, notices, order } = editorOf([burger]);
    await kitchenItemCanceled(editor, 'i1');
    expect(helper.requests).toHaveLength(1);
    const lines = (helper.requests[0] as { lines: string[] }).lines;
    expect(lines[0]?.trim()).toBe('*** ITEM CANCELED ***');
    expect(lines).toContain('1 x Classic burger');
    expect(order().items[0]).toMatchObject({ has_kitchen_updates: false, sent_to_kitchen: true });
    expect(notices).toEqual([]);
  });

  it('on a failure raises Printer error and leaves the item marked for the next Kitchen print', async () => {
    const helper = fakePrintHelper(() => ({ ok: false, error: 'Printer error', detail: 'ECONNREFUSED' }));
    printDepsSet({ socket: helper.factory });
    const { editor, notices, order } = editorOf([burger]);
    await kitchenItemCanceled(editor, 'i1');
    expect(order().items[0]?.has_kitchen_updates).toBe(true);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain('Kitchen printer (192.168.1.60:9100)');
  });

  it('prints nothing for an item never sent', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    const { editor } = editorOf([{ ...burger, sent_to_kitchen: false }]);
    await kitchenItemCanceled(editor, 'i1');
    expect(helper.requests).toEqual([]);
  });
});
