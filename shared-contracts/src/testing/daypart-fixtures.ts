/**
 * A morning's schedulable times around breakfast's end (10:30) and a menu of a breakfast item
 * (1), an all-day item (2) and one taken off (3): what the rules of the box's times are fed.
 */
export const BREAKFAST_TIMES = [
  '2026-11-23T10:15:00-05:00',
  '2026-11-23T10:30:00-05:00',
  '2026-11-24T09:00:00-05:00',
];

export const BREAKFAST_MENU = {
  categories: [
    {
      products: [
        {
          id: 1,
          availability: {
            now: false,
            daypart: { name: 'breakfast', from: '00:00', until: '10:30' },
          },
        },
        { id: 2, availability: { now: true } },
        { id: 3, availability: { now: false, unavailable: true } },
      ],
    },
  ],
};
