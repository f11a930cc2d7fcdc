import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maskZip } from '@qsr/shared-contracts';
import { maskCardExpiry, maskCardNumber, type CardDetails, type CardField } from './card';
import { Card, Field, RadioGroup, RetryNotice } from '@qsr/shared-ui';
import type { SavedCards } from '../checkout/use-saved-cards';
import type { PaymentChoice } from '../checkout/draft';
import type { WalletMethod } from './wallet';
import { NS } from '../strings';
import { checkoutFieldId } from '../checkout/field-ids';

/** The new card's fields, each with its browser autofill name and its input mask. */
const CARD_FIELDS: Array<{
  field: CardField;
  label: string;
  autoComplete: string;
  mask: (value: string) => string;
}> = [
  { field: 'number', label: 'cardNumber', autoComplete: 'cc-number', mask: maskCardNumber },
  { field: 'expiry', label: 'cardExpiry', autoComplete: 'cc-exp', mask: maskCardExpiry },
  {
    field: 'cvv',
    label: 'cardCvv',
    autoComplete: 'cc-csc',
    mask: (cvv) => cvv.replace(/\D/g, '').slice(0, 4),
  },
  { field: 'zip', label: 'cardZip', autoComplete: 'postal-code', mask: maskZip },
];

/** The radio values of a new card and of the wallet (saved cards' are their ids). */
const NEW_CARD = 'new';
const WALLET = 'wallet';

/** The radio value of a payment choice. */
function valueOf(choice: PaymentChoice): string {
  if (choice.kind === 'saved') return String(choice.accountId);
  return choice.kind === 'wallet' ? WALLET : NEW_CARD;
}

interface Props {
  /** A member's saved cards; when they could not be loaded, a new card is all there is. */
  savedCards: SavedCards;
  /** The wallet this browser can pay with (offered first), or null: cards only. */
  wallet: WalletMethod | null;
  choice: PaymentChoice;
  card: CardDetails;
  /** Wrong fields of the new card, once the customer tried to go on. */
  wrong: CardField[];
  onChoice: (choice: PaymentChoice) => void;
  onCard: (card: CardDetails) => void;
}

/**
 * §4.1 step 6 payment: the wallet where the browser can pay with it, a member's saved cards (§3
 * billing), or a new card for the token call. The card lives only in the page's memory: no name
 * attribute, no storage, no logging.
 */
export const PaymentSection = memo(function PaymentSection(props: Props) {
  const { savedCards, wallet, choice, card, wrong, onChoice, onCard } = props;
  const { accounts } = savedCards;
  const { t } = useTranslation(NS);
  const id = useId();
  const set = (patch: Partial<CardDetails>) => onCard({ ...card, ...patch });
  const error = (field: CardField) => wrong.includes(field) && t(`error_card_${field}`);

  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('paymentHeading')}</h2>
      {savedCards.failed && (
        <RetryNotice
          tone="warning"
          message={t('savedCardsFailed')}
          retryLabel={t('retry')}
          onRetry={savedCards.retry}
        />
      )}
      <RadioGroup
        look="tiles"
        hideLegend
        legend={t('paymentHeading')}
        name="checkout-payment"
        value={valueOf(choice)}
        choices={[
          ...(wallet ? [{ value: WALLET, label: wallet.name }] : []),
          ...accounts.map((account) => ({
            value: String(account.id),
            label: t(account.expiry ? 'savedCardExpiry' : 'savedCard', {
              type: account.card_type ?? 'Card',
              last4: account.last4 ?? '····',
              expiry: account.expiry,
            }),
          })),
          { value: NEW_CARD, label: t('newCard') },
        ]}
        onChange={(value) => {
          const account = accounts.find((saved) => String(saved.id) === value);
          if (account) onChoice({ kind: 'saved', accountId: account.id });
          else onChoice(value === WALLET ? { kind: 'wallet' } : { kind: 'new' });
        }}
      />
      {choice.kind === 'wallet' && wallet && (
        <p className="ui-field-hint">{t('walletHint', { wallet: wallet.name })}</p>
      )}
      {choice.kind === 'new' && (
        <div className="checkout-grid">
          {CARD_FIELDS.map(({ field, label, autoComplete, mask }) => (
            <Field
              key={field}
              label={t(label)}
              autoComplete={autoComplete}
              inputMode="numeric"
              placeholder={field === 'expiry' ? t('cardExpiryFormat') : undefined}
              value={card[field]}
              onChange={(value) => set({ [field]: mask(value) })}
              id={checkoutFieldId(`card_${field}`)}
              error={error(field)}
            />
          ))}
          <p className="ui-field-hint checkout-wide">{t('cardSafety')}</p>
        </div>
      )}
    </Card>
  );
});
