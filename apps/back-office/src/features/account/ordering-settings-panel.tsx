import {
  ORDERING_LANGUAGES,
  orderingSettingsRequest,
  type OrderingLanguage,
  type OrderingSettingsRequest,
  type OrderingSettingsResponse,
} from '@opentill/contracts';
import { Button } from '@terminal-ui/button.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client.ts';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { validationText } from '../../ui/form-field.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { SuccessNote } from '../../ui/success-note.tsx';

type Field = keyof OrderingSettingsRequest;
const FIELDS: readonly Field[] = ['open', 'close', 'languages', 'delivery_options'];

export const orderingSettingsKey = (storeId: number) => ['ordering-settings', storeId] as const;
const settingsPath = (storeId: number) => `/stores/${String(storeId)}/ordering-settings`;

/** The form's field of a dotted path the contract or a 400 names ('delivery_options.1' → delivery_options). */
function fieldOf(path: string): Field | null {
  const head = path.split('.')[0];
  return FIELDS.find((field) => field === head) ?? null;
}

/** Checkboxes under a legend, with a hint and the group's error read with it. */
function CheckGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend className="font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <div className="flex flex-wrap gap-x-6">{children}</div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Check({
  label,
  lang,
  checked,
  onChange,
}: {
  label: string;
  lang?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-touch items-center gap-3">
      <input
        type="checkbox"
        className="size-5 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span lang={lang} className="break-words">
        {label}
      </span>
    </label>
  );
}

function OrderingSettingsForm({ storeId, settings }: { storeId: number; settings: OrderingSettingsResponse }) {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const [open, setOpen] = useState(settings.open);
  const [close, setClose] = useState(settings.close);
  const [languages, setLanguages] = useState<OrderingLanguage[]>(settings.languages);
  // Every effective id, also of options not offered online now: a save keeps them.
  const [delivery, setDelivery] = useState<number[]>(settings.delivery_options);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  // Hours never saved are the business day's (the server's default): when the store's day start moves and the
  // settings are fetched again, the fields follow, unless the owner has already typed hours here.
  const [hoursTyped, setHoursTyped] = useState(false);
  // A refetch that found nothing new keeps the same object (React Query's structural sharing).
  const [answered, setAnswered] = useState(settings);
  if (settings !== answered) {
    setAnswered(settings);
    if (!settings.saved && !hoursTyped) {
      setOpen(settings.open);
      setClose(settings.close);
    }
  }

  const text = (field: Field, message: string) =>
    field === 'languages' && message === 'required' ? t('ordering.languagesRequired') : validationText(common, message);
  const save = useMutation({
    mutationFn: (body: OrderingSettingsRequest) =>
      api<OrderingSettingsResponse>(settingsPath(storeId), { method: 'PUT', body }),
    onSuccess: (answer) => {
      client.setQueryData(orderingSettingsKey(storeId), answer);
      setSaved(true);
    },
    onError: (error) => {
      const field = error instanceof ApiError && error.field ? fieldOf(error.field) : null;
      if (field) setErrors({ [field]: text(field, error.message.replace(/^body: [^:]+: /, '')) });
    },
  });
  const fieldError = save.error instanceof ApiError && save.error.field && fieldOf(save.error.field);

  const changed = () => {
    setSaved(false);
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      open,
      close,
      languages: ORDERING_LANGUAGES.filter((language) => languages.includes(language)),
      delivery_options: delivery,
    };
    const checked = orderingSettingsRequest.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path.map(String).join('.'));
        if (field) found[field] ??= text(field, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  const toggle = <T,>(list: readonly T[], value: T, on: boolean) =>
    on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          label={t('ordering.opens')}
          value={open}
          error={errors.open}
          onChange={(event) => {
            setOpen(event.target.value);
            setHoursTyped(true);
            changed();
          }}
        />
        <TextField
          type="time"
          label={t('ordering.closes')}
          value={close}
          error={errors.close}
          onChange={(event) => {
            setClose(event.target.value);
            setHoursTyped(true);
            changed();
          }}
        />
      </div>
      <p className="-mt-2 text-sm text-ink-muted">
        {open === close && open !== '' && <strong className="text-ink">{t('ordering.allDay')} </strong>}
        {t('ordering.hoursHint')}
      </p>
      <CheckGroup legend={t('ordering.languages')} hint={t('ordering.languagesHint')} error={errors.languages}>
        {ORDERING_LANGUAGES.map((language) => (
          <Check
            key={language}
            label={LANGUAGE_NAMES[language]}
            lang={language}
            checked={languages.includes(language)}
            onChange={(on) => {
              setLanguages(toggle(languages, language, on));
              changed();
            }}
          />
        ))}
      </CheckGroup>
      <CheckGroup legend={t('ordering.delivery')} hint={t('ordering.deliveryHint')} error={errors.delivery_options}>
        {settings.dining_options.length === 0 ? (
          <p className="text-ink-muted">{t('ordering.noOnlineOptions')}</p>
        ) : (
          settings.dining_options.map((option) => (
            <Check
              key={option.id}
              label={option.name}
              checked={delivery.includes(option.id)}
              onChange={(on) => {
                setDelivery(toggle(delivery, option.id, on));
                changed();
              }}
            />
          ))
        )}
      </CheckGroup>
      {!fieldError && <ErrorBanner error={save.error} />}
      {saved && <SuccessNote>{common('saved')}</SuccessNote>}
      <Button type="submit" variant="primary" busy={save.isPending} className="self-start">
        {common('save')}
      </Button>
    </form>
  );
}

/**
 * The store's online ordering page (decisions §63): its hours, its languages and the dining options that take a
 * delivery address, as the page uses them (the server fills in the defaults).
 */
export function OrderingSettingsPanel({ storeId }: { storeId: number }) {
  const { t } = useTranslation('account');
  const settings = useQuery({
    queryKey: orderingSettingsKey(storeId),
    queryFn: ({ signal }) => api<OrderingSettingsResponse>(settingsPath(storeId), { signal }),
  });
  return (
    <Panel title={t('ordering.title')}>
      <p className="mb-4 text-ink-muted">{t('ordering.intro')}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <QueryError error={settings.error} retry={() => void settings.refetch()} />
      ) : (
        <OrderingSettingsForm key={storeId} storeId={storeId} settings={settings.data} />
      )}
    </Panel>
  );
}
