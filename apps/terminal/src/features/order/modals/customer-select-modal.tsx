import { customerMatches } from '@opentill/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNetwork } from '../../../data/network-store.ts';
import {
  customerAdd,
  customerFullName,
  customersPageFetch,
  customersPendingMatching,
  customersStoredMatching,
  orderCustomerOf,
  type CustomerDraft,
  type CustomerRecord,
  type OrderCustomer,
} from '../../../data/repositories/customers.ts';
import { seedText } from '../../../ui/error-modal.tsx';
import { CustomerAddForm } from './customer-add-form.tsx';
import { CustomerView } from './customer-view.tsx';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';

/** seed 001 §9 / seed 002 §9: customer search debounce 500 ms; more loaded within 100 px of the bottom. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;
export const CUSTOMER_LOAD_MORE_PX = 100;

export interface CustomerSelectModalProps {
  isOpen: boolean;
  selected?: OrderCustomer | null;
  onSelect: (customer: OrderCustomer | null) => void;
  onClose: () => void;
}

/**
 * seed 001 §2 Customer selection (search, Add, view, apply or remove, update address); seed 002 §2 Customer screens,
 * §7 GET /customers/list/ paged. Loading happens online only (seed 001 §6); offline the customers kept on this device
 * are listed and Add saves one under a local id for the next sync (seed 000 §4, docs/decisions.md §64).
 */
export function CustomerSelectModal(props: CustomerSelectModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={props.isOpen} onClose={props.onClose} title={t('orderModals.customer.title')} size="lg">
      <CustomerBody {...props} />
    </ModalFrame>
  );
}

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'view'; customer: CustomerRecord };

function CustomerBody({ selected, onSelect, onClose }: CustomerSelectModalProps) {
  const { t } = useTranslation();
  const online = useNetwork((state) => state.online);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const apply = (customer: CustomerRecord) => onSelect(orderCustomerOf(customer));

  if (view.kind === 'add') {
    const save = (draft: CustomerDraft) => {
      setSaving(true);
      // seed 002 §2: adding saves the customer locally, clears the form and selects the new customer.
      void customerAdd(draft, new Date()).then(
        (added) => {
          setSaving(false);
          if (!added) return;
          if (!added.uploaded) setNotice(t('orderModals.customer.saveFailed'));
          setView({ kind: 'list' });
          apply(added.customer);
        },
        () => {
          setSaving(false);
          setNotice(t('orderModals.seed.somethingWrong'));
        },
      );
    };
    return (
      <>
        {notice && <p role="status">{notice}</p>}
        <CustomerAddForm saving={saving} onSave={save} onBack={() => setView({ kind: 'list' })} />
      </>
    );
  }
  if (view.kind === 'view') {
    return (
      <>
        {/* A failed address change is said here, in the view where it happened. */}
        {notice && (
          <p role="alert" className="rounded-control bg-red-50 p-3 font-semibold text-danger">
            {notice}
          </p>
        )}
        <CustomerView
          customer={view.customer}
          onSelect={apply}
          onBack={() => {
            setNotice(null);
            setView({ kind: 'list' });
          }}
          onError={() => setNotice(t('orderModals.seed.networkError'))}
        />
      </>
    );
  }
  return (
    <>
      {selected && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 p-3">
          <span className="flex-1 font-semibold">
            {t('orderModals.customer.selected', { name: customerFullName(selected) })}
          </span>
          <Button onClick={() => onSelect(null)} variant="danger">
            {t('orderModals.customer.remove')}
          </Button>
        </div>
      )}
      {notice && <p role="status">{notice}</p>}
      {!online && (
        <p role="alert" className="rounded-control bg-amber-50 p-3 font-semibold text-amber-900">
          {t('orderModals.customer.offline')} {t('customers.offlineAdd')}
        </p>
      )}
      <CustomerList
        online={online}
        onView={(customer) => setView({ kind: 'view', customer })}
        onApply={apply}
        onAdd={() => setView({ kind: 'add' })}
      />
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </>
  );
}

