import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@qsr/shared-ui';
import { checkoutFieldId } from '../checkout/field-ids';
import { NS } from '../strings';

type Props = {
  typed: string;
  error: string | null;
  busy: boolean;
  onType: (typed: string) => void;
  /** The typed amount goes to the order: on leaving the field, on Enter or on Apply. */
  onApply: () => void;
};

/** The custom tip as typed, with its Apply button. */
export function CustomTipField({ typed, error, busy, onType, onApply }: Props) {
  const { t } = useTranslation(NS);

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    onApply();
  }

  return (
    <form onSubmit={applyCustom} noValidate>
      <Field
        id={checkoutFieldId('tip')}
        label={t('customTipLabel')}
        inputMode="decimal"
        value={typed}
        error={error}
        liveError
        onChange={onType}
        onBlur={onApply}
        addon={
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('applyTip')}
          </Button>
        }
      />
    </form>
  );
}
