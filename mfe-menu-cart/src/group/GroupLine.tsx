import type { CartProduct } from '@qsr/shared-contracts';
import { Button, Price } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';

/**
 * One line of someone's part: quantity, name, choices and price, with a remove button named
 * after whose it is when it may be taken out (`onRemove`).
 */
export function GroupLine({
  line,
  owner,
  onRemove,
}: {
  line: CartProduct;
  owner: string;
  onRemove?: () => void;
}) {
  const { t } = useGroupWords();
  return (
    <li>
      <span>
        {line.quantity} × {line.name}
        {line.choices.length > 0 && (
          <small> ({line.choices.map((choice) => choice.name).join(', ')})</small>
        )}
      </span>
      <Price amount={line.cost.total} />
      {onRemove && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('removeLineOf', { item: line.name, name: owner })}
          onClick={onRemove}
        >
          {t('remove')}
        </Button>
      )}
    </li>
  );
}
