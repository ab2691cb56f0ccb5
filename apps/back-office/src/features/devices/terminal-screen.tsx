import { terminalUpdateRequest, type DashboardTerminal, type TerminalUpdateRequest } from '@opentill/contracts';
import { Button, buttonClass } from '@terminal-ui/button.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { SwitchField } from '../people/parts.tsx';
import { useTerminal, useTerminalUpdate } from './api.ts';
import { PaymentTypesPanel } from './payment-types-panel.tsx';
import { SETTING_GROUPS, settingOn, settingsToSave } from './settings.ts';
import { MODES } from './terminals-screen.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import { SuccessNote } from '../../ui/success-note.tsx';

/** One terminal's settings (issue 16 §6): name, mode, the seeds' switches in plain words, devices, payment types. */
export default function TerminalScreen() {
  const { t } = useTranslation('devices');
  const params = useParams();
  const id = Number(params.id);
  const terminal = useTerminal(id);
  const storeId = useStoreId();
  const back = (
    <Link to={`/stores/${storeId}/devices`} className={buttonClass('secondary')}>
      {t('terminal.back')}
    </Link>
  );
  if (terminal.isPending) return <Loading />;
  if (terminal.isError)
    return (
      <Page title={t('terminal.title')} actions={back}>
        <QueryError error={terminal.error} retry={() => void terminal.refetch()} />
      </Page>
    );
  return (
    <Page title={terminal.data.name} description={t(`modes.${terminal.data.mode}`)} actions={back}>
      <TerminalForm key={terminal.data.id} terminal={terminal.data} />
      <PaymentTypesPanel terminalId={terminal.data.id} />
    </Page>
  );
}

function TerminalForm({ terminal }: { terminal: DashboardTerminal }) {
  const { t } = useTranslation('devices');
  const { t: common } = useTranslation('common');
  const update = useTerminalUpdate();
  const [name, setName] = useState(terminal.name);
  const [mode, setMode] = useState<number>(terminal.mode);
  const [switches, setSwitches] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      SETTING_GROUPS.flatMap((group) => group.names).map((n) => [n, settingOn(terminal.db_settings, n)]),
    ),
  );
  const [printerIp, setPrinterIp] = useState(terminal.printer?.local_ip ?? '');
  const [printerName, setPrinterName] = useState(terminal.printer?.name ?? '');
  const [printer58, setPrinter58] = useState(terminal.printer?.is_58mm ?? false);
  const [helper, setHelper] = useState(terminal.printer_server_ip ?? '');
  const [scale, setScale] = useState(terminal.scale ?? '');
  const [kdsLocation, setKdsLocation] = useState(terminal.kds_location ?? '');
  const [kdsDevice, setKdsDevice] = useState(terminal.kds_device ?? '');
  const errors = useFieldErrors();
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body: TerminalUpdateRequest = {
      name,
      mode: mode as 1 | 2 | 3,
      db_settings: settingsToSave(terminal.db_settings, switches),
      printer:
        printerIp.trim() || printerName.trim()
          ? { local_ip: printerIp.trim(), name: printerName.trim() || t('terminal.receiptPrinter'), is_58mm: printer58 }
          : null,
      printer_server_ip: helper.trim() || null,
      scale: scale.trim() || null,
      kds_location: kdsLocation.trim() || null,
      kds_device: kdsDevice.trim() || null,
    };
    if (!errors.check(terminalUpdateRequest, body)) return;
    update.mutate(
      { id: terminal.id, ...body },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          if (error instanceof ApiError && error.field) errors.setFromServer(error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <ErrorBanner error={update.error} />
      <Panel title={t('terminal.general')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('terminals.name')}
            value={name}
            error={errors.get('name')}
            onChange={(e) => setName(e.target.value)}
          />
          <SelectField
            label={t('terminals.mode')}
            value={String(mode)}
            onChange={(event) => setMode(Number(event.target.value))}
            options={MODES.map((value) => ({ value: String(value), label: t(`modes.${value}`) }))}
          />
        </div>
      </Panel>
      {SETTING_GROUPS.map((group) => (
        <Panel key={group.id} title={t(`settingGroups.${group.id}`)}>
          <div className="grid gap-x-6 md:grid-cols-2">
            {group.names.map((settingName) => (
              <SwitchField
                key={settingName}
                label={t(`settings.${settingName}.label`)}
                description={
                  <>
                    {t(`settings.${settingName}.hint`)} <code className="text-xs">{settingName}</code>
                  </>
                }
                checked={switches[settingName] ?? false}
                onChange={(event) => setSwitches((current) => ({ ...current, [settingName]: event.target.checked }))}
              />
            ))}
          </div>
        </Panel>
      ))}
      <Panel title={t('terminal.devices')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('terminal.printerIp')}
            description={t('terminal.printerIpHint')}
            value={printerIp}
            error={errors.get('printer.local_ip')}
            onChange={(e) => setPrinterIp(e.target.value)}
          />
          <TextField
            label={t('terminal.printerName')}
            value={printerName}
            error={errors.get('printer.name')}
            onChange={(e) => setPrinterName(e.target.value)}
          />
          <SwitchField
            label={t('terminal.printer58')}
            description={t('terminal.printer58Hint')}
            checked={printer58}
            onChange={(e) => setPrinter58(e.target.checked)}
          />
          <TextField
            label={t('terminal.helper')}
            description={t('terminal.helperHint')}
            value={helper}
            error={errors.get('printer_server_ip')}
            onChange={(e) => setHelper(e.target.value)}
          />
          <TextField
            label={t('terminal.scale')}
            description={t('terminal.scaleHint')}
            value={scale}
            error={errors.get('scale')}
            onChange={(e) => setScale(e.target.value)}
          />
          <TextField
            label={t('terminal.kdsLocation')}
            description={t('terminal.kdsLocationHint')}
            value={kdsLocation}
            error={errors.get('kds_location')}
            onChange={(e) => setKdsLocation(e.target.value)}
          />
          <TextField
            label={t('terminal.kdsDevice')}
            description={t('terminal.kdsDeviceHint')}
            value={kdsDevice}
            error={errors.get('kds_device')}
            onChange={(e) => setKdsDevice(e.target.value)}
          />
        </div>
      </Panel>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" busy={update.isPending}>
          {common('save')}
        </Button>
        <SuccessNote>{saved ? t('terminal.saved') : ''}</SuccessNote>
      </div>
    </form>
  );
}
