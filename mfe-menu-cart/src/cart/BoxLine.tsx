import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CartProduct } from '@qsr/shared-contracts';
import { AllergenFlag } from '../allergens/AllergenFlag';
import { chosenAllergens, type AllergensOnMenu } from '../allergens/chosen-allergens';
import { choicesOfLine } from '../product/product-options';
import { NS } from '../strings';
import { LineCounter } from './LineCounter';
import { NotOrderableMark } from './NotOrderableMark';
import { Price } from '@qsr/shared-ui';

/**
 * §2.7 one line: name, chosen options with quantities, instructions, line total, counter; the
 * allergens of the customer's profile it contains; and why the box cannot have it for its
 * time, when it cannot (`notOrderable`).
 */
export function BoxLine({
  line,
  product,
  notOrderable = null,
  nameLevel = 3,
}: {
  line: CartProduct;
  /** Its name's heading level: 4 under a group order's part heading. */
  nameLevel?: 3 | 4;
  /** The line's product on the menu (its SKU, its and its choices' allergens), if on it. */
  product: (AllergensOnMenu & { sku: string }) | undefined;
  notOrderable?: string | null;
}) {
  const { t } = useTranslation(NS);
  const edit = product
    ? `/order/product?id=${encodeURIComponent(product.sku)}&cid=${line.id}&q=${line.quantity}`
    : null;
  return (
    <li className="menuCart-line">
      <div className="menuCart-line-head">
        {nameLevel === 3 ? (
          <h3 className="menuCart-line-name">{line.name}</h3>
        ) : (
          <h4 className="menuCart-line-name">{line.name}</h4>
        )}
        <Price amount={line.cost.total} className="menuCart-line-total" />
      </div>
      {line.choices.length > 0 && (
        <ul className="menuCart-line-choices">
          {line.choices.map((choice, index) => (
            <li key={`${choice.option_id ?? choice.id ?? index}`}>
              {choice.quantity} × {choice.name}
            </li>
          ))}
        </ul>
      )}
      {line.instructions && (
        <p className="menuCart-line-note">{t('instructionsLine', { text: line.instructions })}</p>
      )}
      <AllergenFlag contains={product && chosenAllergens(product, choicesOfLine(line.choices))} />
      {notOrderable && <NotOrderableMark line={line} why={notOrderable} />}
      <div className="menuCart-line-actions">
        {edit && (
          <Link to={edit} aria-label={t('editLine', { name: line.name })}>
            {t('edit')}
          </Link>
        )}
        <LineCounter line={line} />
      </div>
    </li>
  );
}
