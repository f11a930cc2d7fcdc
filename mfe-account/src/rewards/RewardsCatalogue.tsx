import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrder, useRead, useSignedIn } from '@qsr/shared-contracts';
import { Button, Card, cardClass, SkeletonList } from '@qsr/shared-ui';
import { FormErrors } from '../forms/FormErrors';
import { useSubmit } from '../forms/use-submit';
import { LoadFailed } from '../session/LoadFailed';
import { NextStep } from '../session/NextStep';
import { NS } from '../strings';
import { PointsProgress } from './PointsProgress';
import { redeemReward, type RewardCatalogue } from './reward-calls';
import { newRedeemKey } from './redeem-key';
import { putInBox } from './put-in-box';
import type { Rewards } from './use-rewards';

type CatalogueReward = RewardCatalogue['rewards'][number];

/**
 * The member's points, the way to the next reward and the rewards to spend them on. A redeemed
 * reward joins the wallet rewards (read again) and goes into the box being built, by its name.
 */
export function RewardsCatalogue({ rewards }: { rewards: Rewards }) {
  const { t } = useTranslation(NS);
  const signedIn = useSignedIn();
  const wallet = useRead('loyalty', []);
  const { busy, errors, submit } = useSubmit();
  const box = useOrder();
  const [redeemed, setRedeemed] = useState<string>();
  const { catalogue, error, reload } = rewards;

  const redeem = (reward: CatalogueReward) =>
    submit(async () => {
      if (!signedIn) return;
      setRedeemed(undefined);
      // The page says why it failed (in its language), so the site says nothing more.
      const answer = await redeemReward(reward.id, newRedeemKey(), { mode: 'suppress' });
      reload();
      void wallet.mutate();
      const inBox = await putInBox(answer.reward, box);
      setRedeemed(
        t(`rewardRedeemed_${inBox.kind}`, {
          name: reward.name,
          reason: 'reason' in inBox ? inBox.reason : '',
        }),
      );
    });

  return (
    <section aria-labelledby="rewards-catalogue">
      <h2 id="rewards-catalogue">{t('rewardsCatalogue')}</h2>
      <FormErrors messages={errors} />
      <p role="status">{redeemed ?? ''}</p>
      {error && !catalogue ? (
        <LoadFailed retry={reload} />
      ) : !catalogue ? (
        <SkeletonList label={t('loading')} rows={2} rowClassName={cardClass({ tone: 'flat' })} />
      ) : (
        <>
          <PointsProgress catalogue={catalogue} />
          {catalogue.rewards.length === 0 ? (
            <NextStep
              title={t('noCatalogue')}
              text={t('noCatalogueBody')}
              action={t('orderToEarn')}
              to="/menu"
            />
          ) : (
            <ul className="account-list account-grid">
              {catalogue.rewards.map((reward) => (
                <RewardCard
                  key={reward.id}
                  reward={reward}
                  missing={reward.points - catalogue.points}
                  busy={busy}
                  onRedeem={() => void redeem(reward)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** One reward: its cost, and Redeem, disabled with the points still missing when there are. */
function RewardCard({
  reward,
  missing,
  busy,
  onRedeem,
}: {
  reward: CatalogueReward;
  missing: number;
  busy: boolean;
  onRedeem: () => void;
}) {
  const { t } = useTranslation(NS);
  const reasonId = `reward-${reward.id}-reason`;
  return (
    <Card as="li" tone="flat">
      <h3>{reward.name}</h3>
      <p>{t('points', { count: reward.points })}</p>
      {missing > 0 && (
        <p id={reasonId} className="account-reward-reason">
          {t('pointsMissing', { count: missing })}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={missing > 0}
        loading={busy && missing <= 0}
        aria-describedby={missing > 0 ? reasonId : undefined}
        aria-label={t('redeemNamed', { name: reward.name })}
        onClick={onRedeem}
      >
        {t('redeem')}
      </Button>
    </Card>
  );
}
