import { useEffect, useState } from 'react';
import { readSiteConfig } from '@qsr/shared-contracts';
import { canPayWithWallet, type WalletMethod } from './wallet';

/**
 * The site's wallet where this browser says it can pay with it (`canMakePayment`), else null:
 * the wallet is offered only then, and a card always.
 */
export function useWallet(): WalletMethod | null {
  const [wallet, setWallet] = useState<WalletMethod | null>(null);
  useEffect(() => {
    const offered = readSiteConfig().wallet;
    if (!offered) return;
    let live = true;
    // Making the browser's payment request costs a phone some 60 ms: in a task of its own, not
    // in the one that runs the page's effects.
    const asking = setTimeout(() => {
      void canPayWithWallet(offered).then((can) => live && setWallet(can ? offered : null));
    }, 0);
    return () => {
      live = false;
      clearTimeout(asking);
    };
  }, []);
  return wallet;
}
