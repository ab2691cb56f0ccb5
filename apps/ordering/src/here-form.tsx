import { useState } from 'react';
import { ApiError, herePost } from './api.ts';
import { t } from './i18n.ts';
import { buttonPrimary, input, label, panel } from './ui.ts';

/** Curbside: the customer says where the car is; the terminals show the pickup modal (seed 000 §2.4). */
export function HereForm({ store, orderKey }: { store: number; orderKey: string }) {
  const [open, setOpen] = useState(false);
  const [car, setCar] = useState({ car_model: '', car_color: '', parking_number: '' });
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (sent)
    return (
      <p className={`${panel} font-semibold text-success`} role="status">
        {t('here.sent')}
      </p>
    );
  if (!open)
    return (
      <section className={`${panel} flex flex-col items-start gap-2`} aria-labelledby="here-title">
        <h2 id="here-title" className="font-bold">
          {t('here.title')}
        </h2>
        <p className="text-ink-muted">{t('here.explain')}</p>
        <button type="button" className={buttonPrimary} onClick={() => setOpen(true)}>
          {t('here.open')}
        </button>
      </section>
    );
  return (
    <form
      className={`${panel} grid gap-3 sm:grid-cols-3`}
      aria-labelledby="here-title"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        herePost(store, orderKey, car).then(
          () => setSent(true),
          (caught: unknown) =>
            setError(caught instanceof ApiError && caught.status === 429 ? t('here.already') : t('error.network')),
        );
      }}
    >
      <h2 id="here-title" className="font-bold sm:col-span-3">
        {t('here.title')}
      </h2>
      <label className={label}>
        {t('here.carModel')}
        <input
          className={input}
          required
          maxLength={60}
          value={car.car_model}
          onChange={(e) => setCar({ ...car, car_model: e.target.value })}
        />
      </label>
      <label className={label}>
        {t('here.carColor')}
        <input
          className={input}
          maxLength={40}
          value={car.car_color}
          onChange={(e) => setCar({ ...car, car_color: e.target.value })}
        />
      </label>
      <label className={label}>
        {t('here.parking')}
        <input
          className={input}
          maxLength={20}
          value={car.parking_number}
          onChange={(e) => setCar({ ...car, parking_number: e.target.value })}
        />
      </label>
      {error && (
        <p role="alert" className="text-danger sm:col-span-3">
          {error}
        </p>
      )}
      <button type="submit" className={`${buttonPrimary} sm:col-span-3`}>
        {t('here.send')}
      </button>
    </form>
  );
}
