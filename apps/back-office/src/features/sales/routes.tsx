import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';
import { Page } from '../../ui/page.tsx';
import { DaySummaryScreen } from './day-summary-screen.tsx';
import { OrderDetailScreen } from './order-detail-screen.tsx';
import { OrdersScreen } from './orders-screen.tsx';
import { ReportsScreen } from './reports-screen.tsx';
import { ShiftDetailScreen, ShiftsScreen } from './shifts-screen.tsx';
import { TodayFigures } from './today.tsx';

const TABS = [
  { path: 'today', label: 'tabs.today' },
  { path: 'orders', label: 'tabs.orders' },
  { path: 'shifts', label: 'tabs.shifts' },
  { path: 'day-summary', label: 'tabs.daySummary' },
] as const;

/** The sales area's screens under one heading, with links between them (a nav, as each is its own address). */
function SalesFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('sales');
  return (
    <Page title={t('title')}>
      <nav aria-label={t('tabs.label')} className="border-b border-line">
        <ul className="flex flex-wrap gap-x-1">
          {TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={`../${tab.path}`}
                relative="path"
                className={({ isActive }) =>
                  [
                    'flex min-h-touch items-center border-b-2 px-4 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
                    isActive
                      ? 'border-primary font-semibold text-ink'
                      : 'border-transparent text-ink-muted hover:text-ink',
                  ].join(' ')
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Page>
  );
}

function TodayScreen() {
  return (
    <SalesFrame>
      <TodayFigures store={useStoreId()} />
    </SalesFrame>
  );
}

/**
 * The sales area (issue 16 §8), mounted at /dashboard/stores/:store/sales/*: today (live), orders and one order,
 * shifts and one shift's X/Z, the day summary. `ReportsRoutes` is mounted at .../reports/*.
 */
export default function SalesRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="today" replace />} />
      <Route path="today" element={<TodayScreen />} />
      <Route
        path="orders"
        element={
          <SalesFrame>
            <OrdersScreen />
          </SalesFrame>
        }
      />
      <Route path="orders/:id" element={<OrderDetailScreen />} />
      <Route
        path="shifts"
        element={
          <SalesFrame>
            <ShiftsScreen />
          </SalesFrame>
        }
      />
      <Route path="shifts/:id" element={<ShiftDetailScreen />} />
      <Route
        path="day-summary"
        element={
          <SalesFrame>
            <DaySummaryScreen />
          </SalesFrame>
        }
      />
      <Route path="*" element={<Navigate to="today" replace />} />
    </Routes>
  );
}

export function ReportsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="day" replace />} />
      <Route path=":kind" element={<ReportsScreen />} />
    </Routes>
  );
}
