import { useTranslation } from 'react-i18next';
import { COOKIES, COOKIE_VALUES, actions, writeCookie } from '@qsr/shared-contracts';
import { useSiteConfig } from '../site/site-config-context';
import { hostUi, useHostUi } from '../state/host-ui';
import { Button, Dialog } from '@qsr/shared-ui';

/** §2.10, §9: closing the popup, either way, sets the exit-catering cookie. */
function closePopup() {
  writeCookie(COOKIES.exitCatering, COOKIE_VALUES.exitCatering);
  hostUi.exitPopupOpen = false;
}

/**
 * §2.10 'Are you sure you want to exit catering?': Continue empties the catering box and goes
 * to the consumer site; Cancel (or Escape) stays.
 */
export default function ExitCateringPopup() {
  const { t } = useTranslation();
  const { exitPopupOpen } = useHostUi();
  const { consumerOrigin } = useSiteConfig();
  if (!exitPopupOpen) return null;
  const leave = async () => {
    closePopup();
    await actions.abandonOrder();
    window.location.assign(consumerOrigin);
  };
  return (
    <Dialog
      open
      onClose={closePopup}
      role="alertdialog"
      title={t('exitCateringTitle')}
      aria-describedby="exit-catering-text"
      actions={
        <>
          <Button variant="secondary" onClick={closePopup}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void leave()}>{t('continue')}</Button>
        </>
      }
    >
      <p id="exit-catering-text">{t('exitCateringText')}</p>
    </Dialog>
  );
}
