import { describe, expect, it } from 'vitest';
import { routeAfterUnlock, routeGuard, terminalModeHome, type RouteGuardState } from './route-guard.ts';

const ready: RouteGuardState = {
  demo: false,
  hasBaseUrl: true,
  hasConnection: true,
  syncRedirectDone: false,
  terminal: { mode: 1 },
  hasEmployeeOne: true,
  unlocked: true,
};
const at = (name: string, path = `/${name.toLowerCase()}`) => ({ name, path });
const from = at('Tables', '/tables');
const allow = { kind: 'allow' };
const to = (name: string, params?: { id: string }) => ({ kind: 'redirect', to: params ? { name, params } : { name } });

describe('route guard (seed 000 §2.2)', () => {
  it('1. the same path is allowed whatever the state', () => {
    expect(
      routeGuard({ ...ready, hasBaseUrl: false, unlocked: false }, at('Order', '/orders/1'), at('Order', '/orders/1')),
    ).toEqual(allow);
  });
  it('2. Auth and AuthQuick pass outside demo, even with nothing stored', () => {
    const empty = { ...ready, hasBaseUrl: false, hasConnection: false, terminal: null };
    expect(routeGuard(empty, from, at('Auth'))).toEqual(allow);
    expect(routeGuard(empty, from, at('AuthQuick'))).toEqual(allow);
  });
  it('2. in demo mode Auth does not pass rule 2 (it meets rule 4 first)', () => {
    expect(routeGuard({ ...ready, demo: true, hasConnection: false }, from, at('Auth'))).toEqual({
      ...to('Synchronize'),
      syncRedirectDone: true,
    });
  });
  it('3. outside demo, no base URL: Auth', () => {
    expect(routeGuard({ ...ready, hasBaseUrl: false }, from, at('Orders'))).toEqual(to('Auth'));
    expect(
      routeGuard({ ...ready, hasBaseUrl: false, demo: true, hasEmployeeOne: true }, from, at('OrdersList')),
    ).toEqual(allow);
  });
  it('4. no connection: Synchronize once, then the next rules', () => {
    const noConnection = { ...ready, hasConnection: false };
    expect(routeGuard(noConnection, from, at('OrdersList'))).toEqual({ ...to('Synchronize'), syncRedirectDone: true });
    expect(routeGuard({ ...noConnection, syncRedirectDone: true }, from, at('OrdersList'))).toEqual(allow);
    expect(routeGuard({ ...noConnection, syncRedirectDone: true }, from, at('Synchronize'))).toEqual(allow);
  });
  it.each(['Synchronize', 'Reset', 'NewOrderRedirect'])('5. %s always passes', (name) => {
    expect(routeGuard({ ...ready, terminal: null, unlocked: false }, from, at(name))).toEqual(allow);
  });
  it('5. demo mode lets Auth through here', () => {
    expect(routeGuard({ ...ready, demo: true, terminal: null, hasEmployeeOne: false }, from, at('Auth'))).toEqual(
      allow,
    );
  });
  it('6. no terminal outside demo: Auth; in demo it goes on', () => {
    expect(routeGuard({ ...ready, terminal: null }, from, at('OrdersList'))).toEqual(to('Auth'));
    expect(routeGuard({ ...ready, demo: true, terminal: null }, from, at('OrdersList'))).toEqual(allow);
  });
  it('7. demo without employee 1: Synchronize', () => {
    expect(routeGuard({ ...ready, demo: true, hasEmployeeOne: false }, from, at('OrdersList'))).toEqual(
      to('Synchronize'),
    );
    expect(routeGuard({ ...ready, demo: false, hasEmployeeOne: false }, from, at('OrdersList'))).toEqual(allow);
  });
  it.each([
    ['KioskHome', true],
    ['KioskOrderType', true],
    ['Order', true],
    ['Tools', true],
    ['OrderCheckout', true],
    ['Tables', false],
    ['Pin', false],
    ['Shift', false],
  ])('8. kiosk terminals reach %s: %s (no PIN needed)', (name, reachable) => {
    const kiosk = { ...ready, terminal: { mode: 3 }, unlocked: false };
    expect(routeGuard(kiosk, at('KioskHome'), at(name))).toEqual(reachable ? allow : to('KioskHome'));
  });
  it('9. locked employees go to Pin except for Pin and Tools', () => {
    const locked = { ...ready, unlocked: false };
    expect(routeGuard(locked, from, at('OrdersList'))).toEqual(to('Pin'));
    expect(routeGuard(locked, from, at('Pin'))).toEqual(allow);
    expect(routeGuard(locked, from, at('Tools'))).toEqual(allow);
  });
  it.each([
    ['Pin', true],
    ['OrdersList', true],
    ['Order', true],
    ['OnlineOrder', true],
    ['OrderCheckout', true],
    ['Shift', true],
    ['Tools', true],
    ['Settings', true],
    ['Tables', false],
    ['TableOrders', false],
    ['KioskHome', false],
  ])('10. quick service reaches %s: %s', (name, reachable) => {
    const quick = { ...ready, terminal: { mode: 2 } };
    expect(routeGuard(quick, at('OrdersList'), at(name))).toEqual(reachable ? allow : to('Order', { id: 'new' }));
  });
  it('11. entering Tables turns on the call order list unless coming from Order or OrderCheckout', () => {
    expect(routeGuard(ready, at('OrdersList'), at('Tables'))).toEqual({ kind: 'allow', callOrderList: true });
    expect(routeGuard(ready, at('Order', '/orders/3'), at('Tables'))).toEqual({ kind: 'allow', callOrderList: false });
    expect(routeGuard(ready, at('OrderCheckout', '/orders/3/checkout'), at('Tables'))).toEqual({
      kind: 'allow',
      callOrderList: false,
    });
  });
  it('anything else in table service is allowed', () => {
    expect(routeGuard(ready, from, at('TableOrders', '/tables/4'))).toEqual(allow);
  });
});

describe('mode switch (seed 000 §2.3) and after unlock (seed 000 §4)', () => {
  it.each<[number, object]>([
    [1, { name: 'Tables' }],
    [2, { name: 'Order', params: { id: 'new' } }],
    [3, { name: 'KioskHome' }],
    [9, { name: 'KioskHome' }],
  ])('mode %i -> %j', (mode, target) => expect(terminalModeHome(mode)).toEqual(target));
  it.each<[number, boolean, object]>([
    [1, false, { name: 'Shift' }],
    [2, false, { name: 'Shift' }],
    [3, false, { name: 'Order', params: { id: 'new' } }],
    [1, true, { name: 'Tables' }],
    [2, true, { name: 'Order', params: { id: 'new' } }],
  ])('mode %i shift open %s -> %j', (mode, open, target) => expect(routeAfterUnlock(mode, open)).toEqual(target));
});

describe('route guard edges', () => {
  it('demo mode lets AuthQuick through at rule 5', () => {
    expect(routeGuard({ ...ready, demo: true, terminal: null, hasEmployeeOne: false }, from, at('AuthQuick'))).toEqual(
      allow,
    );
  });
});
