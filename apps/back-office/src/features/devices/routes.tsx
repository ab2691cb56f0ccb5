import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const TerminalsScreen = lazy(() => import('./terminals-screen.tsx'));
const TerminalScreen = lazy(() => import('./terminal-screen.tsx'));
const PrintersScreen = lazy(() => import('./printers-screen.tsx'));

/** The devices area under /dashboard/stores/:store/devices/* (issue 16 §6): terminals, one terminal's settings, printers. */
export default function DevicesRoutes() {
  return (
    <Routes>
      <Route index element={<TerminalsScreen />} />
      <Route path="terminals/:id" element={<TerminalScreen />} />
      <Route path="printers" element={<PrintersScreen />} />
    </Routes>
  );
}
