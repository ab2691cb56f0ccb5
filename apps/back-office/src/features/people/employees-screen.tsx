import type { DashboardEmployee } from '@opentill/contracts';
import { Badge } from '@terminal-ui/badge.tsx';
import { Button, buttonClass } from '@terminal-ui/button.tsx';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvUrl } from '../../api/client.ts';
import { useStoreId } from '../../app/store-context.ts';
import { LANGUAGE_NAMES, isLanguage } from '../../i18n/languages.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useEmployees, useEmployeeUpdate } from './api.ts';
import { EmployeeCreateModal, EmployeeEditModal, PinResetModal } from './employee-forms.tsx';
import { ConfirmDialog, DataTable, TD, TH } from './parts.tsx';
import { PeopleNav } from './people-nav.tsx';

const column = createColumnHelper<DashboardEmployee>();

/** Employees of the store (issue 16 §5): role, language, PIN set or reset, removed and restored. */
export default function EmployeesScreen() {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const storeId = useStoreId();
  const employees = useEmployees();
  const update = useEmployeeUpdate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DashboardEmployee | null>(null);
  const [pinFor, setPinFor] = useState<DashboardEmployee | null>(null);
  const [removing, setRemoving] = useState<DashboardEmployee | null>(null);
  const [sorting, setSorting] = useState<SortingState>([]);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: () => t('employees.name') }),
      column.accessor('role', { header: () => t('employees.role'), cell: (info) => t(`roles.${info.getValue()}`) }),
      column.accessor('language', {
        header: () => t('employees.language'),
        cell: (info) => {
          const value = info.getValue();
          return isLanguage(value) ? LANGUAGE_NAMES[value] : value;
        },
      }),
      column.accessor('active', {
        header: () => t('employees.status'),
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="success">{t('employees.active')}</Badge>
          ) : (
            <Badge>{t('employees.removed')}</Badge>
          ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('employees.actions')}</span>,
        cell: ({ row }) => {
          const employee = row.original;
          return (
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                onClick={() => setEditing(employee)}
                aria-label={t('employees.editNamed', { name: employee.name })}
              >
                {t('employees.edit')}
              </Button>
              {employee.active ? (
                <>
                  <Button
                    size="sm"
                    onClick={() => setPinFor(employee)}
                    aria-label={t('employees.pinResetNamed', { name: employee.name })}
                  >
                    {t('employees.pinReset')}
                  </Button>
                  <Button
                    size="sm"
                    variant="quiet"
                    onClick={() => setRemoving(employee)}
                    aria-label={t('employees.removeNamed', { name: employee.name })}
                  >
                    {t('employees.remove')}
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  onClick={() => update.mutate({ id: employee.id, active: true })}
                  aria-label={t('employees.restoreNamed', { name: employee.name })}
                >
                  {t('employees.restore')}
                </Button>
              )}
            </div>
          );
        },
      }),
    ],
    [t, update],
  );
  const table = useReactTable({
    data: employees.data?.results ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <Page
      title={common('nav.people')}
      actions={
        <>
          <a className={buttonClass('secondary')} href={csvUrl(`/stores/${storeId}/employees`)} download>
            {common('csv')}
          </a>
          <Button variant="primary" onClick={() => setAdding(true)}>
            {t('employees.add')}
          </Button>
        </>
      }
    >
      <PeopleNav />
      <Panel title={t('employees.title')}>
        {!removing && update.error && <ErrorBanner error={update.error} className="mb-3" />}
        {employees.isPending ? (
          <Loading />
        ) : employees.isError ? (
          <QueryError error={employees.error} retry={() => void employees.refetch()} />
        ) : employees.data.results.length === 0 ? (
          <p className="text-ink-muted">{t('employees.empty')}</p>
        ) : (
          <DataTable caption={t('employees.title')}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={TH}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="inline-flex min-h-touch items-center gap-1 font-semibold focus-visible:outline-3 focus-visible:outline-focus"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={row.original.active ? '' : 'text-ink-muted'}>
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`${TD} ${cell.column.id === 'name' ? 'font-semibold break-words' : ''}`}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Panel>
      <EmployeeCreateModal isOpen={adding} onClose={() => setAdding(false)} />
      <EmployeeEditModal employee={editing} onClose={() => setEditing(null)} />
      <PinResetModal employee={pinFor} onClose={() => setPinFor(null)} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('employees.removeTitle')}
        message={removing ? t('employees.removeText', { name: removing.name }) : ''}
        confirmLabel={t('employees.remove')}
        cancelLabel={common('cancel')}
        busy={update.isPending}
        error={<ErrorBanner error={update.error} />}
        onConfirm={() =>
          removing && update.mutate({ id: removing.id, active: false }, { onSuccess: () => setRemoving(null) })
        }
        onClose={() => {
          update.reset();
          setRemoving(null);
        }}
      />
    </Page>
  );
}
