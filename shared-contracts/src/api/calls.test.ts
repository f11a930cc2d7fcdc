import { callPath, ORDERING_CALLS } from './calls';

describe('the table of ordering calls', () => {
  const entries = Object.entries(ORDERING_CALLS);

  it('names each method and path once', () => {
    const keys = entries.map(([, call]) => `${call.v2 ? 'v2' : 'v1'} ${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries)('%s has a relative path of plain segments and {params}', (_name, call) => {
    expect(call.path).toMatch(
      /^(?:[a-z][a-z0-9_]*|\{[a-zA-Z]+\})(?:\/(?:[a-z][a-z0-9_]*|\{[a-zA-Z]+\}))*$/,
    );
  });

  it('fills each {param} with its value as one encoded segment', () => {
    expect(callPath(ORDERING_CALLS.removeFromOrder, { orderId: 'a/b?c', lineId: 7 })).toBe(
      'orders/a%2Fb%3Fc/products/7',
    );
    expect(callPath(ORDERING_CALLS.getUser, {})).toBe('members/get');
  });

  it('refuses a missing or empty value rather than send a shorter path', () => {
    expect(() => callPath(ORDERING_CALLS.retrieveOrder, { orderId: '' })).toThrow(
      'GET orders/{orderId}: no value for {orderId}',
    );
    expect(() => callPath(ORDERING_CALLS.retrieveOrder, {} as { orderId: string })).toThrow(
      TypeError,
    );
  });

  it('marks only reads the same for everyone as public', () => {
    const publicReads = entries.filter(([, call]) => call.publicRead).map(([name]) => name);
    expect(publicReads).toEqual([
      'getLocations',
      'findLocations',
      'suggestDeliveryAddresses',
      'getLocation',
      'getMenu',
      'getMenuProduct',
      'getHandoffTimes',
      'getImage',
    ]);
    for (const [, call] of entries) if (call.publicRead) expect(call.method).toBe('GET');
  });

  it('marks only a group order’s changes and a placed order’s status as streams, private reads', () => {
    const streams = entries.filter(([, call]) => call.stream).map(([name]) => name);
    expect(streams).toEqual(['watchOrder', 'watchGroup']);
    for (const name of streams) {
      expect(ORDERING_CALLS[name as 'watchGroup']).toMatchObject({ method: 'GET' });
      expect(ORDERING_CALLS[name as 'watchGroup']).not.toHaveProperty('publicRead');
    }
  });
});
