import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, RadioGroup } from '@qsr/shared-ui';
import { FormErrors } from '../forms/FormErrors';
import { NS } from '../strings';
import type { ReorderChoice, ReorderPlan } from './reorder-plan';

/**
 * Reorder into a box with items, or at another restaurant than the customer's: replace or add,
 * and which restaurant, asked before anything changes. The answers that change least are
 * chosen first (add; stay at the customer's restaurant). An answer the ordering API refuses is
 * said here, over the page, and the question names the box as the state has it now (a box
 * moved before the refusal stays moved): the customer answers again, or cancels.
 */
export function ReorderDialog({
  plan,
  busy,
  errors,
  onChoose,
  onCancel,
}: {
  plan: ReorderPlan;
  busy: boolean;
  errors: readonly string[];
  onChoose: (choice: ReorderChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NS);
  const [box, setBox] = useState<ReorderChoice['box']>('add');
  const [at, setAt] = useState<ReorderChoice['at']>('current');
  const current = plan.current;
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onCancel}
      title={plan.boxItems > 0 ? t('reorderBoxTitle') : t('reorderWhereTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('reorderCancel')}
          </Button>
          <Button onClick={() => onChoose({ box, at: current ? at : 'past' })} disabled={busy}>
            {t('reorderGo')}
          </Button>
        </>
      }
    >
      <FormErrors messages={errors} />
      {plan.boxItems > 0 && (
        <RadioGroup
          legend={
            plan.boxAt
              ? t('reorderBoxAtLegend', { count: plan.boxItems, restaurant: plan.boxAt.name })
              : t('reorderBoxLegend', { count: plan.boxItems })
          }
          name="account-reorder-box"
          value={box}
          onChange={(value) => setBox(value as ReorderChoice['box'])}
          choices={[
            { value: 'add', label: t('reorderAdd') },
            { value: 'replace', label: t('reorderReplace') },
          ]}
        />
      )}
      {current && (
        <RadioGroup
          legend={t('reorderWhereLegend', { from: plan.from.name, current: current.name })}
          hint={t('reorderWhereHint')}
          name="account-reorder-where"
          value={at}
          onChange={(value) => setAt(value as ReorderChoice['at'])}
          choices={[
            { value: 'current', label: t('reorderStay', { restaurant: current.name }) },
            { value: 'past', label: t('reorderSwitch', { restaurant: plan.from.name }) },
          ]}
        />
      )}
    </Dialog>
  );
}
