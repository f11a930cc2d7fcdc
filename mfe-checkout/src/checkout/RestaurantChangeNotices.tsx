import { memo } from 'react';
import { actions, useAppState, type BoxNotice, type Snapshot } from '@qsr/shared-contracts';
import { BoxNotices } from '@qsr/shared-ui';

/**
 * What a change of restaurant did to the box on its own: items the new restaurant cannot make,
 * a scheduled time it cannot keep (the order is as soon as possible now) or reads on another
 * clock, a handoff it does not
 * offer (the order is for pickup now). A code it does not take is said where the code is. The locator's
 * pages do not open the box, so the customer may first read it here, before paying for an order
 * that is not the one they built.
 */
export function isRestaurantChangeNotice(notice: Snapshot<BoxNotice>): boolean {
  return (
    notice.kind === 'not-made-here' ||
    notice.kind === 'time-not-kept' ||
    notice.kind === 'time-on-other-clock' ||
    notice.kind === 'handoff-not-kept'
  );
}

/** The box's notices of a change of restaurant, at the top of checkout, in the box's words. */
export const RestaurantChangeNotices = memo(function RestaurantChangeNotices() {
  const { boxNotices, language } = useAppState();
  const notices = boxNotices.filter(isRestaurantChangeNotice);
  return <BoxNotices notices={notices} language={language} onDismiss={actions.dismissBoxNotice} />;
});
