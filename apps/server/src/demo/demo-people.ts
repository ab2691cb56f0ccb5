/**
 * Demo staff (issue 4 §10): one employee per role (two cashiers) with different languages, a German one among them. PINs are
 * fixed, distinct and printed at start (docs/operations.md); the owner's 1234 is the seeds' default PIN hint.
 */
export interface DemoEmployee {
  name: string;
  role: 1 | 2 | 3 | 4;
  pin: string;
  language: string;
}

export const ROLE_NAMES: Record<number, string> = { 1: 'Owner', 2: 'Manager', 3: 'Cashier', 4: 'Employee' };

export const DEMO_EMPLOYEES: DemoEmployee[] = [
  { name: 'Oliver', role: 1, pin: '1234', language: 'en' },
  { name: 'Mia', role: 2, pin: '2468', language: 'de' },
  { name: 'Carlos', role: 3, pin: '1357', language: 'es' },
  { name: 'Emma', role: 4, pin: '9753', language: 'fr' },
  // A second cashier, so "a cashier refused an order another cashier opened" can be shown (issue 7).
  { name: 'Sofia', role: 3, pin: '3579', language: 'en' },
];

/** Store 2 (tax inclusive) exists for isolation tests; its staff use other PINs. */
export const SECOND_STORE_EMPLOYEES: DemoEmployee[] = [
  { name: 'Hanna', role: 1, pin: '4321', language: 'tr' },
  { name: 'Yuki', role: 3, pin: '8642', language: 'zh-Hans' },
];
