import type { OrderingGeo, OrderingMenu, OrderingOrderRequest } from '@opentill/contracts';
import { useEffect, useState } from 'react';
import { ApiError, geoFetch, orderKey, orderPost } from './api.ts';
import { cartCents, lineCents, type CartLine } from './cart.ts';
import { t } from './i18n.ts';
import { money } from './money.ts';
import { buttonPrimary, buttonSecondary, input, label, panel } from './ui.ts';

interface Props {
  menu: OrderingMenu;
  lines: CartLine[];
  onLines: (lines: CartLine[]) => void;
  onBack: () => void;
  onPlaced: (key: string) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * The cart and the order form: pickup or delivery (the store's online dining options), the address with the
 * customer screens' rules (country from the server's list, a state picker for the US), ASAP or a later time within
 * the hours, name and phone; pay at pickup. What the page shows is a preview: the server prices the order.
 */
export function Checkout({ menu, lines, onLines, onBack, onPlaced }: Props) {
  const symbol = menu.store.currency_symbol;
  const [option, setOption] = useState(menu.dining_options[0]?.id ?? 0);
  const delivery = menu.dining_options.find((row) => row.id === option)?.delivery ?? false;
  const [when, setWhen] = useState(menu.open_now ? 'asap' : (menu.slots[0] ?? 'asap'));
  const [customer, setCustomer] = useState({ first_name: '', last_name: '', phone: '' });
  const [address, setAddress] = useState({
    line1: '',
    line2: '',
    city: '',
    state: '',
    zip: '',
    country: menu.store.country,
  });
  const [notes, setNotes] = useState('');
  const [website, setWebsite] = useState('');
  const [geo, setGeo] = useState<OrderingGeo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One key per attempt at this cart: a retry after a lost answer finds the same order instead of a second one.
  const [key] = useState(orderKey);

  useEffect(() => {
    if (delivery && !geo) geoFetch().then(setGeo, () => setError(t('error.network')));
  }, [delivery, geo]);

  if (lines.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className={panel}>{t('cart.empty')}</p>
        <button type="button" className={buttonSecondary} onClick={onBack}>
          {t('cart.backToMenu')}
        </button>
      </div>
    );

  const states = geo?.states.filter((state) => state.country === 'US') ?? [];
  const submit = async () => {
    setError(null);
    setSending(true);
    const body: OrderingOrderRequest = {
      key,
      website,
      dining_option: option,
      when,
      customer,
      address: delivery ? address : null,
      notes,
      items: lines.map((line) => ({
        product: line.product.id,
        quantity: line.quantity,
        modifiers: line.modifiers.map((modifier) => modifier.id),
        notes: line.notes,
        price_cents: lineCents(line),
      })),
      total_cents: cartCents(lines),
    };
    try {
      const placed = await orderPost(menu.store.id, body);
      onPlaced(placed.key);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 429
          ? t('error.tooMany')
          : caught instanceof ApiError && caught.field
            ? t('error.field', { field: t(`field.${caught.field.replace(/\.\d+/g, '')}`), message: caught.message })
            : t('error.network'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-center gap-2">
        <button type="button" className={buttonSecondary} onClick={onBack}>
          {t('cart.backToMenu')}
        </button>
        <h2 className="text-xl font-bold">{t('cart.title')}</h2>
      </div>
      <ul className={`${panel} flex flex-col divide-y divide-line`} aria-label={t('cart.title')}>
        {lines.map((line) => (
          <li key={line.uid} className="flex flex-wrap items-center gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {line.quantity} × {line.product.name}
              </p>
              {line.modifiers.length > 0 && (
                <p className="text-sm text-ink-muted">{line.modifiers.map((modifier) => modifier.name).join(', ')}</p>
              )}
              {line.notes && <p className="text-sm text-ink-muted">{line.notes}</p>}
            </div>
            <span className="font-semibold">{money(lineCents(line), symbol)}</span>
            <button
              type="button"
              className={buttonSecondary}
              aria-label={t('cart.remove', { name: line.product.name })}
              onClick={() => onLines(lines.filter((other) => other.uid !== line.uid))}
            >
              {t('cart.removeShort')}
            </button>
          </li>
        ))}
        <li className="flex justify-between py-2 font-bold">
          <span>{t('cart.subtotal')}</span>
          <span>{money(cartCents(lines), symbol)}</span>
        </li>
      </ul>
      <p className="text-sm text-ink-muted">{t('cart.priceNote')}</p>

      <fieldset className={`${panel} flex flex-col gap-2`}>
        <legend className="float-left mb-2 font-semibold">{t('checkout.how')}</legend>
        {menu.dining_options.map((row) => (
          <label key={row.id} className="flex min-h-touch items-center gap-3">
            <input
              type="radio"
              name="dining_option"
              className="size-5 accent-primary"
              checked={option === row.id}
              onChange={() => setOption(row.id)}
            />
            {row.name}
          </label>
        ))}
      </fieldset>

      {delivery && (
        <fieldset className={`${panel} grid gap-3 sm:grid-cols-2`}>
          <legend className="float-left mb-2 font-semibold sm:col-span-2">{t('checkout.address')}</legend>
          <label className={`${label} sm:col-span-2`}>
            {t('field.address.line1')}
            <input
              className={input}
              required
              maxLength={200}
              autoComplete="address-line1"
              value={address.line1}
              onChange={(e) => setAddress({ ...address, line1: e.target.value })}
            />
          </label>
          <label className={`${label} sm:col-span-2`}>
            {t('field.address.line2')}
            <input
              className={input}
              maxLength={200}
              autoComplete="address-line2"
              value={address.line2}
              onChange={(e) => setAddress({ ...address, line2: e.target.value })}
            />
          </label>
          <label className={label}>
            {t('field.address.city')}
            <input
              className={input}
              required
              maxLength={100}
              autoComplete="address-level2"
              value={address.city}
              onChange={(e) => setAddress({ ...address, city: e.target.value })}
            />
          </label>
          <label className={label}>
            {t('field.address.country')}
            <select
              className={input}
              required
              autoComplete="country"
              value={address.country}
              onChange={(e) => setAddress({ ...address, country: e.target.value, state: '' })}
            >
              {Object.entries(geo?.countries ?? { [address.country]: address.country }).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            {t('field.address.state')}
            {address.country === 'US' ? (
              <select
                className={input}
                required
                autoComplete="address-level1"
                value={address.state}
                onChange={(e) => setAddress({ ...address, state: e.target.value })}
              >
                <option value="">{t('checkout.chooseState')}</option>
                {states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                className={input}
                maxLength={100}
                autoComplete="address-level1"
                value={address.state}
                onChange={(e) => setAddress({ ...address, state: e.target.value })}
              />
            )}
          </label>
          <label className={label}>
            {t('field.address.zip')}
            <input
              className={input}
              maxLength={20}
              autoComplete="postal-code"
              value={address.zip}
              onChange={(e) => setAddress({ ...address, zip: e.target.value })}
            />
          </label>
        </fieldset>
      )}

      <fieldset className={`${panel} flex flex-col gap-2`}>
        <legend className="float-left mb-2 font-semibold">{t('checkout.when')}</legend>
        {menu.open_now && (
          <label className="flex min-h-touch items-center gap-3">
            <input
              type="radio"
              name="when"
              className="size-5 accent-primary"
              checked={when === 'asap'}
              onChange={() => setWhen('asap')}
            />
            {t('checkout.asap')}
          </label>
        )}
        {menu.slots.length > 0 && (
          <label className="flex min-h-touch flex-wrap items-center gap-3">
            <input
              type="radio"
              name="when"
              className="size-5 accent-primary"
              checked={when !== 'asap'}
              onChange={() => setWhen(menu.slots[0] ?? 'asap')}
            />
            {t('checkout.later')}
            <select
              className={`${input} w-auto`}
              aria-label={t('checkout.laterTime')}
              value={when === 'asap' ? '' : when}
              onChange={(e) => setWhen(e.target.value)}
            >
              {when === 'asap' && <option value="">—</option>}
              {menu.slots.map((slot) => (
                <option key={slot} value={slot}>
                  {timeFormat.format(new Date(slot))}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>

      <fieldset className={`${panel} grid gap-3 sm:grid-cols-2`}>
        <legend className="float-left mb-2 font-semibold sm:col-span-2">{t('checkout.you')}</legend>
        <label className={label}>
          {t('field.customer.first_name')}
          <input
            className={input}
            required
            maxLength={100}
            autoComplete="given-name"
            value={customer.first_name}
            onChange={(e) => setCustomer({ ...customer, first_name: e.target.value })}
          />
        </label>
        <label className={label}>
          {t('field.customer.last_name')}
          <input
            className={input}
            maxLength={100}
            autoComplete="family-name"
            value={customer.last_name}
            onChange={(e) => setCustomer({ ...customer, last_name: e.target.value })}
          />
        </label>
        <label className={`${label} sm:col-span-2`}>
          {t('field.customer.phone')}
          <input
            className={input}
            required
            type="tel"
            maxLength={40}
            autoComplete="tel"
            value={customer.phone}
            onChange={(e) => setCustomer({ ...customer, phone: e.target.value })}
          />
        </label>
        <label className={`${label} sm:col-span-2`}>
          {t('field.notes')}
          <textarea
            className={`${input} py-2`}
            rows={2}
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </label>
        {/* The honeypot (decisions §63): out of sight and out of the tab order; people leave it empty. */}
        <div aria-hidden="true" className="absolute size-px overflow-hidden opacity-0">
          <label>
            Website
            <input
              className="size-px"
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
          </label>
        </div>
      </fieldset>

      <p className="text-sm text-ink-muted">{t('checkout.payAtPickup')}</p>
      {error && (
        <p role="alert" className="rounded-control bg-red-50 p-3 text-danger">
          {error}
        </p>
      )}
      <button type="submit" className={`${buttonPrimary} min-h-touch-lg`} disabled={sending || option === 0}>
        {sending ? t('checkout.sending') : t('checkout.place')}
      </button>
    </form>
  );
}
