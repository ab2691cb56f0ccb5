import type { OrderingLanguage, OrderingMenu } from '@opentill/contracts';
import { useEffect, useState } from 'react';
import { menuFetch } from './api.ts';
import type { CartLine } from './cart.ts';
import { Checkout } from './checkout.tsx';
import { LANGUAGE_NAMES, languageInitial, languageLoad, languageRemember, t } from './i18n.ts';
import { MenuPage } from './menu-page.tsx';
import { usePlace } from './route.ts';
import { StatusPage } from './status-page.tsx';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; menu: OrderingMenu };

export function App() {
  const [place, go] = usePlace();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [language, setLanguage] = useState<OrderingLanguage>('en');
  const [lines, setLines] = useState<CartLine[]>([]);
  const [checkout, setCheckout] = useState(false);
  const store = place?.store ?? 0;

  useEffect(() => {
    if (!store) return;
    let live = true;
    menuFetch(store).then(
      async (menu) => {
        const chosen = languageInitial(menu.languages);
        await languageLoad(chosen);
        if (!live) return;
        setLanguage(chosen);
        setLoad({ state: 'ready', menu });
      },
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [store]);

  useEffect(() => {
    if (load.state === 'ready') document.title = `${load.menu.store.name} · ${t('page.title')}`;
  }, [load, language]);

  if (!place) return <Message text={t('page.notFound')} />;
  if (load.state === 'loading') return <Message text={t('page.loading')} />;
  if (load.state === 'failed') return <Message text={t('page.loadFailed')} />;
  const { menu } = load;

  const pickLanguage = async (next: OrderingLanguage) => {
    await languageLoad(next);
    languageRemember(next);
    setLanguage(next);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 bg-chrome text-on-chrome">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2">
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{menu.store.name}</h1>
          {menu.languages.length > 1 && (
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only">{t('page.language')}</span>
              <select
                className="min-h-touch rounded-control border border-chrome-hover bg-chrome-raised px-2 text-on-chrome focus-visible:outline-3 focus-visible:outline-focus"
                value={language}
                onChange={(event) => void pickLanguage(event.target.value as OrderingLanguage)}
              >
                {menu.languages.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 p-4 pb-28">
        {place.key ? (
          <StatusPage store={store} orderKey={place.key} menu={menu} onNewOrder={() => go(`/order/${String(store)}`)} />
        ) : checkout ? (
          <Checkout
            menu={menu}
            lines={lines}
            onLines={setLines}
            onBack={() => setCheckout(false)}
            onPlaced={(key) => {
              setLines([]);
              setCheckout(false);
              go(`/order/${String(store)}/status/${key}`);
            }}
          />
        ) : (
          <MenuPage menu={menu} lines={lines} onLines={setLines} onCheckout={() => setCheckout(true)} />
        )}
      </main>
    </div>
  );
}

function Message({ text }: { text: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6 text-center text-lg" role="status">
      {text}
    </main>
  );
}
