import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * §4.9 on the home page: a `product` query parameter goes on to the menu with the whole query,
 * where the menu's own deep link finds the product (and the campaign's other parameters stay).
 */
export function homeDeepLinkTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('product')?.trim() ? `/menu?${params.toString()}` : null;
}

export function useHomeDeepLink(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = homeDeepLinkTarget(search);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);
}
