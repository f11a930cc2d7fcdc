import { useMemo } from 'react';
import { useAppState, type Menu } from '@qsr/shared-contracts';
import { withoutAllergens } from '../menu/allergens';

/**
 * The menu as the customer's allergen profile has it shown: whole while the profile flags,
 * without the items that contain an allergen it avoids once it hides them (a part of the menu
 * left with nothing goes too), and how many items that hides.
 */
export function useShownMenu(menu: Menu): { menu: Menu; hidden: number } {
  const { avoid, hide } = useAppState().allergenProfile;
  return useMemo(() => {
    if (!hide || avoid.length === 0) return { menu, hidden: 0 };
    let hidden = 0;
    const categories = menu.categories.flatMap((category) => {
      const products = withoutAllergens(category.products, avoid);
      hidden += category.products.length - products.length;
      if (products.length === category.products.length) return [category];
      return products.length === 0 ? [] : [{ ...category, products }];
    });
    return { menu: { ...menu, categories }, hidden };
  }, [menu, hide, avoid]);
}
