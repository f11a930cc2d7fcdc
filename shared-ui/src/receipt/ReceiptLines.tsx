import { useId, type AriaAttributes } from 'react';
import {
  hasGuests,
  receiptChoices,
  receiptPartName,
  receiptParts,
  type receiptTexts,
  type Receipt,
} from '@qsr/shared-contracts';
import { Price } from '../price/Price';

type Texts = ReturnType<typeof receiptTexts>;

function LineList({
  lines,
  ...label
}: { lines: Receipt['lines'] } & Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'>) {
  return (
    <ul className="ui-receipt-lines" {...label}>
      {lines.map((line) => (
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
  );
}

/**
 * A receipt's lines with their choices. A group order's come in the contract's parts, each
 * under a heading (`headingLevel`, below the one the receipt sits under) naming whose it is and
 * what it comes to; any other order's, as one list.
 */
export function ReceiptLines({
  receipt,
  texts,
  headingLevel,
}: {
  receipt: Receipt;
  texts: Texts;
  headingLevel: 3 | 4;
}) {
  const id = useId();
  if (!hasGuests(receipt.lines)) return <LineList lines={receipt.lines} aria-label={texts.lines} />;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="ui-receipt-parts" role="group" aria-label={texts.lines}>
      {receiptParts(receipt).map((part, index) => (
        <div key={part.guest?.id ?? 'host'} className="ui-receipt-part" data-receipt-part>
          <Heading className="ui-receipt-part-heading">
            {/* The space makes the heading read "Ana $6.93"; the grid sets them apart. */}
            <span id={`${id}-${index}`}>{receiptPartName(part, texts)}</span>{' '}
            <Price amount={part.amount} />
          </Heading>
          <LineList lines={part.lines} aria-labelledby={`${id}-${index}`} />
        </div>
      ))}
    </div>
  );
}
