/**
 * The customer display's own entry (issue 20 §1: code-split from the terminal): display.html loads only this, React,
 * the display's screens and its strings; none of the staff screens, the router, the stores or IndexedDB. Served at
 * /display by the back office (apps/server terminal-static.ts) and precached by the terminal's service worker.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../index.css';
import { DisplayApp } from './display-app.tsx';
import { displayLanguage, displayTranslations } from './display-i18n.ts';

// Large type readable at 1.5 m (issue 20 §2): the root size follows the screen, 16 px at 1024x600 to 30 px at 1920x1080.
document.documentElement.style.fontSize = 'clamp(16px, 0.9vw + 0.9vh, 30px)';

const remembered = (() => {
  try {
    return (JSON.parse(localStorage.getItem('opentill-display-store') ?? 'null') as { language?: string } | null)
      ?.language;
  } catch {
    return undefined;
  }
})();
const language = displayLanguage(remembered ?? navigator.language);
document.documentElement.lang = language;
const t = await displayTranslations(language);
document.title = t('customerDisplay.title');
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <DisplayApp initialT={t} />
  </StrictMode>,
);
