import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { actions } from '@qsr/shared-contracts';

/**
 * §4.9: a `product` query parameter is looked up by normalised name, once the current (or
 * default) menu is loaded, and the page is replaced by where the product is.
 */
export function useProductDeepLink(menuLoaded: boolean): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const product = new URLSearchParams(search).get('product');

  useEffect(() => {
    if (!product || !menuLoaded) return;
    // A link named in the other language waits for that language's menu: a page left meanwhile
    // is not taken away.
    let left = false;
    void actions.followDeepLink(product).then((path) => {
      if (!left) navigate(path, { replace: true });
    });
    return () => {
      left = true;
    };
  }, [product, menuLoaded, navigate]);
}
