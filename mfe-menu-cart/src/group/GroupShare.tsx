import { useEffect, useState } from 'react';
import { Button } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';

/** Where a guest opens the group: the site's own page for the link's token. */
export const groupLink = (origin: string, token: string) =>
  `${origin}/group/${encodeURIComponent(token)}`;

/**
 * The link to share, to copy or to scan: the QR code is drawn by `qrcode`, loaded with this
 * panel only (no other page needs it).
 */
export function GroupShare({ token }: { token: string }) {
  const { t } = useGroupWords();
  const link = groupLink(window.location.origin, token);
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(link, { margin: 1, width: 200 }))
      .then((url) => current && setQr(url))
      // No picture: the link is still there to copy.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // The field stays selectable for a manual copy.
      setCopied(false);
    }
  }

  return (
    <section className="menuCart-group-share" aria-labelledby="menuCart-group-share">
      <h2 id="menuCart-group-share">{t('shareLink')}</h2>
      <div className="menuCart-group-link">
        <input
          className="ui-input"
          readOnly
          value={link}
          aria-label={t('groupLink')}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('copyLink')}
        </Button>
      </div>
      <p role="status" className="ui-ok">
        {copied ? t('linkCopied') : ''}
      </p>
      {qr && <img src={qr} width={200} height={200} alt={t('qrCode')} />}
    </section>
  );
}
