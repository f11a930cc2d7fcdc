import {
  receiptChoices,
  receiptPayment,
  receiptRowAmount,
  receiptRowLabel,
  receiptTexts,
  type Language,
  type Receipt as ReceiptModel,
} from '@qsr/shared-contracts';
import { Price } from '../price/Price';

/**
 * One receipt, drawn the same wherever an order is shown (review, confirmation, history): its
 * lines with their choices, every amount between the subtotal and the total under its one name
 * (a fee with what it is for), and how it was paid. The words are the contract's, in
 * `language`; the amounts are the order's, never worked out here. `lines={false}` leaves the
 * lines to a page that shows them apart.
 */
export function Receipt({
  receipt,
  language,
  lines = true,
  className,
}: {
  receipt: ReceiptModel;
  language: Language;
  lines?: boolean;
  className?: string;
}) {
  const texts = receiptTexts(language);
  return (
    <div className={['ui-receipt', className].filter(Boolean).join(' ')} data-receipt>
      {lines && (
        <ul className="ui-receipt-lines" aria-label={texts.lines}>
          {receipt.lines.map((line) => (
            <li key={line.id} className="ui-receipt-line" data-receipt-line>
              <span className="ui-receipt-line-name">
                {line.quantity} × {line.name}
              </span>
              <Price amount={line.amount} />
              {line.choices.length > 0 && (
                <span className="ui-receipt-line-more">{receiptChoices(line)}</span>
              )}
              {/* The customer's own words: shown as written, never translated. */}
              {line.instructions && (
                <span className="ui-receipt-line-more" translate="no">
                  “{line.instructions}”
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
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
      {receipt.payments.map((payment, index) => (
        <p key={index} className="ui-receipt-payment" data-receipt-payment>
          <span>{receiptPayment(payment, texts)}</span>
          <Price amount={payment.amount} />
        </p>
      ))}
    </div>
  );
}
