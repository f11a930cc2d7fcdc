import { useState } from 'react';
import { restaurantZone, useLanguage, useRestaurant } from '@qsr/shared-contracts';
import { prepareTimeFormats } from './handoff-time';

/**
 * Every checkout page shows times in the restaurant's zone: their formatters are made as the
 * page starts rendering, each in a task of its own, rather than inside a render that needs them.
 */
export function useTimeFormatsAhead(): void {
  const zone = restaurantZone(useRestaurant());
  const language = useLanguage();
  // Once per page: the initializer runs on the first render only.
  useState(() => prepareTimeFormats(zone, language));
}
