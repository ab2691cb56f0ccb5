import type { LinkCodeResponse } from '@opentill/contracts';
import { Button } from '@terminal-ui/button.tsx';
import { Modal, ModalActions } from '@terminal-ui/modal.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { linkUrl } from './status.ts';

/** The QR code of a text as an SVG data URL; the qrcode library is fetched only when a code is shown. */
function useQrCode(text: string | null): string | null {
  const [made, setMade] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (!text) return;
    void import('qrcode').then(async (qr) => {
      const svg = await qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setMade({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [text]);
  // A code made for an earlier text is never shown with a new one.
  return made && made.text === text ? made.url : null;
}

/**
 * A terminal's link code (issue 16 §6): large, digit by digit for whoever types it on the terminal, and as a QR code of
 * the server's address; single use, valid until the time shown.
 */
export function LinkCodeModal({
  terminalName,
  answer,
  pending,
  error,
  onAnother,
  onClose,
}: {
  terminalName: string | null;
  answer: LinkCodeResponse | undefined;
  pending: boolean;
  error: unknown;
  onAnother: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const qr = useQrCode(answer ? linkUrl(answer.server_url, answer.code) : null);
  return (
    <Modal
      isOpen={terminalName !== null}
      onClose={onClose}
      title={terminalName ? t('link.title', { name: terminalName }) : ''}
      size="lg"
    >
      <ErrorBanner error={error} />
      {pending && <Loading />}
      {answer && !pending && (
        <div className="flex flex-col items-center gap-4 text-center">
          <ol className="list-decimal self-stretch pl-6 text-left">
            <li>{t('link.step1', { address: answer.server_url })}</li>
            <li>{t('link.step2')}</li>
          </ol>
          <p
            className="font-mono text-5xl font-bold tracking-[0.3em] tabular-nums max-sm:text-4xl"
            aria-label={t('link.codeLabel', { code: answer.code.split('').join(' ') })}
          >
            {answer.code}
          </p>
          {qr ? (
            <img src={qr} width={192} height={192} alt={t('link.qrAlt', { address: answer.server_url })} />
          ) : (
            <div className="size-48" aria-hidden="true" />
          )}
          <p className="text-ink-muted">{t('link.expires', { time: format.time(answer.expires_at) })}</p>
        </div>
      )}
      <ModalActions>
        <Button onClick={onAnother} disabled={pending}>
          {t('link.another')}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {common('close')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
