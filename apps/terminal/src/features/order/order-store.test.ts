import { thousandths } from '@opentill/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderEditorDeps, orderEditorWritesSettled, useOrderEditor } from './order-store.ts';
import { CATALOG, editorDeviceReady, ROLE_CASHIER } from './order-test-fixtures.ts';

const latte = CATALOG[0]!;
const sync = vi.fn();

async function stored(localId: string): Promise<OrderRecord> {
  return (await db().orders.get(localId)) as OrderRecord;
}

beforeEach(() => {
  localStorage.clear();
  sync.mockReset();
  orderEditorDeps.sync = sync;
  useOrderEditor.getState().reset();
});

describe('opening (seed 001 §4 Creating and opening)', () => {
  it('sends to Shift when no shift is open', async () => {
    await editorDeviceReady({ shift: false });
    expect(await useOrderEditor.getState().open('new')).toBe('shift');
  });

  it('creates the order on the first item: local id, lock, employee, default dining option, saved once written', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    expect(useOrderEditor.getState().order).toBeNull();
    await useOrderEditor.getState().addProduct(latte);
    await useOrderEditor.getState().addProduct(latte);
    const order = useOrderEditor.getState().order!;
    expect(order.local_id).toMatch(/^7_\d+$/);
    expect(order).toMatchObject({
      status: 1,
      locked_by: 7,
      emp_open: 2,
      dining_option: { id: 1, name: 'Dine in' },
      subtotal: 8,
      tax_total: 0.8,
      grand_total: 8.8,
    });
    const saved = await stored(order.local_id);
    expect(saved.items[0]!.quantity).toBe(2);
    expect(saved.updated).toBe(true);
  });

  it('shows an added line at once and writes it right after; checkout-bound code can wait for the write', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    const written = useOrderEditor.getState().addProduct(latte);
    // Shown in the same task as the tap (issue 7: painted in the frame of the input), not yet in IndexedDB.
    const shown = useOrderEditor.getState().order!;
    expect(shown.items).toHaveLength(1);
    expect(await db().orders.get(shown.local_id)).toBeUndefined();
    void useOrderEditor.getState().addProduct(latte);
    await orderEditorWritesSettled();
    expect((await stored(shown.local_id)).items[0]!.quantity).toBe(2);
    await written;
  });

  it('a write that fails brings back the order as stored, with an error, and keeps nothing unsaved on screen', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(latte);
    const localId = useOrderEditor.getState().order!.local_id;
    const put = vi.spyOn(db().table('orders'), 'bulkPut').mockRejectedValueOnce(new Error('disk gone'));
    void useOrderEditor.getState().addProduct(latte);
    expect(useOrderEditor.getState().order!.items[0]!.quantity).toBe(2);
    await orderEditorWritesSettled();
    await vi.waitFor(() => expect(useOrderEditor.getState().notice).not.toBeNull());
    put.mockRestore();
    expect(useOrderEditor.getState().notice).toMatchObject({ title: 'Error' });
    expect(useOrderEditor.getState().order!.items[0]!.quantity).toBe(1);
    expect((await stored(localId)).items[0]!.quantity).toBe(1);
  });

  it('does not add a product with no inventory left', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(CATALOG[2]!);
    expect(useOrderEditor.getState().order).toBeNull();
  });

  it('refuses a completed order with the seed wording', async () => {
    await editorDeviceReady();
    await db().orders.put({ local_id: '7_5', status: 3, items: [], open_date: '2026-03-01T09:00:00Z' });
    expect(await useOrderEditor.getState().open('7_5')).toBe('denied');
    expect(useOrderEditor.getState().notice).toMatchObject({
      title: 'Order you are trying to open is completed',
      message: 'You can edit only Open orders...',
    });
  });

  it('refuses a cashier the order of another employee when allow_all_employee_orders is false', async () => {
    await editorDeviceReady({ role: ROLE_CASHIER, settings: [{ name: 'allow_all_employee_orders', value: 'false' }] });
    await db().orders.put({ local_id: '7_5', status: 1, emp_open: 2, items: [], open_date: '2026-03-01T09:00:00Z' });
    expect(await useOrderEditor.getState().open('7_5')).toBe('denied');
    expect(useOrderEditor.getState().notice).toMatchObject({
      title: 'Restricted Access',
      message: 'Only the user that created the order and or Manager / Owner can access this order',
    });
  });

  it('refuses an order locked by another terminal, naming it', async () => {
    await editorDeviceReady();
    await db().orders.put({ local_id: '8_5', status: 1, locked_by: 8, items: [], open_date: '2026-03-01T09:00:00Z' });
    expect(await useOrderEditor.getState().open('8_5')).toBe('denied');
    expect(useOrderEditor.getState().notice?.message).toBe(
      'Order is being edited on another terminal: Terminal #8 Bar',
    );
  });

  it('locks an opened order to this terminal and releases it on leave, then asks for a sync', async () => {
    await editorDeviceReady();
    await db().orders.put({
      local_id: '7_5',
      status: 2,
      locked_by: null,
      items: [],
      open_date: '2026-03-01T09:00:00Z',
    });
    await useOrderEditor.getState().open('7_5');
    expect((await stored('7_5')).locked_by).toBe(7);
    await useOrderEditor.getState().leave(false);
    expect((await stored('7_5')).locked_by).toBeNull();
    expect(sync).toHaveBeenCalled();
  });

  it('keeps the lock when going to checkout', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(latte);
    const localId = useOrderEditor.getState().order!.local_id;
    await useOrderEditor.getState().leave(true);
    expect((await stored(localId)).locked_by).toBe(7);
  });
});

