import { zodResolver } from '@hookform/resolvers/zod';
import { terminalCreateRequest, type DashboardTerminal, type TerminalCreateRequest } from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button, buttonClass } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { ConfirmDialog, translatedResolver } from '../people/parts.tsx';
import { useLinkCode, useTerminalCreate, useTerminalRevoke, useTerminals } from './api.ts';
import { DevicesNav } from './devices-nav.tsx';
import { LinkCodeModal } from './link-code-modal.tsx';
import { seenRecently } from './status.ts';

export const MODES = [2, 1, 3] as const;

/** The store's terminals (issue 16 §6): mode, linked or not, last seen, outbox; link codes, revoke, settings. */
export default function TerminalsScreen() {
  const { t } = useTranslation('devices');
  const { t: common } = useTranslation('common');
  const terminals = useTerminals();
  const linkCode = useLinkCode();
  const revoke = useTerminalRevoke();
  const [adding, setAdding] = useState(false);
  const [linking, setLinking] = useState<DashboardTerminal | null>(null);
  const [revoking, setRevoking] = useState<DashboardTerminal | null>(null);
  const showCode = (terminal: DashboardTerminal) => {
    setLinking(terminal);
    linkCode.mutate(terminal.id);
  };

  return (
    <Page
      title={common('nav.devices')}
      actions={
        <Button variant="primary" onClick={() => setAdding(true)}>
          {t('terminals.add')}
        </Button>
      }
    >
      <DevicesNav />
      {terminals.isPending ? (
        <Loading />
      ) : terminals.isError ? (
        <QueryError error={terminals.error} retry={() => void terminals.refetch()} />
      ) : terminals.data.results.length === 0 ? (
        <Panel>
          <p className="text-ink-muted">{t('terminals.empty')}</p>
        </Panel>
      ) : (
        <ul aria-label={t('terminals.title')} className="grid gap-4 md:grid-cols-2">
          {terminals.data.results.map((terminal) => (
            <li key={terminal.id}>
              <TerminalCard
                terminal={terminal}
                onLink={() => showCode(terminal)}
                onRevoke={() => setRevoking(terminal)}
              />
            </li>
          ))}
        </ul>
      )}
      <TerminalCreateModal
        isOpen={adding}
        onClose={() => setAdding(false)}
        onCreated={(terminal) => {
          setAdding(false);
          showCode(terminal);
        }}
      />
      <LinkCodeModal
        terminalName={linking?.name ?? null}
        answer={linkCode.data}
        pending={linkCode.isPending}
        error={linkCode.error}
        onAnother={() => linking && linkCode.mutate(linking.id)}
        onClose={() => {
          setLinking(null);
          linkCode.reset();
        }}
      />
      <ConfirmDialog
        isOpen={revoking !== null}
        title={t('terminals.revokeTitle')}
        message={revoking ? t('terminals.revokeText', { name: revoking.name }) : ''}
        confirmLabel={t('terminals.revoke')}
        cancelLabel={common('cancel')}
        busy={revoke.isPending}
        error={<ErrorBanner error={revoke.error} />}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onClose={() => {
          revoke.reset();
          setRevoking(null);
        }}
      />
    </Page>
  );
}

function TerminalCard({
  terminal,
  onLink,
  onRevoke,
}: {
  terminal: DashboardTerminal;
  onLink: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('devices');
  const format = useFormat();
  const storeId = useStoreId();
  const online = seenRecently(terminal.last_seen_at);
  const headingId = `terminal-${terminal.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-panel border border-line bg-surface p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {terminal.name}
          </h2>
          <p className="text-ink-muted">
            {t(`modes.${terminal.mode}`)} · {t('terminals.number', { id: terminal.id })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {terminal.linked ? (
            <Badge tone="success">{t('terminals.linked')}</Badge>
          ) : (
            <Badge tone="warning">{t('terminals.notLinked')}</Badge>
          )}
          {terminal.linked && online && <Badge tone="info">{t('terminals.online')}</Badge>}
        </div>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">{t('terminals.lastSeen')}</dt>
        <dd>{terminal.last_seen_at ? format.dateTime(terminal.last_seen_at) : t('terminals.never')}</dd>
        <dt className="text-ink-muted">{t('terminals.outbox')}</dt>
        <dd>
          {terminal.outbox_size === null
            ? t('terminals.notReported')
            : t('terminals.outboxCount', { count: terminal.outbox_size })}
        </dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant="primary"
          size="sm"
          onClick={onLink}
          aria-label={t('terminals.linkNamed', { name: terminal.name })}
        >
          {t('terminals.link')}
        </Button>
        <Link
          to={`/stores/${storeId}/devices/terminals/${terminal.id}`}
          className={buttonClass('secondary', 'sm')}
          aria-label={t('terminals.settingsNamed', { name: terminal.name })}
        >
          {t('terminals.settings')}
        </Link>
        {terminal.linked && (
          <Button
            variant="quiet"
            size="sm"
            onClick={onRevoke}
            aria-label={t('terminals.revokeNamed', { name: terminal.name })}
          >
            {t('terminals.revoke')}
          </Button>
        )}
      </div>
    </article>
  );
}

function TerminalCreateModal({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (terminal: DashboardTerminal) => void;
}) {
  const { t } = useTranslation('devices');
  const { t: people } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const create = useTerminalCreate();
  const form = useForm<TerminalCreateRequest>({
    resolver: translatedResolver(zodResolver(terminalCreateRequest), people),
    defaultValues: { name: '', mode: 2 },
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (terminal) => {
        form.reset();
        create.reset();
        onCreated(terminal);
      },
    }),
  );
  return (
    <Modal isOpen={isOpen} onClose={close} title={t('terminals.add')} size="md">
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <ErrorBanner error={create.error} />
        <FormField form={form} name="name" label={t('terminals.name')} autoComplete="off" />
        <SelectField
          label={t('terminals.mode')}
          options={MODES.map((mode) => ({ value: String(mode), label: t(`modes.${mode}`) }))}
          {...form.register('mode', { valueAsNumber: true })}
        />
        <p className="text-sm text-ink-muted">{t('terminals.addHint')}</p>
        <ModalActions>
          <Button onClick={close}>{common('cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('terminals.add')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
