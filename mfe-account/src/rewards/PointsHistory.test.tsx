import { screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { PointsHistory } from './PointsHistory';

// A browser in Raleigh: its formatters' zone unless one is given (Jest's workers run in UTC).
const BrowserFormat = Intl.DateTimeFormat;
beforeAll(() => {
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(
    (locale, options) =>
      new BrowserFormat(locale, {
        ...options,
        timeZone: options?.timeZone ?? 'America/New_York',
      }),
  );
});
afterAll(() => jest.restoreAllMocks());

describe('the points history', () => {
  it('dates each change of points on the customer’s calendar, not on UTC’s (en-US, es)', async () => {
    // Placed at 8:34 PM in Raleigh: the 4th there, the 5th in UTC.
    const evening = [{ at: '2026-12-05T01:34:00.000Z', points: 9, order: '1003' }];
    for (const [language, order, day] of [
      ['en-US', 'Order #1003', 'December 4, 2026'],
      ['es', 'Pedido n.º 1003', '4 de diciembre de 2026'],
    ] as const) {
      const { unmount } = await renderPage(
        '/offers',
        <PointsHistory history={evening} />,
        '/offers',
        {
          language,
        },
      );
      expect(screen.getByText(order).closest('li')).toHaveTextContent(day);
      unmount();
    }
  });
});
