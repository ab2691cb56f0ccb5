import type { TimeClockEntry } from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button, buttonClass } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvUrl } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useEmployees, useTimeClock, useTimeClockEntryUpdate } from './api.ts';
import { DataTable, TD, TH } from './parts.tsx';
import { PeopleNav } from './people-nav.tsx';
import { durationText, isoFromLocalInput, localDateTimeInput, thisWeek } from './time.ts';

/** Time clock entries with hours per employee and week (issue 16 §5); a forgotten clock-out can be corrected. */
export default function TimeClockScreen() {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const storeId = useStoreId();
  const [range, setRange] = useState(thisWeek);
  const [employee, setEmployee] = useState('');
  const [correcting, setCorrecting] = useState<TimeClockEntry | null>(null);
  const employees = useEmployees();
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const report = useTimeClock({ ...range, employee: employee ? Number(employee) : undefined }, valid);

  return (
    <Page
      title={common('nav.people')}
      actions={
        valid && (
          <a
            className={buttonClass('secondary')}
            href={csvUrl(`/stores/${storeId}/timeclock`, { ...range, employee: employee || undefined })}
            download
          >
            {common('csv')}
          </a>
        )
      }
    >
      <PeopleNav />
      <Panel title={t('timeclock.title')}>
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('timeclock.from')}
            type="date"
            value={range.from}
            max={range.to}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          />
          <TextField
            label={t('timeclock.to')}
            type="date"
            value={range.to}
            min={range.from}
            error={valid ? null : t('timeclock.badRange')}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          />
          <SelectField
            label={t('timeclock.employee')}
            value={employee}
            onChange={(event) => setEmployee(event.target.value)}
            options={[
              { value: '', label: t('timeclock.everyone') },
              ...(employees.data?.results ?? []).map((row) => ({ value: String(row.id), label: row.name })),
            ]}
          />
        </div>
        {!valid ? null : report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <QueryError error={report.error} retry={() => void report.refetch()} />
        ) : report.data.entries.length === 0 ? (
          <p className="text-ink-muted">{t('timeclock.empty')}</p>
        ) : (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="timeclock-weeks">
              <h3 id="timeclock-weeks" className="mb-2 font-bold">
                {t('timeclock.weeks')}
              </h3>
              <DataTable caption={t('timeclock.weeks')}>
                <thead>
                  <tr>
                    <th scope="col" className={TH}>
                      {t('timeclock.employee')}
                    </th>
                    <th scope="col" className={TH}>
                      {t('timeclock.weekOf')}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {t('timeclock.shifts')}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {t('timeclock.hours')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.weeks.map((week) => (
                    <tr key={`${week.employee_id}-${week.week_start}`}>
                      <td className={`${TD} font-semibold`}>{week.employee_name}</td>
                      <td className={TD}>{format.date(`${week.week_start}T12:00:00`)}</td>
                      <td className={`${TD} text-right tabular-nums`}>{week.entries}</td>
                      <td className={`${TD} text-right font-semibold tabular-nums`}>{durationText(week.minutes)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </section>
            <section aria-labelledby="timeclock-entries">
              <h3 id="timeclock-entries" className="mb-2 font-bold">
                {t('timeclock.entries')}
              </h3>
              <DataTable caption={t('timeclock.entries')}>
                <thead>
                  <tr>
                    <th scope="col" className={TH}>
                      {t('timeclock.employee')}
                    </th>
                    <th scope="col" className={TH}>
                      {t('timeclock.clockIn')}
                    </th>
                    <th scope="col" className={TH}>
                      {t('timeclock.clockOut')}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {t('timeclock.hours')}
                    </th>
                    <th scope="col" className={TH}>
                      <span className="sr-only">{t('employees.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className={`${TD} font-semibold`}>{entry.employee_name}</td>
                      <td className={TD}>{format.dateTime(entry.clock_in)}</td>
                      <td className={TD}>
                        {entry.clock_out ? (
                          format.dateTime(entry.clock_out)
                        ) : (
                          <Badge tone="info">{t('timeclock.stillIn')}</Badge>
                        )}
                      </td>
                      <td className={`${TD} text-right tabular-nums`}>{durationText(entry.minutes)}</td>
                      <td className={`${TD} text-right`}>
                        <Button
                          size="sm"
                          onClick={() => setCorrecting(entry)}
                          aria-label={t('timeclock.correctNamed', {
                            name: entry.employee_name,
                            time: format.dateTime(entry.clock_in),
                          })}
                        >
                          {t('timeclock.correct')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </section>
          </div>
        )}
      </Panel>
      <Modal
        isOpen={correcting !== null}
        onClose={() => setCorrecting(null)}
        title={t('timeclock.correctTitle')}
        size="md"
      >
        {correcting && <CorrectForm entry={correcting} onClose={() => setCorrecting(null)} />}
      </Modal>
    </Page>
  );
}

function CorrectForm({ entry, onClose }: { entry: TimeClockEntry; onClose: () => void }) {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const update = useTimeClockEntryUpdate();
  const [clockIn, setClockIn] = useState(localDateTimeInput(entry.clock_in));
  const [clockOut, setClockOut] = useState(entry.clock_out ? localDateTimeInput(entry.clock_out) : '');
  const inIso = isoFromLocalInput(clockIn);
  const outIso = isoFromLocalInput(clockOut);
  const outBeforeIn = inIso !== null && outIso !== null && outIso <= inIso;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!inIso || outBeforeIn) return;
        update.mutate({ id: entry.id, clock_in: inIso, clock_out: outIso }, { onSuccess: onClose });
      }}
    >
      <p className="font-semibold">{entry.employee_name}</p>
      <ErrorBanner error={update.error} />
      <TextField
        label={t('timeclock.clockIn')}
        type="datetime-local"
        value={clockIn}
        required
        error={inIso ? null : common('validation.required')}
        onChange={(event) => setClockIn(event.target.value)}
      />
      <TextField
        label={t('timeclock.clockOut')}
        type="datetime-local"
        value={clockOut}
        description={t('timeclock.clockOutHint')}
        error={outBeforeIn ? t('timeclock.outBeforeIn') : null}
        onChange={(event) => setClockOut(event.target.value)}
      />
      <ModalActions>
        <Button onClick={onClose}>{common('cancel')}</Button>
        <Button type="submit" variant="primary" busy={update.isPending}>
          {common('save')}
        </Button>
      </ModalActions>
    </form>
  );
}
