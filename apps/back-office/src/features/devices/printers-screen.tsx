import {
  printerCreateRequest,
  printerUpdateRequest,
  type DashboardPrinter,
  type PrinterCreateRequest,
} from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ConfirmDialog, DataTable, SwitchField, TD, TH } from '../people/parts.tsx';
import { usePrinterCreate, usePrinterDelete, usePrinters, usePrinterUpdate } from './api.ts';
import { DevicesNav } from './devices-nav.tsx';
import { useFieldErrors } from './use-field-errors.ts';

/** The store's printers (issue 16 §6): receipt or kitchen, network address, 58 mm, per single item, label, KDS. */
export default function PrintersScreen() {
  const { t } = useTranslation('devices');
  const { t: common } = useTranslation('common');
  const printers = usePrinters();
  const remove = usePrinterDelete();
  const [editing, setEditing] = useState<DashboardPrinter | 'new' | null>(null);
  const [removing, setRemoving] = useState<DashboardPrinter | null>(null);
  return (
    <Page
      title={common('nav.devices')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('printers.add')}
        </Button>
      }
    >
      <DevicesNav />
      <Panel title={t('printers.title')}>
        <p className="mb-3 text-ink-muted">{t('printers.hint')}</p>
        {printers.isPending ? (
          <Loading />
        ) : printers.isError ? (
          <QueryError error={printers.error} retry={() => void printers.refetch()} />
        ) : printers.data.results.length === 0 ? (
          <p className="text-ink-muted">{t('printers.empty')}</p>
        ) : (
          <DataTable caption={t('printers.title')}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  {t('printers.name')}
                </th>
                <th scope="col" className={TH}>
                  {t('printers.kind')}
                </th>
                <th scope="col" className={TH}>
                  {t('printers.ip')}
                </th>
                <th scope="col" className={TH}>
                  {t('printers.options')}
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t('payments.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {printers.data.results.map((printer) => (
                <tr key={printer.id}>
                  <td className={`${TD} font-semibold break-words`}>{printer.name}</td>
                  <td className={TD}>{t(`printers.kinds.${printer.kind}`)}</td>
                  <td className={`${TD} break-all`}>{printer.ip || '—'}</td>
                  <td className={TD}>
                    <div className="flex flex-wrap gap-1">
                      {printer.is_58mm && <Badge>{t('printers.58mm')}</Badge>}
                      {printer.print_per_single_item && <Badge>{t('printers.perItem')}</Badge>}
                      {printer.design_template === 'kitchen_label' && <Badge>{t('printers.label')}</Badge>}
                      {printer.is_kds && <Badge tone="info">{t('printers.kds')}</Badge>}
                    </div>
                  </td>
                  <td className={`${TD} text-right`}>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        size="sm"
                        onClick={() => setEditing(printer)}
                        aria-label={t('printers.editNamed', { name: printer.name })}
                      >
                        {t('payments.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="quiet"
                        onClick={() => setRemoving(printer)}
                        aria-label={t('printers.removeNamed', { name: printer.name })}
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
      </Panel>
      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('printers.add') : t('printers.edit')}
        size="md"
      >
        {editing !== null && (
          <PrinterForm printer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('printers.removeTitle')}
        message={removing ? t('printers.removeText', { name: removing.name }) : ''}
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
    </Page>
  );
}

function PrinterForm({ printer, onClose }: { printer: DashboardPrinter | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const { t: common } = useTranslation('common');
  const create = usePrinterCreate();
  const update = usePrinterUpdate();
  const mutation = printer ? update : create;
  const [name, setName] = useState(printer?.name ?? '');
  const [ip, setIp] = useState(printer?.ip ?? '');
  const [kind, setKind] = useState<'receipt' | 'kitchen'>(printer?.kind ?? 'kitchen');
  const [is58mm, setIs58mm] = useState(printer?.is_58mm ?? false);
  const [perItem, setPerItem] = useState(printer?.print_per_single_item ?? false);
  const [label, setLabel] = useState(printer?.design_template === 'kitchen_label');
  const [kds, setKds] = useState(printer?.is_kds ?? false);
  const errors = useFieldErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PrinterCreateRequest = {
      name,
      ip: ip.trim(),
      kind,
      is_58mm: is58mm,
      print_per_single_item: perItem,
      design_template: label ? 'kitchen_label' : '',
      is_kds: kds,
    };
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.field) errors.setFromServer(error);
    };
    if (printer) {
      if (!errors.check(printerUpdateRequest, body)) return;
      update.mutate({ id: printer.id, ...body }, { onSuccess: onClose, onError });
    } else {
      if (!errors.check(printerCreateRequest, body)) return;
      create.mutate(body, { onSuccess: onClose, onError });
    }
  };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <ErrorBanner error={mutation.error} />
      <TextField
        label={t('printers.name')}
        value={name}
        error={errors.get('name')}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t('printers.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value === 'receipt' ? 'receipt' : 'kitchen')}
        options={[
          { value: 'kitchen', label: t('printers.kinds.kitchen') },
          { value: 'receipt', label: t('printers.kinds.receipt') },
        ]}
      />
      <TextField
        label={t('printers.ip')}
        description={t('printers.ipHint')}
        value={ip}
        error={errors.get('ip')}
        onChange={(e) => setIp(e.target.value)}
      />
      <SwitchField
        label={t('printers.58mm')}
        description={t('printers.58mmHint')}
        checked={is58mm}
        onChange={(e) => setIs58mm(e.target.checked)}
      />
      <SwitchField
        label={t('printers.perItem')}
        description={t('printers.perItemHint')}
        checked={perItem}
        onChange={(e) => setPerItem(e.target.checked)}
      />
      <SwitchField
        label={t('printers.label')}
        description={t('printers.labelHint')}
        checked={label}
        onChange={(e) => setLabel(e.target.checked)}
      />
      <SwitchField
        label={t('printers.kds')}
        description={t('printers.kdsHint')}
        checked={kds}
        onChange={(e) => setKds(e.target.checked)}
      />
      <ModalActions>
        <Button onClick={onClose}>{common('cancel')}</Button>
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {common('save')}
        </Button>
      </ModalActions>
    </form>
  );
}