describe('protected actions (seed 001 §6)', () => {
  it('a cashier removing an item waits for a PIN; the verification applies once', async () => {
    await editorDeviceReady({ role: ROLE_CASHIER });
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(latte);
    await useOrderEditor.getState().addProduct(CATALOG[1]!);
    const [first, second] = useOrderEditor.getState().order!.items;
    await useOrderEditor.getState().removeItem(first!.local_id);
    expect(useOrderEditor.getState().pinPending).toBe(true);
    expect(useOrderEditor.getState().order!.items[0]!.void_status).toBe(0);
    await useOrderEditor.getState().pinVerified();
    expect(useOrderEditor.getState().order!.items[0]!.void_status).toBe(1);
    await useOrderEditor.getState().removeItem(second!.local_id);
    expect(useOrderEditor.getState().pinPending).toBe(true);
  });

  it('a manager removes directly; lowering a quantity keeps a voided copy', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(latte);
    const item = useOrderEditor.getState().order!.items[0]!;
    await useOrderEditor.getState().setQuantity(item.local_id, thousandths(3000));
    await useOrderEditor.getState().setQuantity(item.local_id, thousandths(1000));
    const items = useOrderEditor.getState().order!.items;
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ quantity: 2, void_status: 1 });
    expect(useOrderEditor.getState().order!.subtotal).toBe(4);
  });

  it('shows Value error for a discount larger than the line', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(latte);
    await useOrderEditor
      .getState()
      .setItemDiscount(useOrderEditor.getState().order!.items[0]!.local_id, { type: 2, amount: 900 as never });
    expect(useOrderEditor.getState().notice).toMatchObject({
      title: 'Value error',
      message: 'Discount amount is more than the value requested',
    });
  });
});

describe('hold and cancel (seed 001 §4)', () => {
  it('hold stores the note, releases the lock and asks for a sync', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(latte);
    expect(await useOrderEditor.getState().hold('Table by the window')).toBe(true);
    const saved = await stored(useOrderEditor.getState().order!.local_id);
    expect(saved).toMatchObject({ status: 2, description: 'Table by the window', locked_by: null });
    expect(saved.hold_date).toBeTruthy();
    expect(saved.id ?? null).toBeNull();
    expect(sync).toHaveBeenCalled();
  });

  it('hold is ignored while there is no order', async () => {
    await editorDeviceReady();
    await useOrderEditor.getState().open('new');
    expect(await useOrderEditor.getState().hold('')).toBe(false);
  });

  it('cancel records the terminal and close date; a cashier needs a PIN first', async () => {
    await editorDeviceReady({ role: ROLE_CASHIER });
    await useOrderEditor.getState().open('new');
    await useOrderEditor.getState().addProduct(latte);
    expect(await useOrderEditor.getState().cancel()).toBe(false);
    await useOrderEditor.getState().pinVerified();
    const saved = await stored(useOrderEditor.getState().order!.local_id);
    expect(saved).toMatchObject({ status: 4, terminal_id: 7, locked_by: null });
    expect(saved.close_date).toBeTruthy();
  });
});
