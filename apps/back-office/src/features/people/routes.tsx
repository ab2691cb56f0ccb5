import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const EmployeesScreen = lazy(() => import('./employees-screen.tsx'));
const TimeClockScreen = lazy(() => import('./timeclock-screen.tsx'));

/** The people area under /dashboard/stores/:store/people/* (issue 16 §5): employees, and the time clock. */
export default function PeopleRoutes() {
  return (
    <Routes>
      <Route index element={<EmployeesScreen />} />
      <Route path="timeclock" element={<TimeClockScreen />} />
    </Routes>
  );
}
