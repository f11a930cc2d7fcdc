import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartProduct } from '@qsr/shared-contracts';
import { Button } from '@qsr/shared-ui';
import { NS } from '../strings';
import { useRemoveLine } from './useRemoveLine';

/**
 * A line the box cannot have for its time or restaurant (after the time, the restaurant or the
 * handoff changed): named, with why, and removed in one tap.
 */
export function NotOrderableMark({ line, why }: { line: CartProduct; why: string }) {
  const { t } = useTranslation(NS);
  const remove = useRemoveLine(line);
  const [busy, setBusy] = useState(false);
  return (
    <div className="menuCart-line-mark" role="note">
      <p>
        <strong>{line.name}</strong> {why}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={t('removeNotOrderableLine', { name: line.name })}
        onClick={() => {
          setBusy(true);
          void remove().finally(() => setBusy(false));
        }}
      >
        {t('removeNotOrderable')}
      </Button>
    </div>
  );
}
