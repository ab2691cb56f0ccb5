import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { KIOSK_TOOLS_PRESS_MS } from './kiosk-actions.ts';
import { kioskTerminal } from './kiosk-terminal.ts';
import { useHoldPress } from './use-hold-press.ts';

/**
 * KioskHome (seed 000 §2.11): the store's background and logo, "Welcome", "Touch to begin your order", the
 * terminal's name and id. A tap anywhere goes to KioskOrderType; a 5 s long-press on the powered-by image opens
 * Tools (for staff). No shell around it (seed 000 §2.4).
 */
export default function KioskHomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const terminal = kioskTerminal();
  const background = terminal?.store?.background ?? null;
  const logo = terminal?.store?.logo ?? null;
  const hold = useHoldPress(KIOSK_TOOLS_PRESS_MS, () => void navigate(ROUTES.Tools));
  return (
    <main
      className="relative flex min-h-dvh flex-col bg-chrome bg-cover bg-center text-on-chrome"
      style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
    >
      <button
        type="button"
        onClick={() => void navigate(ROUTES.KioskOrderType)}
        className="flex flex-1 flex-col items-center justify-center gap-8 bg-black/40 p-8 text-center focus-visible:outline-4 focus-visible:-outline-offset-8 focus-visible:outline-focus active:bg-black/50"
      >
        {logo && <img src={logo} alt="" className="max-h-56 max-w-sm object-contain" />}
        <span className="text-7xl font-bold min-[900px]:text-8xl">{t('kiosk.welcome')}</span>
        <span className="rounded-full bg-primary px-10 py-5 text-3xl font-semibold text-on-primary shadow-lg min-[900px]:text-4xl">
          {t('kiosk.touchToBegin')}
        </span>
      </button>
      <footer className="flex items-center justify-between gap-4 bg-black/60 px-6 py-3 text-lg">
        <span>{terminal ? t('kiosk.terminal', { name: terminal.name ?? '', id: terminal.id }) : ''}</span>
        <img
          src="/icon.svg"
          alt={t('kiosk.poweredBy')}
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
          className="h-11 w-11 touch-none select-none"
          {...hold}
        />
      </footer>
    </main>
  );
}
