import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maskCardExpiry,
  maskCardNumber,
  maskZip,
  type BillingAccount,
  type CardDetails,
  type CardField,
} from '@qsr/shared-contracts';
import type { PaymentChoice } from '../checkout/draft';
import { Field } from '../form/Field';
import { NS } from '../strings';

interface Props {
  accounts: BillingAccount[];
  choice: PaymentChoice;
  card: CardDetails;
  /** Wrong fields of the new card, once the customer tried to go on. */
  wrong: CardField[];
  onChoice: (choice: PaymentChoice) => void;
  onCard: (card: CardDetails) => void;
}

/**
 * §4.1 step 6 payment: a member's saved cards (§3 billing), or a new card for the token call.
 * The card lives only in the page's memory: no name attribute, no storage, no logging.
 */
export function PaymentSection({ accounts, choice, card, wrong, onChoice, onCard }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const set = (patch: Partial<CardDetails>) => onCard({ ...card, ...patch });
  const error = (field: CardField) => wrong.includes(field) && t(`error_card_${field}`);

  return (
    <section className="co-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('paymentHeading')}</h2>
      <fieldset className="co-choices co-stack">
        <legend className="co-visually-hidden">{t('paymentHeading')}</legend>
        {accounts.map((account) => (
          <label key={account.id} className="co-choice">
            <input
              type="radio"
              name="co-payment"
              checked={choice.kind === 'saved' && choice.accountId === account.id}
              onChange={() => onChoice({ kind: 'saved', accountId: account.id })}
            />
            {t(account.expiry ? 'savedCardExpiry' : 'savedCard', {
              type: account.card_type ?? 'Card',
              last4: account.last4 ?? '····',
              expiry: account.expiry,
            })}
          </label>
        ))}
        <label className="co-choice">
          <input
            type="radio"
            name="co-payment"
            checked={choice.kind === 'new'}
            onChange={() => onChoice({ kind: 'new' })}
          />
          {t('newCard')}
        </label>
      </fieldset>
      {choice.kind === 'new' && (
        <div className="co-grid">
          <Field
            label={t('cardNumber')}
            autoComplete="cc-number"
            inputMode="numeric"
            value={card.number}
            onChange={(number) => set({ number: maskCardNumber(number) })}
            error={error('number')}
          />
          <Field
            label={t('cardExpiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(expiry) => set({ expiry: maskCardExpiry(expiry) })}
            error={error('expiry')}
          />
          <Field
            label={t('cardCvv')}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={card.cvv}
            onChange={(cvv) => set({ cvv: cvv.replace(/\D/g, '') })}
            error={error('cvv')}
          />
          <Field
            label={t('cardZip')}
            autoComplete="postal-code"
            inputMode="numeric"
            value={card.zip}
            onChange={(zip) => set({ zip: maskZip(zip) })}
            error={error('zip')}
          />
          <p className="co-hint co-wide">{t('cardSafety')}</p>
        </div>
      )}
    </section>
  );
}
