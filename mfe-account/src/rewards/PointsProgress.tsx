import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import type { RewardCatalogue } from './reward-calls';

/**
 * The member's points, and how far they are on the way to the next reward: a progress bar
 * that says its numbers and what it is for, so a screen reader hears what the bar shows.
 */
export function PointsProgress({ catalogue }: { catalogue: RewardCatalogue }) {
  const { t } = useTranslation(NS);
  const { points, next } = catalogue;
  return (
    <div className="account-points-progress">
      <p className="account-points-balance">{t('pointsBalance', { count: points })}</p>
      {next ? (
        <>
          <p id="next-reward">{t('pointsToNext', { count: next.needed, name: next.name })}</p>
          {/* The native bar (no style attribute to draw it); its numbers said for every reader. */}
          <progress
            className="account-progress"
            aria-labelledby="next-reward"
            max={next.points}
            value={points}
            aria-valuemin={0}
            aria-valuemax={next.points}
            aria-valuenow={points}
            aria-valuetext={t('progressText', { points, total: next.points, name: next.name })}
          />
        </>
      ) : (
        catalogue.rewards.length > 0 && <p>{t('everyRewardReached')}</p>
      )}
    </div>
  );
}
