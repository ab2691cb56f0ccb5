// PIN check (issue 6: hash and match <= 150 ms): the terminal's own employeeByPin (Dexie over IndexedDB, then
// pinUid's PBKDF2-SHA256 through WebCrypto, then the match) against a store of 200 employees. Runs in Node on
// fake-indexeddb with Node's WebCrypto (the same native PBKDF2 as Chromium's); median of 15 checks.
import 'fake-indexeddb/auto';
import { pinUid } from '../packages/contracts/src/pin-hash.ts';
import { OpenTillDb } from '../apps/terminal/src/data/db.ts';
import { employeeByPin } from '../apps/terminal/src/data/repositories/employees.ts';
import { median, writeResult } from './lib/index.ts';

const salt = 'bench-store-salt';
const database = new OpenTillDb('OpenTill-bench');
await database.store.put({ id: 1, name: 'Bench store', pin_salt: salt });
const employees = [];
for (let id = 1; id <= 200; id += 1) {
  employees.push({ id, name: `Employee ${id}`, role: 3, language: 'en', uid: await pinUid(String(1000 + id), salt) });
}
await database.employee.bulkPut(employees);

const times: number[] = [];
for (let run = 0; run < 16; run += 1) {
  const pin = String(1000 + 1 + ((run * 37) % 200));
  const started = performance.now();
  const found = await employeeByPin(pin, database);
  times.push(performance.now() - started);
  if (!found) throw new Error(`PIN ${pin} not matched`);
}
const check = median(times.slice(1));

writeResult({
  name: 'pin-check',
  figure: Number(check.toFixed(1)),
  unit: 'ms median to hash a PIN and match it among 200 employees',
  budget: { value: 150, better: 'lower' },
  details: { employees: employees.length, runs: times.length - 1 },
});
