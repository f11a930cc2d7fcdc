import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalShell } from '../ui/ModalShell';
import {
  READING_PREFERENCES,
  applyPreferences,
  localStore,
  readPreferences,
  type ReadingPreference,
} from './reading-preferences';
import { buttonClass } from '@qsr/shared-ui';

const LABELS: Record<ReadingPreference, 'largerText' | 'highContrast'> = {
  'large-text': 'largerText',
  'high-contrast': 'highContrast',
};

/** §2.4 the accessibility button's panel: larger text and high contrast, kept on this device. */
export default function AccessibilityPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState(() => readPreferences(localStore()));
  const toggle = (preference: ReadingPreference) => {
    const next = preferences.includes(preference)
      ? preferences.filter((p) => p !== preference)
      : [...preferences, preference];
    setPreferences(next);
    applyPreferences(next, localStore());
  };
  return (
    <ModalShell onClose={onClose} aria-labelledby="a11y-title">
      <h2 id="a11y-title">{t('accessibility')}</h2>
      {READING_PREFERENCES.map((preference) => (
        <label key={preference} className="host-check">
          <input
            type="checkbox"
            checked={preferences.includes(preference)}
            onChange={() => toggle(preference)}
          />
          {t(LABELS[preference])}
        </label>
      ))}
      <div className="host-dialog-actions">
        <button type="button" className={buttonClass()} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </ModalShell>
  );
}
