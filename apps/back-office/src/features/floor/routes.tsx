import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const FloorScreen = lazy(() => import('./floor-screen.tsx'));

/** The floor area under /dashboard/stores/:store/floor/* (issue 16 §7): sections and tables on their plan. */
export default function FloorRoutes() {
  return (
    <Routes>
      <Route index element={<FloorScreen />} />
    </Routes>
  );
}
