import { useTranslation } from 'react-i18next';
import { useHostUi } from '../state/host-ui';

/** §2.2 the full-screen loader: while the language switches (§4.11) or a store link starts (§4.10). */
export function FullScreenLoader() {
  const { t } = useTranslation();
  const { switchingLanguage, startingUp } = useHostUi();
  if (!switchingLanguage && !startingUp) return null;
  return (
    <div className="host-fullscreen-loader" role="status" aria-live="polite">
      <span className="host-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
