import { useTranslation } from 'react-i18next';
import {
  chosenTimeOf,
  formatClock,
  orderability,
  restaurantZone,
  useAppState,
  useLanguage,
  type ChosenTime,
  type Daypart,
  type Language,
  type ProductAvailability,
} from '@qsr/shared-contracts';
import type { TFunction } from 'i18next';
import { NS } from '../strings';

type NotOrderable = Exclude<ReturnType<typeof orderability>, { orderable: true }>;

/** The time the box is for, on its restaurant's clock (as soon as possible without a box). */
export function useChosenTime(): ChosenTime {
  const { order, location } = useAppState();
  return chosenTimeOf(order, restaurantZone(location), Date.now());
}

/** When a daypart serves: `Breakfast, until 10:30 AM`. */
export function servedWhen(daypart: Daypart, t: TFunction, language: Language): string {
  const name = t(`daypart_${daypart.name}`, { defaultValue: daypart.name });
  const until = formatClock(daypart.until, language);
  return daypart.from === '00:00'
    ? t('servedUntil', { daypart: name, until })
    : t('servedFromUntil', { daypart: name, from: formatClock(daypart.from, language), until });
}

/**
 * Why an item cannot be ordered for the box's time, as the customer reads it; `atRestaurant`
 * false when no restaurant is chosen yet (the channel's menu, to view): then no "this restaurant".
 */
export function notOrderableText(
  why: NotOrderable,
  t: TFunction,
  language: Language,
  atRestaurant = true,
): string {
  if (why.reason === 'unavailable') return t(atRestaurant ? 'takenOff' : 'takenOffEverywhere');
  return t('notForYourTime', { when: servedWhen(why.daypart, t, language) });
}

/**
 * Why a product of the menu cannot be ordered for the box's time (null: it can), by the shared
 * rule on the menu's `availability` as the ordering API answered it.
 */
export function useNotOrderable(): (product: {
  availability: ProductAvailability;
}) => string | null {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const chosen = useChosenTime();
  const atRestaurant = useAppState().location !== null;
  return (product) => {
    const why = orderability(product, chosen);
    return why.orderable ? null : notOrderableText(why, t, language, atRestaurant);
  };
}
