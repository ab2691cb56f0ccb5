import { describe, expect, it } from 'vitest';
import {
  orderAccess,
  orderActionsVisible,
  PERMISSION_PROMPT,
  protectedActionDecision,
  ROLE,
  roleCanApprove,
  shiftGateNeedsPin,
  terminalSetting,
  type ProtectedAction,
} from './permissions.ts';

const allow = { kind: 'allow', consumesVerification: false };
const consume = { kind: 'allow', consumesVerification: true };
const pin = { kind: 'pin' };
const cashier = { role: 3, kiosk: false, verified: false };

describe('roles (seed 000 §1)', () => {
  it('has the seeds’ ids and prompt', () => {
    expect(ROLE).toEqual({ OWNER: 1, MANAGER: 2, CASHIER: 3, EMPLOYEE: 4 });
    expect(PERMISSION_PROMPT).toBe('This process requires permission. Please enter pin.');
  });
  it('only managers and owners approve', () => {
    expect([1, 2, 3, 4].map(roleCanApprove)).toEqual([true, true, false, false]);
  });
});

describe('protected actions (seed 001 §6)', () => {
  const always: ProtectedAction[] = [
    'item_discount',
    'order_discount',
    'void_item',
    'remove_item',
    'cancel_order',
    'quantity_zero',
  ];
  it.each(always)('a cashier needs a PIN for %s, once verified it goes ahead and uses the verification', (action) => {
    expect(protectedActionDecision(action, cashier)).toEqual(pin);
    expect(protectedActionDecision(action, { ...cashier, verified: true })).toEqual(consume);
  });
  it.each([1, 2, 4])('role %i is pre-verified', (role) => {
    expect(protectedActionDecision('item_discount', { ...cashier, role })).toEqual(allow);
  });
  it('price adjust is free when the product allows it', () => {
    expect(protectedActionDecision('price_adjust', cashier)).toEqual(pin);
    expect(protectedActionDecision('price_adjust', { ...cashier, productAllowsPriceAdjust: true })).toEqual(allow);
    expect(protectedActionDecision('price_adjust', { ...cashier, productAllowsPriceAdjust: false })).toEqual(pin);
  });
  it('quantity change needs a PIN only once the kitchen has the item', () => {
    expect(protectedActionDecision('quantity_change', cashier)).toEqual(allow);
    expect(protectedActionDecision('quantity_change', { ...cashier, sentToKitchen: true })).toEqual(pin);
  });
  it('kiosk needs no PIN; no employee outside kiosk does nothing', () => {
    expect(protectedActionDecision('price_adjust', { ...cashier, kiosk: true })).toEqual(allow);
    expect(protectedActionDecision('remove_item', { role: null, kiosk: true, verified: false })).toEqual(allow);
    expect(protectedActionDecision('remove_item', { role: null, kiosk: false, verified: false })).toEqual({
      kind: 'ignore',
    });
  });
});

describe('terminal settings (seed 000 §3)', () => {
  const settings = [
    { name: 'allow_all_employee_orders', value: 'false' },
    { name: 'cash_discount', value: true },
    { name: 'empty', value: null },
  ];
  it('reads values as text', () => {
    expect(terminalSetting(settings, 'allow_all_employee_orders')).toBe('false');
    expect(terminalSetting(settings, 'cash_discount')).toBe('true');
    expect(terminalSetting(settings, 'empty')).toBeUndefined();
    expect(terminalSetting(settings, 'missing')).toBeUndefined();
    expect(terminalSetting(null, 'x')).toBeUndefined();
  });
});

