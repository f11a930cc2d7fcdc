import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  READING_PREFERENCES,
  applyPreferences,
  readPreferences,
  type ReadingPreference,
} from './reading-preferences';
import { browserStorage } from '@qsr/shared-contracts';
import { Button, Checkbox, Dialog } from '@qsr/shared-ui';

const LABELS: Record<ReadingPreference, 'largerText' | 'highContrast'> = {
  'large-text': 'largerText',
  'high-contrast': 'highContrast',
};

/** §2.4 the accessibility button's panel: larger text and high contrast, kept on this device. */
export default function AccessibilityPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState(() => readPreferences(browserStorage()));
  const toggle = (preference: ReadingPreference) => {
    const next = preferences.includes(preference)
      ? preferences.filter((p) => p !== preference)
      : [...preferences, preference];
    setPreferences(next);
    applyPreferences(next, browserStorage());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('accessibility')}
      actions={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {READING_PREFERENCES.map((preference) => (
        <Checkbox
          key={preference}
          label={t(LABELS[preference])}
          checked={preferences.includes(preference)}
          onChange={() => toggle(preference)}
        />
      ))}
    </Dialog>
  );
}
