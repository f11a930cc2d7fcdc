import {
  receiptPayment,
  receiptRowAmount,
  receiptRowLabel,
  receiptTexts,
  type Language,
  type Receipt as ReceiptModel,
} from '@qsr/shared-contracts';
import { Price } from '../price/Price';
import { ReceiptLines } from './ReceiptLines';

/**
 * One receipt, drawn the same wherever an order is shown (review, confirmation, history): its
 * lines with their choices, every amount between the subtotal and the total under its one name
 * (a fee with what it is for), and how it was paid. The words are the contract's, in
 * `language`; the amounts are the order's, never worked out here. `lines={false}` leaves the
 * lines to a page that shows them apart. A group order's lines come in parts, each under a
 * heading of `headingLevel`: one below the heading the receipt sits under (an h2 on checkout
 * and the confirmation page, an h3 in the history). `pricing`: a change of the box is being
 * priced, so its figures stay in place (nothing moves) but read as old. An unpriced receipt (a
 * refused delivery address) says why it has no total where the total would be.
 */
export function Receipt({
  receipt,
  language,
  lines = true,
  headingLevel = 3,
  className,
  pricing = false,
}: {
  receipt: ReceiptModel;
  language: Language;
  lines?: boolean;
  headingLevel?: 3 | 4;
  className?: string;
  pricing?: boolean;
}) {
  const texts = receiptTexts(language);
  return (
    <div
      className={['ui-receipt', pricing && 'is-pricing', className].filter(Boolean).join(' ')}
      aria-busy={pricing}
      data-receipt
    >
      {lines && <ReceiptLines receipt={receipt} texts={texts} headingLevel={headingLevel} />}
      <dl className="ui-receipt-rows">
        {receipt.rows.map((row, index) => {
          // A fee says what it is for; the other rows need no explanation.
          const hint =
            row.key === 'delivery'
              ? texts.deliveryHint
              : row.key === 'service'
                ? texts.serviceHint
                : undefined;
          return (
            <div
              key={`${row.key}-${index}`}
              className={`ui-receipt-row is-${row.key}`}
              data-total={row.key}
            >
              <dt>{receiptRowLabel(row, texts)}</dt>
              <dd>{receiptRowAmount(row, texts)}</dd>
              {hint && <dd className="ui-receipt-hint">{hint}</dd>}
            </div>
          );
        })}
      </dl>
      {receipt.unpriced && (
        <p className="ui-receipt-unpriced" data-total="unpriced">
          {texts.notPriced}
        </p>
      )}
      {receipt.payments.map((payment, index) => (
        <p key={index} className="ui-receipt-payment" data-receipt-payment>
          <span>{receiptPayment(payment, texts)}</span>
          <Price amount={payment.amount} />
        </p>
      ))}
    </div>
  );
}
