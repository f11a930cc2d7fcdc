import { distanceMiles } from './geo-distance';

describe('distanceMiles', () => {
  it('is 0 from a point to itself', () => {
    expect(distanceMiles({ lat: 35.78, lng: -78.64 }, { lat: 35.78, lng: -78.64 })).toBe(0);
  });

  it('measures Raleigh to Charlotte as about 130 miles, both ways', () => {
    const raleigh = { lat: 35.7796, lng: -78.6382 };
    const charlotte = { lat: 35.2271, lng: -80.8431 };
    const miles = distanceMiles(raleigh, charlotte);
    expect(miles).toBeGreaterThan(125);
    expect(miles).toBeLessThan(135);
    expect(distanceMiles(charlotte, raleigh)).toBe(miles);
  });
});
