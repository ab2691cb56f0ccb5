import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import type { Translate } from './display-i18n.ts';
import { addressOrigin, type LinkState, type Pairing } from './display-link.ts';

const input =
  'min-h-touch-lg w-full rounded-control border border-slate-400 bg-surface px-4 text-2xl text-ink outline-none focus-visible:outline-3 focus-visible:outline-focus aria-invalid:border-danger';

interface Errors {
  address?: string;
  code?: string;
  pairingKey?: string;
}

/**
 * The pairing form (issue 20 §1): the store's address (this page's own origin by default), the connection code (the
 * terminal id padded to 6 digits, seed 000 §5) and the pairing key, both shown on the terminal's Settings screen; or
 * this computer's second window (BroadcastChannel, issue 20 §4). Plain labelled inputs: the design system's Field
 * would bring react-aria into the display's first load (decisions §58).
 */
export function DisplaySetup({
  t,
  refused,
  onPair,
}: {
  t: Translate;
  refused: LinkState | null;
  onPair: (pairing: Pairing) => void;
}) {
  const [address, setAddress] = useState(location.origin);
  const [code, setCode] = useState('');
  const [pairingKey, setPairingKey] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const origin = addressOrigin(address);
    if (!origin) next.address = t('customerDisplay.setup.addressInvalid');
    if (!/^\d{1,10}$/.test(code.trim())) next.code = t('customerDisplay.setup.codeInvalid');
    if (!/^\d{6}$/.test(pairingKey.trim())) next.pairingKey = t('customerDisplay.setup.keyInvalid');
    setErrors(next);
    if (origin && Object.keys(next).length === 0)
      onPair({ mode: 'network', address: origin, code: code.trim(), pairingKey: pairingKey.trim() });
  };
  const field = (id: keyof Errors, label: string, value: string, set: (value: string) => void, numeric: boolean) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`display-${id}`} className="text-xl font-semibold">
        {label}
      </label>
      <input
        id={`display-${id}`}
        className={input}
        value={value}
        onChange={(event) => set(event.target.value)}
        inputMode={numeric ? 'numeric' : 'url'}
        autoComplete="off"
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={errors[id] ? `display-${id}-error` : undefined}
      />
      {errors[id] && (
        <p id={`display-${id}-error`} className="text-lg text-danger">
          {errors[id]}
        </p>
      )}
    </div>
  );
  return (
    <main className="flex min-h-0 flex-1 items-center justify-center overflow-y-auto p-6">
      <form onSubmit={submit} noValidate className="flex w-full max-w-2xl flex-col gap-4">
        <h1 className="text-4xl font-bold">{t('customerDisplay.setup.heading')}</h1>
        <p className="text-xl text-ink-muted">{t('customerDisplay.setup.intro')}</p>
        {refused && (
          <p role="alert" className="rounded-control bg-red-50 p-3 text-xl text-danger">
            {t(refused === 'limited' ? 'customerDisplay.setup.limited' : 'customerDisplay.setup.refused')}
          </p>
        )}
        {field('address', t('customerDisplay.setup.address'), address, setAddress, false)}
        <div className="grid grid-cols-2 gap-4">
          {field('code', t('customerDisplay.setup.code'), code, setCode, true)}
          {field('pairingKey', t('customerDisplay.setup.pairingKey'), pairingKey, setPairingKey, true)}
        </div>
        <Button type="submit" variant="primary" size="lg">
          {t('customerDisplay.setup.connect')}
        </Button>
        <Button type="button" variant="secondary" size="lg" onClick={() => onPair({ mode: 'local' })}>
          {t('customerDisplay.setup.local')}
        </Button>
        <p className="text-lg text-ink-muted">{t('customerDisplay.setup.localHint')}</p>
      </form>
    </main>
  );
}
