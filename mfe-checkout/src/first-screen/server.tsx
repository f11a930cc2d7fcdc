// The checkout page's server module (`FirstScreenModule` of shared-contracts), bundled on its
// own for Node by this remote's build (tooling/first-screen-plugin.cjs) and called by the BFF
// for the version pinned for the page's channel.
import { createAppState, type FirstScreenModule } from '@qsr/shared-contracts';
import { renderRemotePage, serverTranslations } from '@qsr/shared-contracts/server';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { NS, strings } from '../strings';
import { checkoutAnswers, checkoutReads } from './checkout-first-screen';

const translations = serverTranslations(NS, strings);

export const reads: FirstScreenModule['reads'] = checkoutReads;

/**
 * The checkout as its first render in the browser shows it to a guest, from the box and the
 * restaurant the browser keeps (the server read the same). Never kept for another view: the box
 * is the customer's own. The browser starts from its own box, so there is no data.
 * Rendering is synchronous, so the one state instance of this process is the page's for it.
 */
export const render: FirstScreenModule['render'] = (page, _site, answers) => {
  const { order, location } = checkoutAnswers(answers);
  createAppState({
    channel: page.channel,
    language: page.language,
    location,
    order,
  });
  return {
    html: renderRemotePage(translations[page.language], page.pathname, <CheckoutPage />),
    data: null,
  };
};
