import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Menu } from '@qsr/shared-contracts';
import { categoryPath, categorySlug } from './category-path';

/**
 * A category page's path is its category's name (§5 slugs), in the menu's language: after a
 * switch of language (§4.11) the page goes to the same category under its name in the new one,
 * rather than finding no category of its old name.
 */
export function useCategoryFollowsLanguage(menu: Menu | undefined, category: string | undefined) {
  const navigate = useNavigate();
  const shownId = useRef<number | null>(null);
  useEffect(() => {
    if (!menu || !category) return;
    const shown = menu.categories.find((entry) => categorySlug(entry) === category);
    if (shown) {
      shownId.current = shown.id;
      return;
    }
    const same = menu.categories.find((entry) => entry.id === shownId.current);
    if (same) void navigate(categoryPath(same), { replace: true });
  }, [menu, category, navigate]);
}
