import { useTranslation } from 'react-i18next';
import type { Product } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { dietaryOf } from './dietary-of';
import './dietary.css';

/**
 * What a product is as served ("Vegetarian", "Spicy"), on its card and its page; nothing when it
 * has no flag. The flags come with the menu, so the server's first screen has them too.
 * `explained` (the product page) says what "vegetarian" promises and what it does not.
 */
export function DietaryTags({
  product,
  explained = false,
}: {
  product: Pick<Product, 'dietary' | 'options'>;
  explained?: boolean;
}) {
  const { t } = useTranslation(NS);
  const flags = dietaryOf(product);
  if (flags.length === 0) return null;
  return (
    <>
      <p className="menuCart-dietary">
        {flags.map((flag) => (
          <span key={flag} className={`menuCart-dietary-tag menuCart-dietary-tag--${flag}`}>
            {t(`dietary_${flag}`)}
          </span>
        ))}
      </p>
      {explained && flags.includes('vegetarian') && (
        <p className="menuCart-dietary-note">
          {t((product.options ?? []).length > 0 ? 'vegetarianWithChoicesNote' : 'vegetarianNote')}
        </p>
      )}
    </>
  );
}
