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
    void canPayWithWallet(offered).then((can) => live && setWallet(can ? offered : null));
    return () => {
      live = false;
    };
  }, []);
  return wallet;
}
