import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@qsr/shared-contracts';
import { cardClass, SkeletonList } from '@qsr/shared-ui';
import { NextStep } from '../session/NextStep';
import { NS } from '../strings';
import type { PointsEntry } from './reward-calls';

/** What a change of points was for: the order that earned them, or the reward they bought. */
function useWhatFor() {
  const { t } = useTranslation(NS);
  return (entry: PointsEntry): string => {
    if (entry.reward) return entry.reward.name;
    return entry.order ? t('pointsForOrder', { number: entry.order }) : t('pointsForAnOrder');
  };
}

/**
 * The member's points history, the latest first; an empty one says how points come. Each change
 * is dated on the customer's own calendar: an order placed at 8 PM in Raleigh is that day's, not
 * the next (its UTC date), as the order history dates it.
 */
export function PointsHistory({ history }: { history?: PointsEntry[] }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const whatFor = useWhatFor();
  return (
    <section aria-labelledby="points-history">
      <h2 id="points-history">{t('pointsHistory')}</h2>
      {!history ? (
        <SkeletonList label={t('loading')} rows={2} rowClassName={cardClass({ tone: 'flat' })} />
      ) : history.length === 0 ? (
        <NextStep
          title={t('noPointsHistory')}
          text={t('noPointsHistoryBody')}
          action={t('startOrder')}
          to="/order"
        />
      ) : (
        <ul className="account-list">
          {history.map((entry, index) => (
            <li
              key={`${entry.at}-${index}`}
              className={`${cardClass({ tone: 'flat' })} account-row`}
            >
              <span>
                <strong>{whatFor(entry)}</strong>
                <br />
                {formatDate(new Date(entry.at), language, 'long')}
              </span>
              <span>
                {entry.points > 0
                  ? t('pointsEarned', { count: entry.points })
                  : t('pointsSpent', { count: -entry.points })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
