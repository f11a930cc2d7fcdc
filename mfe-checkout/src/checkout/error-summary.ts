import type { TFunction } from 'i18next';
import type { CheckoutErrors } from '../handoff/handoff-details';
import type { FieldError } from '@qsr/shared-ui';
import { checkoutFieldId } from './field-ids';

/** The form's order of its fields, as the customer meets them. */
const DETAIL_FIELDS = [
  'address',
  'city',
  'zip',
  'first_name',
  'last_name',
  'email',
  'phone',
  'vehicle',
] as const;

/** What stops the review, in the order of the form, each linked to its field. */
export function checkoutErrorSummary(
  t: TFunction,
  problems: {
    errors: CheckoutErrors;
    wrongCard: readonly string[];
    timeMissing: boolean;
    /** What rules out as soon as possible, as the time section says it (null: nothing). */
    notAsap: string | null;
    tipInvalid: boolean;
  },
): FieldError[] {
  const { errors, wrongCard, timeMissing, notAsap, tipInvalid } = problems;
  return [
    ...DETAIL_FIELDS.filter((key) => errors[key]).map((key) => ({
      fieldId: checkoutFieldId(key),
      message: t(`error_${key}`),
    })),
    ...(timeMissing ? [{ fieldId: checkoutFieldId('time'), message: t('chooseTime') }] : []),
    ...(notAsap ? [{ fieldId: checkoutFieldId('time-choice'), message: notAsap }] : []),
    ...(tipInvalid ? [{ fieldId: checkoutFieldId('tip'), message: t('tipInvalid') }] : []),
    ...wrongCard.map((field) => ({
      fieldId: checkoutFieldId(`card_${field}`),
      message: t(`error_card_${field}`),
    })),
  ];
}
