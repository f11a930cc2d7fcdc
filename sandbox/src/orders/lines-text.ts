import {
  formatMoney,
  hasGuests,
  receiptChoices,
  receiptPartName,
  receiptParts,
  type Receipt,
  type ReceiptTexts,
} from '@qsr/shared-contracts/core';

/** One line, then its choices and the customer's instructions (as written) indented under it. */
function lineText(line: Receipt['lines'][number], priced: boolean): string[] {
  const more = [receiptChoices(line), line.instructions ? `“${line.instructions}”` : '']
    .filter(Boolean)
    .map((text) => `    ${text}`);
  const name = `${line.quantity} × ${line.name}`;
  return [priced ? `${name}: ${formatMoney(line.amount)}` : name, ...more];
}

/**
 * An order's lines as text, as the e-mail and the kitchen's ticket write them. A group order's
 * come in the contract's parts (the host's, then each guest's), each after a line naming whose
 * it is, a blank line between parts; any other order's as one list, as the pages show them.
 * `priced`: each line and part with its amount (the e-mail; the kitchen needs no prices).
 */
export function linesText(receipt: Receipt, texts: ReceiptTexts, priced: boolean): string[] {
  if (!hasGuests(receipt.lines)) return receipt.lines.flatMap((line) => lineText(line, priced));
  return receiptParts(receipt).flatMap((part, index) => {
    const name = receiptPartName(part, texts);
    return [
      ...(index > 0 ? [''] : []),
      priced ? `${name}: ${formatMoney(part.amount)}` : name,
      ...part.lines.flatMap((line) => lineText(line, priced)),
    ];
  });
}
