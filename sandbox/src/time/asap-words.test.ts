import { orderWhenText, receiptTexts } from '@qsr/shared-contracts';
import { LOCATIONS } from '../fixtures/locations';
import { openPeriods } from './hours';
import { earliestFor, type Channel, type HandoffMode } from './lead';

const HOUR = 60 * 60_000;
// Monday 2026-11-23 00:00 in New York; a week in 50-minute steps meets every opening and close.
const WEEK_START = Date.parse('2026-11-23T00:00:00-05:00');
const STEP = 50 * 60_000;
const CASES: Array<[Channel, HandoffMode]> = [
  ['default', 'pickup'],
  ['default', 'delivery'],
  ['catering', 'pickup'],
];
const { asapWhenOpen } = receiptTexts('en-US');
const waitsWords = asapWhenOpen.slice(0, asapWhenOpen.indexOf('('));

/**
 * The seam of "as soon as it opens": the ordering API answers the earliest time from its
 * opening periods, and the page words it from the restaurant's hours. Fed the same restaurant
 * and moment, the page says the order waits for an opening exactly when the API's earliest
 * time lies outside the opening the restaurant is in now.
 */
describe('the words of the earliest time agree with the ordering API’s openings', () => {
  // The seeded restaurants share a few hours and zones: each pair once.
  const kinds = new Map(
    LOCATIONS.map((location) => [JSON.stringify([location.hours, location.timezone]), location]),
  );
  it.each([...kinds.values()].map((location) => [location.name, location] as const))(
    'hours of %s',
    (_, location) => {
      const hours = location.hours ?? [];
      const timeZone = location.timezone ?? 'America/New_York';
      for (const [channel, handoff] of CASES) {
        for (let now = WEEK_START; now < WEEK_START + 7 * 24 * HOUR; now += STEP) {
          const earliest = earliestFor(location, channel, handoff, now);
          if (earliest === undefined) continue;
          const within = openPeriods(hours, timeZone, now, now).some(
            (period) => period.open <= now && now < period.close && earliest <= period.close,
          );
          const said = orderWhenText(
            { mode: 'asap', earliest: new Date(earliest).toISOString() },
            location,
            'en-US',
            now,
          );
          const at = `${new Date(now).toISOString()} ${channel} ${handoff}: ${said}`;
          expect(`${at} ${said.startsWith(waitsWords) ? 'waits' : 'now'}`).toBe(
            `${at} ${within ? 'now' : 'waits'}`,
          );
        }
      }
    },
  );
});
