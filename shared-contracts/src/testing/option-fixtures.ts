import type { ProductOption } from '../types/menu';

/** One required side: a radio group (min 1, max 1). */
export const aSideOption = (): ProductOption => ({
  id: 1,
  name: 'Choose a Side',
  min: 1,
  max: 1,
  choices: [
    { id: 11, name: 'Fries', cost: 0 },
    { id: 12, name: 'Mac & Cheese', cost: 0.5 },
  ],
});

/** Optional sauces with choice quantities (up to 3 in all). */
export const aSaucesOption = (): ProductOption => ({
  id: 2,
  name: 'Dipping Sauces',
  min: 0,
  max: 3,
  maxPerChoice: 3,
  choices: [
    { id: 21, name: 'Ranch', cost: 0.25 },
    { id: 22, name: 'BBQ', cost: 0.25 },
  ],
});
