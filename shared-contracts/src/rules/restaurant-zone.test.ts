import { DEFAULT_RESTAURANT_ZONE, restaurantZone } from './restaurant-zone';

describe('the zone of a restaurant’s times', () => {
  it('is the restaurant’s own, else the ordering API’s default', () => {
    expect(restaurantZone({ timezone: 'America/Chicago' })).toBe('America/Chicago');
    expect(restaurantZone({})).toBe(DEFAULT_RESTAURANT_ZONE);
    expect(restaurantZone(null)).toBe('America/New_York');
  });
});
