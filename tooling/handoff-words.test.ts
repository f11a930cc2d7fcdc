import { receiptTexts } from '@qsr/shared-contracts';
import { hostStrings } from '../host-shell/src/i18n/strings';
import { strings as checkout } from '../mfe-checkout/src/strings';
import { strings as locator } from '../mfe-locator/src/strings';
import { strings as menuCart } from '../mfe-menu-cart/src/strings';

/**
 * One name per handoff in each language: the host's toggle, the locator's modes, the box,
 * checkout's choice and the receipt (confirmation, e-mail, history) say it alike, so that a
 * customer who chose "A domicilio" in the header is not shown "Entrega a domicilio" at checkout.
 * The receipt's words (the contract's) are the reference.
 */
describe.each(['en-US', 'es'] as const)('the handoffs in %s', (language) => {
  const receipt = receiptTexts(language);
  const named = {
    pickup: receipt.handoff_pickup,
    curbside: receipt.handoff_curbside,
    delivery: receipt.handoff_delivery,
  };

  it("is named in checkout's choice as on the receipt", () => {
    const words = checkout[language];
    expect({
      pickup: words.handoff_pickup,
      curbside: words.handoff_curbside,
      delivery: words.handoff_delivery,
    }).toEqual(named);
  });

  it("is named in the locator's modes as on the receipt", () => {
    const words = locator[language];
    expect({ pickup: words.pickup, curbside: words.curbside, delivery: words.delivery }).toEqual(
      named,
    );
  });

  it("is named in the host's toggle and the box as on the receipt", () => {
    const pickupOrDelivery = { pickup: named.pickup, delivery: named.delivery };
    const host = hostStrings[language];
    expect({ pickup: host.pickup, delivery: host.delivery }).toEqual(pickupOrDelivery);
    const box = menuCart[language];
    expect({ pickup: box.pickup, delivery: box.delivery }).toEqual(pickupOrDelivery);
  });
});
