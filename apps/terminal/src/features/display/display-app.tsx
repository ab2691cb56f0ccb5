import { useCallback, useEffect, useRef, useState } from 'react';
import type { DisplayStore, DisplayTipChoice } from '../../devices/customer-display/display-protocol.ts';
import { Button } from '../../ui/button.tsx';
import { displayLanguage, displayTranslations, type Translate } from './display-i18n.ts';
import { linkStart, PAIRING_STORAGE, pairingStored, type Link, type LinkState, type Pairing } from './display-link.ts';
import { IdleScreen, OrderScreen, SaleScreen, ThanksScreen } from './display-screens.tsx';
import { DisplaySetup } from './display-setup.tsx';
import { TipScreen } from './display-tip.tsx';
import { displayScreen, displayViewNext, THANKS_MS, VIEW_EMPTY, type DisplayView } from './display-view.ts';

/** The store as last heard (name, logo, language), so the idle screen shows it at once after a reload. */
const STORE_STORAGE = 'opentill-display-store';
const storedStore = (): DisplayStore | null => {
  try {
    return JSON.parse(localStorage.getItem(STORE_STORAGE) ?? 'null') as DisplayStore | null;
  } catch {
    return null;
  }
};

const STATE_TEXT: Record<LinkState, string> = {
  not_connected: 'customerDisplay.state.not_connected',
  connected: 'customerDisplay.state.connected',
  reconnecting: 'customerDisplay.state.reconnecting',
  refused: 'customerDisplay.state.not_connected',
  limited: 'customerDisplay.state.not_connected',
};

/**
 * The customer display (issue 20): the pairing form until paired, then the screen the terminal drives, with the
 * connection state (Not Connected, Connected, Reconnecting..., seed 002 §4) in a corner.
 */
export function DisplayApp({ initialT }: { initialT: Translate }) {
  const [t, setT] = useState<Translate>(() => initialT);
  const [pairing, setPairing] = useState<Pairing | null>(() => pairingStored());
  const [state, setState] = useState<LinkState>('not_connected');
  const [refused, setRefused] = useState<LinkState | null>(null);
  const [view, setView] = useState<DisplayView>(() => ({ ...VIEW_EMPTY, store: storedStore() }));
  const language = view.store?.language;
  const link = useRef<Link | null>(null);

  useEffect(() => {
    if (!pairing) return;
    let connected = false;
    const started = linkStart(pairing, {
      state: (next) => {
        if (next === 'connected') connected = true;
        // A refused code or key asks again; so does a limit hit before this pairing ever connected (wrong codes). A
        // working pairing that hits the call limit keeps polling (the link waits for Retry-After).
        if (next === 'refused' || (next === 'limited' && !connected)) {
          localStorage.removeItem(PAIRING_STORAGE);
          setRefused(next);
          setPairing(null);
        }
        setState(next);
      },
      message: (message) => setView((current) => displayViewNext(current, message)),
    });
    link.current = started;
    return () => {
      // Already left (Change terminal): stopping again would close the connection before the goodbye is out.
      if (link.current !== started) return;
      started.stop();
      link.current = null;
    };
  }, [pairing]);

  // issue 20 §6: the answer goes back to the checkout; the order shows again (the terminal then asks no more).
  const tipDone = useCallback((choice: DisplayTipChoice) => {
    link.current?.send({ tip_choice: choice });
    setView((current) => ({ ...current, tipRequest: null }));
  }, []);

  useEffect(() => {
    if (view.store) localStorage.setItem(STORE_STORAGE, JSON.stringify(view.store));
  }, [view.store]);

  useEffect(() => {
    if (!language) return;
    let live = true;
    void displayTranslations(displayLanguage(language)).then((next) => {
      if (!live) return;
      setT(() => next);
      document.documentElement.lang = displayLanguage(language);
    });
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    if (!view.thanks) return;
    const timer = setTimeout(() => setView((current) => ({ ...current, thanks: false })), THANKS_MS);
    return () => clearTimeout(timer);
  }, [view.thanks]);

  const pair = useCallback((next: Pairing) => {
    localStorage.setItem(PAIRING_STORAGE, JSON.stringify(next));
    setRefused(null);
    setPairing(next);
  }, []);
  const forget = () => {
    link.current?.leave();
    link.current = null;
    localStorage.removeItem(PAIRING_STORAGE);
    setPairing(null);
    setState('not_connected');
  };

  if (!pairing) return <DisplaySetup t={t} refused={refused} onPair={pair} />;
  const screen = displayScreen(view);
  return (
    <div className="flex h-full flex-col bg-surface text-ink">
      {screen === 'idle' && <IdleScreen t={t} store={view.store} />}
      {screen === 'order' && view.order && <OrderScreen t={t} order={view.order} store={view.store} />}
      {screen === 'tip' && view.tipRequest && (
        <TipScreen key={view.tipRequest.order} t={t} request={view.tipRequest} onDone={tipDone} />
      )}
      {screen === 'sale' && view.sale && <SaleScreen t={t} sale={view.sale} order={view.order} />}
      {screen === 'thanks' && <ThanksScreen t={t} store={view.store} />}
      <footer className="flex items-center justify-between gap-4 px-4 pb-2 text-base text-ink-muted">
        <p role="status" aria-label={t('customerDisplay.title')}>
          <span
            aria-hidden="true"
            className={`mr-2 inline-block size-3 rounded-full ${state === 'connected' ? 'bg-success' : 'bg-amber-500'}`}
          />
          {t(STATE_TEXT[state])}
        </p>
        {/* Small and in a corner: staff change the terminal; customers are not invited to. */}
        <Button variant="quiet" size="sm" onClick={forget}>
          {t('customerDisplay.change')}
        </Button>
      </footer>
    </div>
  );
}
