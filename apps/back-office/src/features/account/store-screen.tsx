import { zodResolver } from '@hookform/resolvers/zod';
import {
  storeCreateRequest,
  storeUpdateRequest,
  type StoreDetails,
  type StoreCreateRequest,
} from '@opentill/contracts';
import { Button } from '@terminal-ui/button.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api, ApiError } from '../../api/client.ts';
import { SESSION_KEY, useAccount } from '../../api/session.ts';
import { useStore } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { orderingSettingsKey, OrderingSettingsPanel } from './ordering-settings-panel.tsx';
import { LogoInput, logoProblem, logoUpload, StoreFields } from './store-fields.tsx';
import { SuccessNote } from '../../ui/success-note.tsx';

type UpdateInput = z.input<typeof storeUpdateRequest>;
type UpdateOutput = z.output<typeof storeUpdateRequest>;
type CreateInput = z.input<typeof storeCreateRequest>;
type CreateOutput = z.output<typeof storeCreateRequest>;

const EDITABLE = [
  'name',
  'address',
  'address_2',
  'phone',
  'email',
  'website',
  'country',
  'currency_code',
  'tax_option',
  'tax_round',
  'receipt_header_text',
  'receipt_footer_text',
  'start_time',
] as const;

/** The refused field of a 400 on the form, or the error for the banner. */
function fieldProblem(error: unknown, setError: (field: string, message: string) => void): void {
  if (error instanceof ApiError && error.field) setError(error.field, error.message);
}

function StoreDetailsForm({ details }: { details: StoreDetails }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm<UpdateInput, unknown, UpdateOutput>({
    resolver: zodResolver(storeUpdateRequest),
    defaultValues: Object.fromEntries(EDITABLE.map((key) => [key, details[key]])) as UpdateInput,
  });
  const logoError = logoProblem(logo, t);
  const save = useMutation({
    mutationFn: async (values: UpdateOutput) => {
      const answer = await api<StoreDetails>(`/stores/${String(details.id)}`, { method: 'PATCH', body: values });
      if (logo) await logoUpload(api, details.id, logo);
      return answer;
    },
    onSuccess: () => {
      setSaved(true);
      setLogo(null);
      void client.invalidateQueries({ queryKey: ['store', details.id] });
      // Ordering hours not saved yet default to the business day, which this save may have moved.
      void client.invalidateQueries({ queryKey: orderingSettingsKey(details.id) });
      // The store switcher and formats show the new name, country and currency.
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
    onError: (error) =>
      fieldProblem(error, (field, message) =>
        form.setError(field as keyof UpdateInput, { message }, { shouldFocus: true }),
      ),
  });
  const removeLogo = useMutation({
    mutationFn: () => api(`/stores/${String(details.id)}`, { method: 'PATCH', body: { logo_image_id: null } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['store', details.id] }),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onChange={() => setSaved(false)}
      onSubmit={(event) => {
        if (logoError) return event.preventDefault();
        void form.handleSubmit((values) => save.mutate(values))(event);
      }}
    >
      <StoreFields form={form} contact />
      {details.logo_image_id !== null && (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={`/api/images/${String(details.logo_image_id)}`}
            alt={t('store.logoNow')}
            className="max-h-20 max-w-40 rounded-control border border-line bg-white object-contain p-1"
          />
          <Button size="sm" busy={removeLogo.isPending} onClick={() => removeLogo.mutate()}>
            {t('store.logoRemove')}
          </Button>
        </div>
      )}
      <LogoInput error={logoError} onFile={setLogo} />
      <ErrorBanner error={save.error ?? removeLogo.error} />
      {saved && <SuccessNote>{t('common:saved')}</SuccessNote>}
      <Button type="submit" variant="primary" busy={save.isPending} className="self-start">
        {t('common:save')}
      </Button>
    </form>
  );
}

function AddStore() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const navigate = useNavigate();
  const store = useStore();
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(storeCreateRequest),
    defaultValues: {
      name: '',
      address: '',
      country: store.country || 'US',
      currency_code: store.currency_code || 'USD',
      tax_option: 'exclusive',
      tax_round: 'default',
      receipt_header_text: '',
      receipt_footer_text: '',
      start_time: '06:00',
    } satisfies StoreCreateRequest,
  });
  const create = useMutation({
    mutationFn: (values: CreateOutput) => api<StoreDetails>('/stores', { method: 'POST', body: values }),
    onSuccess: async (created) => {
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      void navigate(`/stores/${String(created.id)}/overview`);
    },
    onError: (error) =>
      fieldProblem(error, (field, message) =>
        form.setError(field as keyof CreateInput, { message }, { shouldFocus: true }),
      ),
  });
  return (
    <Panel title={t('store.addTitle')}>
      <p className="mb-4 text-ink-muted">{t('store.addIntro')}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values))(event)}
      >
        <StoreFields form={form} />
        <ErrorBanner error={create.error} />
        <Button type="submit" variant="primary" busy={create.isPending} className="self-start">
          {t('store.add')}
        </Button>
      </form>
    </Panel>
  );
}

/**
 * The store's own details (issue 16 §3: what Set-up asked, and the contact lines receipts print), its logo, its online
 * ordering page's hours, languages and delivery options (decisions §63), and for an owner a new store of the business.
 */
export default function StoreScreen() {
  const { t } = useTranslation('account');
  const store = useStore();
  const account = useAccount();
  const details = useQuery({
    queryKey: ['store', store.id],
    queryFn: ({ signal }) => api<StoreDetails>(`/stores/${String(store.id)}`, { signal }),
  });
  return (
    <Page title={t('store.title')} description={store.name}>
      <Panel title={t('store.details')}>
        {details.isPending ? (
          <Loading />
        ) : details.isError ? (
          <QueryError error={details.error} retry={() => void details.refetch()} />
        ) : (
          <StoreDetailsForm key={store.id} details={details.data} />
        )}
      </Panel>
      <OrderingSettingsPanel key={`ordering-${String(store.id)}`} storeId={store.id} />
      {account.role === 'owner' && <AddStore key={`add-${String(store.id)}`} />}
    </Page>
  );
}