describe('order access (seed 000 §6, seed 002 §6)', () => {
  const base = {
    order: { emp_open: 7, locked_by: null },
    employee: { id: 8, role: 3 },
    terminalId: 5,
    kiosk: false,
    allowAllEmployeeOrders: 'false',
  };
  const onlyCreator = {
    ok: false,
    error: {
      title: 'Restricted Access',
      message: 'Only the user that created the order and or Manager / Owner can access this order',
    },
  };
  it('a cashier cannot open another employee’s order when the setting is false', () => {
    expect(orderAccess(base)).toEqual(onlyCreator);
    expect(orderAccess({ ...base, order: { emp_open: { id: 7 } } })).toEqual(onlyCreator);
    expect(orderAccess({ ...base, order: { emp_open: null } })).toEqual(onlyCreator);
  });
  it('the creator, managers, owners, kiosk, or any other setting value may open it', () => {
    expect(orderAccess({ ...base, order: { emp_open: 8 } }).ok).toBe(true);
    expect(orderAccess({ ...base, order: { emp_open: { id: '8' } } }).ok).toBe(true);
    expect(orderAccess({ ...base, employee: { id: 8, role: 2 } }).ok).toBe(true);
    expect(orderAccess({ ...base, employee: { id: 8, role: 1 } }).ok).toBe(true);
    expect(orderAccess({ ...base, kiosk: true }).ok).toBe(true);
    expect(orderAccess({ ...base, allowAllEmployeeOrders: 'true' }).ok).toBe(true);
    expect(orderAccess({ ...base, allowAllEmployeeOrders: undefined }).ok).toBe(true);
    expect(orderAccess({ ...base, employee: null }).ok).toBe(true);
  });
  it('an order locked by another terminal is refused, naming it', () => {
    const locked = { ...base, allowAllEmployeeOrders: 'true', order: { locked_by: 9 } };
    expect(orderAccess(locked)).toEqual({
      ok: false,
      error: { title: 'Restricted Access', message: 'Order is being edited on another terminal: Terminal #9' },
    });
    expect(orderAccess({ ...locked, lockingTerminalName: 'Bar' })).toEqual({
      ok: false,
      error: { title: 'Restricted Access', message: 'Order is being edited on another terminal: Terminal #9 Bar' },
    });
    expect(orderAccess({ ...locked, order: { locked_by: '5' } }).ok).toBe(true);
    expect(orderAccess({ ...locked, order: { locked_by: '' } }).ok).toBe(true);
  });
});

describe('shift gate and order actions', () => {
  it('asks a cashier for a manager PIN only when allow_cashier_shift is false (seed 000 §2.9)', () => {
    expect(shiftGateNeedsPin(3, 'false')).toBe(true);
    expect(shiftGateNeedsPin(3, 'true')).toBe(false);
    expect(shiftGateNeedsPin(3, undefined)).toBe(false);
    expect(shiftGateNeedsPin(2, 'false')).toBe(false);
  });
  it('hides Move and Split in quick service; Split needs a table (seed 001 §6)', () => {
    expect(orderActionsVisible(1, true)).toEqual({ move: true, split: true });
    expect(orderActionsVisible(1, false)).toEqual({ move: true, split: false });
    expect(orderActionsVisible(2, true)).toEqual({ move: false, split: false });
    expect(orderActionsVisible(3, true)).toEqual({ move: true, split: true });
  });
});

describe('permission edges', () => {
  it('the product’s price_adjust frees only price adjustments', () => {
    expect(protectedActionDecision('item_discount', { ...cashier, productAllowsPriceAdjust: true })).toEqual(pin);
  });
  it('reads numeric settings and ignores objects', () => {
    expect(terminalSetting([{ name: 'n', value: 5 }], 'n')).toBe('5');
    expect(terminalSetting([{ name: 'b', value: false }], 'b')).toBe('false');
    expect(terminalSetting([{ name: 'o', value: { a: 1 } }], 'o')).toBeUndefined();
  });
  it('an order opener without an id counts as someone else', () => {
    const access = orderAccess({
      order: { emp_open: {} },
      employee: { id: 8, role: 3 },
      terminalId: 1,
      kiosk: false,
      allowAllEmployeeOrders: 'false',
    });
    expect(access.ok).toBe(false);
    expect(
      orderAccess({
        order: { emp_open: 8 },
        employee: { id: 8, role: 3 },
        terminalId: 1,
        kiosk: false,
        allowAllEmployeeOrders: 'false',
      }),
    ).toEqual({ ok: true, value: true });
  });
});
