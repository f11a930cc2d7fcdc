import {
  formatMoney,
  formatPromised,
  isDelivery,
  locationDisplayName,
  orderWhenText,
  receiptTexts,
  restaurantZone,
  useLanguage,
  type GroupView,
  type Location,
} from '@qsr/shared-contracts';
import { useGroupWords } from './group-strings';

/**
 * What the host fixed, as host and guests read it alike: the restaurant, how and when the
 * order is handed over, until when guests may add, and the limits. Times on the restaurant's
 * clock, with its zone's name.
 */
export function GroupFacts({
  group,
  restaurant,
}: {
  group: Pick<
    GroupView,
    'restaurant' | 'handoff' | 'time' | 'cutoff' | 'state' | 'guest_limit' | 'spending_limit'
  >;
  /** The restaurant as the ordering API answers it (its hours and zone), once read. */
  restaurant: Location | null;
}) {
  const { t } = useGroupWords();
  const language = useLanguage();
  const texts = receiptTexts(language);
  const now = Date.now();
  const zone = restaurantZone(restaurant);
  const handoff = isDelivery(group.handoff)
    ? texts.handoff_delivery
    : group.handoff === 'curbside'
      ? texts.handoff_curbside
      : texts.handoff_pickup;
  // The one wording of when an order is for (box, review, confirmation): as soon as possible
  // says when that is, and "as soon as it opens" while the restaurant is closed.
  const when = orderWhenText(group.time, restaurant, language, now);
  return (
    <ul className="menuCart-group-facts">
      <li>{t('groupFrom', { restaurant: locationDisplayName(group.restaurant.name) })}</li>
      {/* The receipt's words for both: `Pickup: As soon as it opens (about 6:15 AM EST)`. */}
      <li>
        {handoff}: {when}
      </li>
      {group.state === 'open' && (
        <li>
          <strong>
            {t('groupOpenUntil', { time: formatPromised(group.cutoff, zone, language, now) })}
          </strong>
        </li>
      )}
      {group.guest_limit !== null && <li>{t('guestLimitIs', { count: group.guest_limit })}</li>}
      {group.spending_limit !== null && (
        <li>{t('spendingLimitIs', { amount: formatMoney(group.spending_limit) })}</li>
      )}
    </ul>
  );
}
