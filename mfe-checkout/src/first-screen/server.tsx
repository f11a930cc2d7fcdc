// The checkout page's server module (`RemoteFirstScreenModule` of shared-contracts), bundled on
// its own for Node by this remote's build (tooling/first-screen-plugin.cjs) and called by the
// BFF for the version pinned for the page's channel.
import type { RemoteFirstScreenModule } from '@qsr/shared-contracts';
import { remotePage, serverTranslations } from '@qsr/shared-contracts/server';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { NS, strings } from '../strings';
import {
  checkoutAnswers,
  checkoutReads,
  checkoutRenderedState,
  type CheckoutFirstScreen,
} from './checkout-first-screen';

const translations = serverTranslations(NS, strings);

export const reads: RemoteFirstScreenModule['reads'] = checkoutReads;

/**
 * The checkout as its first render in the browser shows it to a guest, from the box and the
 * restaurant the browser keeps (the server read the same). Never kept for another view: the box
 * is the customer's own, and so is the data the browser hydrates it from.
 */
export const render: RemoteFirstScreenModule['render'] = (page, _site, answers) => {
  const data: CheckoutFirstScreen = {
    pathname: page.pathname,
    channel: page.channel,
    language: page.language,
    ...checkoutAnswers(answers),
  };
  return {
    page: remotePage(translations[page.language], <CheckoutPage />),
    url: page.pathname,
    state: checkoutRenderedState(data),
    data,
  };
};
