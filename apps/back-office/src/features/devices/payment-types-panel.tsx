import {
  paymentTypeCreateRequest,
  paymentTypeUpdateRequest,
  type DashboardPaymentType,
  type PaymentTypeCreateRequest,
} from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ConfirmDialog, DataTable, SwitchField, TD, TH } from '../people/parts.tsx';
import { usePaymentTypeCreate, usePaymentTypeDelete, usePaymentTypes, usePaymentTypeUpdate } from './api.ts';
import { useFieldErrors } from './use-field-errors.ts';
import { SpinFields, spinRequest, spinValuesOf, type SpinValues } from './spin-fields.tsx';

const BEHAVIORS = [1, 2, 3, 4, 5] as const;
const needsUrl = (behavior: number) => behavior === 3 || behavior === 5;

/** A terminal's payment types (seed 001 §3): behaviour, card terminal address, surcharge, at the POS and the kiosk. */
export function PaymentTypesPanel({ terminalId }: { terminalId: number }) {
  const { t, i18n } = useTranslation('devices');
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 3 });
  const { t: common } = useTranslation('common');
  const types = usePaymentTypes(terminalId);
  const remove = usePaymentTypeDelete();
  const [editing, setEditing] = useState<DashboardPaymentType | 'new' | null>(null);
  const [removing, setRemoving] = useState<DashboardPaymentType | null>(null);
  return (
    <Panel title={t('payments.title')}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink-muted">{t('payments.hint')}</p>
        <Button onClick={() => setEditing('new')}>{t('payments.add')}</Button>
      </div>
      {types.isPending ? (
        <Loading />
      ) : types.isError ? (
        <QueryError error={types.error} retry={() => void types.refetch()} />
      ) : types.data.results.length === 0 ? (
        <p className="text-ink-muted">{t('payments.empty')}</p>
      ) : (
        <DataTable caption={t('payments.title')}>
          <thead>
            <tr>
              <th scope="col" className={TH}>
                {t('payments.name')}
              </th>
              <th scope="col" className={TH}>
                {t('payments.behavior')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('payments.surcharge')}
              </th>
              <th scope="col" className={TH}>
                {t('payments.where')}
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">{t('payments.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {types.data.results.map((type) => (
              <tr key={type.id}>
                <td className={`${TD} font-semibold break-words`}>{type.name}</td>
                <td className={TD}>{t(`behaviors.${type.behavior}`)}</td>
                <td className={`${TD} text-right tabular-nums`}>
                  {t('payments.percent', { value: percent.format(type.surcharge) })}
                </td>
                <td className={TD}>
                  <div className="flex flex-wrap gap-1">
                    {type.is_at_pos && <Badge tone="info">{t('payments.pos')}</Badge>}
                    {type.is_at_kiosk && <Badge tone="info">{t('payments.kiosk')}</Badge>}
                  </div>
                </td>
                <td className={`${TD} text-right`}>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      size="sm"
                      onClick={() => setEditing(type)}
                      aria-label={t('payments.editNamed', { name: type.name })}
                    >
                      {t('payments.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="quiet"
                      onClick={() => setRemoving(type)}
                      aria-label={t('payments.removeNamed', { name: type.name })}
                    >
                      {t('payments.remove')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('payments.add') : t('payments.edit')}
        size="md"
      >
        {editing !== null && (
          <PaymentTypeForm
            terminalId={terminalId}
            type={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('payments.removeTitle')}
        message={removing ? t('payments.removeText', { name: removing.name }) : ''}
        confirmLabel={t('payments.remove')}
        cancelLabel={common('cancel')}
        busy={remove.isPending}
        error={<ErrorBanner error={remove.error} />}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
    </Panel>
  );
}

function PaymentTypeForm({
  terminalId,
  type,
  onClose,
}: {
  terminalId: number;
  type: DashboardPaymentType | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const { t: common } = useTranslation('common');
  const create = usePaymentTypeCreate();
  const update = usePaymentTypeUpdate();
  const mutation = type ? update : create;
  const [name, setName] = useState(type?.name ?? '');
  const [behavior, setBehavior] = useState<number>(type?.behavior ?? 1);
  const [url, setUrl] = useState(type?.url ?? '');
  const [surcharge, setSurcharge] = useState(type ? String(type.surcharge) : '0');
  const [atPos, setAtPos] = useState(type?.is_at_pos ?? true);
  const [atKiosk, setAtKiosk] = useState(type?.is_at_kiosk ?? false);
  const [spin, setSpin] = useState<SpinValues>(spinValuesOf(type));
  const errors = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      behavior,
      url: needsUrl(behavior) ? url.trim() || null : url.trim() || null,
      surcharge: Number(surcharge.replace(',', '.')),
      is_at_pos: atPos,
      is_at_kiosk: atKiosk,
      ...(behavior === 5 ? spinRequest(spin) : {}),
    };
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.field) errors.setFromServer(error);
    };
    if (type) {
      if (!errors.check(paymentTypeUpdateRequest, body)) return;
      update.mutate({ id: type.id, ...body }, { onSuccess: onClose, onError });
    } else {
      const request: PaymentTypeCreateRequest = { ...body, terminal_id: terminalId };
      if (!errors.check(paymentTypeCreateRequest, request)) return;
      create.mutate(request, { onSuccess: onClose, onError });
    }
  };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <ErrorBanner error={mutation.error} />
      <TextField
        label={t('payments.name')}
        value={name}
        error={errors.get('name')}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t('payments.behavior')}
        value={String(behavior)}
        onChange={(event) => setBehavior(Number(event.target.value))}
        options={BEHAVIORS.map((value) => ({ value: String(value), label: t(`behaviors.${value}`) }))}
      />
      <p className="-mt-2 text-sm text-ink-muted">{t(`behaviorHints.${behavior}`)}</p>
      {needsUrl(behavior) && (
        <TextField
          label={t('payments.url')}
          description={t('payments.urlHint')}
          value={url}
          inputMode="url"
          error={errors.get('url')}
          onChange={(e) => setUrl(e.target.value)}
        />
      )}
      {behavior === 5 && (
        <SpinFields values={spin} keyHeld={type?.spin_authkey_set === true} errors={errors} onChange={setSpin} />
      )}
      <TextField
        label={t('payments.surchargeLabel')}
        description={t('payments.surchargeHint')}
        value={surcharge}
        inputMode="decimal"
        error={errors.get('surcharge')}
        onChange={(e) => setSurcharge(e.target.value)}
      />
      <SwitchField label={t('payments.atPos')} checked={atPos} onChange={(e) => setAtPos(e.target.checked)} />
      <SwitchField label={t('payments.atKiosk')} checked={atKiosk} onChange={(e) => setAtKiosk(e.target.checked)} />
      <ModalActions>
        <Button onClick={onClose}>{common('cancel')}</Button>
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {common('save')}
        </Button>
      </ModalActions>
    </form>
  );
}