function CustomerList({
  online,
  onView,
  onApply,
  onAdd,
}: {
  online: boolean;
  onView: (customer: CustomerRecord) => void;
  onApply: (customer: CustomerRecord) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [customers, setCustomers] = useState<CustomerRecord[]>([]);
  const [pending, setPending] = useState<CustomerRecord[]>([]);
  const [failed, setFailed] = useState(false);
  const [loadingShown, setLoadingShown] = useState(false);
  const paging = useRef({ page: 0, next: true, loading: false, query: '' });

  /** Loads the next page for the query (page 1 when the query changed); skipped while another load runs. */
  const load = useCallback(async (forQuery: string, fresh: boolean) => {
    const state = paging.current;
    if (state.loading || (!fresh && !state.next)) return;
    state.loading = true;
    setLoadingShown(true);
    const page = fresh ? 1 : state.page + 1;
    try {
      const answer = await customersPageFetch(page, forQuery);
      if (paging.current.query !== forQuery) return;
      // Answers are merged by page: page 1 replaces the list, later pages append.
      setCustomers((current) => (page === 1 ? answer.results : [...current, ...answer.results]));
      state.page = page;
      state.next = answer.next !== null;
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      state.loading = false;
      setLoadingShown(false);
    }
  }, []);

  // seed 002 §2: the list loads on opening and on search input after a 500 ms debounce.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), search === query ? 0 : CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);
  useEffect(() => {
    paging.current = { page: 0, next: true, loading: false, query };
    // seed 001 §6: customers are loaded only online; offline the list shows those kept on this device.
    if (online) void load(query, true);
    void (online ? customersPendingMatching(query) : customersStoredMatching(query)).then(setPending);
  }, [query, load, online]);

  const onScroll = (event: React.UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    if (online && element.scrollHeight - element.scrollTop - element.clientHeight <= CUSTOMER_LOAD_MORE_PX)
      void load(paging.current.query, false);
  };
  // seed 001 §5: the list filter matches the full name or the phone, case-insensitive.
  const shown = [
    ...pending,
    // A customer added here and uploaded since comes back from the server under its id: shown once.
    ...customers.filter(
      (customer) =>
        !pending.some((local) => local.id === customer.id || (local.local_id && local.local_id === customer.local_id)),
    ),
  ].filter((customer) => customerMatches(customer, query));

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex gap-3">
        <SearchField value={search} onChange={setSearch} className="flex flex-1 flex-col gap-1">
          <Label className="sr-only">{t('orderModals.customer.search')}</Label>
          <Input
            placeholder={t('orderModals.customer.search')}
            className="min-h-11 rounded-lg border-2 border-slate-300 px-3 outline-none focus:border-sky-600"
          />
        </SearchField>
        <Button onClick={onAdd} variant="primary">
          {t('orderModals.customer.add')}
        </Button>
      </div>
      {failed && (
        <div role="alert" className="rounded-lg border-2 border-red-300 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{seedText(t, 'Error Loading Customers')}</p>
          <p>{seedText(t, 'Failed to load customers. Please try again.')}</p>
          <Button onClick={() => void load(paging.current.query, paging.current.page === 0)} className="mt-2">
            {t('common.retry')}
          </Button>
        </div>
      )}
      <ul
        aria-label={t('orderModals.customer.list')}
        onScroll={onScroll}
        className="flex max-h-96 flex-col gap-2 overflow-y-auto"
      >
        {shown.map((customer) => {
          const name = customerFullName(customer);
          return (
            <li key={customer.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-2">
              <span className="flex flex-1 flex-col">
                <span className="font-semibold">{name}</span>
                {customer.phone && <span className="text-sm text-slate-600">{customer.phone}</span>}
              </span>
              <Button onClick={() => onView(customer)} aria-label={`${t('orderModals.customer.view')} ${name}`}>
                {t('orderModals.customer.view')}
              </Button>
              <Button
                onClick={() => onApply(customer)}
                aria-label={`${t('orderModals.customer.apply')} ${name}`}
                variant="primary"
              >
                {t('orderModals.customer.apply')}
              </Button>
            </li>
          );
        })}
      </ul>
      {loadingShown && <p role="status">{t('orderModals.customer.loading')}</p>}
      {!loadingShown && !failed && shown.length === 0 && <p>{t('orderModals.customer.empty')}</p>}
    </div>
  );
}
