import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '@qsr/shared-contracts';
import {
  READING_PREFERENCES,
  applyPreferences,
  localStore,
  readPreferences,
  type ReadingPreference,
} from './reading-preferences';

const LABELS: Record<ReadingPreference, 'largerText' | 'highContrast'> = {
  'large-text': 'largerText',
  'high-contrast': 'highContrast',
};

/** §2.4 the accessibility button's panel: larger text and high contrast, kept on this device. */
export default function AccessibilityPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState(() => readPreferences(localStore()));
  const ref = useModalDialog<HTMLDivElement>(true, onClose);
  const toggle = (preference: ReadingPreference) => {
    const next = preferences.includes(preference)
      ? preferences.filter((p) => p !== preference)
      : [...preferences, preference];
    setPreferences(next);
    applyPreferences(next, localStore());
  };
  return (
    <div className="host-dialog-backdrop" onClick={onClose}>
      <div
        ref={ref}
        className="host-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="a11y-title"
        onClick={(event) => event.stopPropagation()}
      >
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
          <button type="button" className="host-button" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
