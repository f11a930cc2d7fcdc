import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, useChannel, useRead, useSignedIn, type OfferEntry } from '@qsr/shared-contracts';
import { offersFor } from './offers';
import { FormErrors } from '../forms/FormErrors';
import { useSubmit } from '../forms/use-submit';
import { ReadState } from '../session/ReadState';
import { NS } from '../strings';
import { buttonClass, cardClass } from '@qsr/shared-ui';

/**
 * The member's offers (`members/offers/all`) for this channel, each redeemable once. A redeemed
 * offer goes on the box (now, or when there is one), which says whether it applies.
 */
export function MemberOffers() {
  const { t } = useTranslation(NS);
  const channel = useChannel();
  const signedIn = useSignedIn();
  const read = useRead('offers', []);
  const { busy, errors, submit } = useSubmit();
  const [redeemed, setRedeemed] = useState<Array<OfferEntry['id']>>([]);
  const offers = {
    data: read.data && offersFor(read.data, channel),
    error: read.error,
    mutate: read.mutate,
  };

  const redeem = (offer: OfferEntry) =>
    submit(async () => {
      if (!signedIn) return;
      const result = await actions.redeemOffer(offer);
      if (result.ok) setRedeemed((ids) => [...ids, offer.id]);
      return result;
    });

  return (
    <section aria-labelledby="member-offers">
      <h2 id="member-offers">{t('yourOffers')}</h2>
      <FormErrors messages={errors} />
      <ReadState
        read={offers}
        empty={{
          title: t('noOffers'),
          text: t('noOffersBody'),
        }}
      >
        {(list) => (
          <ul className="account-list">
            {list.map((offer) => (
              <li key={offer.id} className={`${cardClass({ tone: 'flat' })} account-row`}>
                {/* The campaign and reference ids are the platform's: never on screen. */}
                <strong>{offer.label || t('memberOffer')}</strong>
                {redeemed.includes(offer.id) ? (
                  <span role="status">{t('redeemedForBox')}</span>
                ) : (
                  <button
                    type="button"
                    className={buttonClass({ variant: 'secondary' })}
                    disabled={busy}
                    onClick={() => void redeem(offer)}
                    aria-label={t('redeemNamed', { name: offer.label || t('memberOffer') })}
                  >
                    {t('redeem')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
