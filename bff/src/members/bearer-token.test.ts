import { bearerTokenOf, memberTokenOf } from './bearer-token';

describe('bearerTokenOf', () => {
  it.each(['Bearer t-1', 'bearer t-1', 'BEARER t-1', 'BeArEr   t-1', '  Bearer\tt-1  '])(
    'reads %j',
    (header) => {
      expect(bearerTokenOf(header)).toBe('t-1');
    },
  );

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcg==', 'Bearer a b', 't-1', 'Bearert-1'])(
    'reads no token in %j',
    (header) => {
      expect(bearerTokenOf(header)).toBeUndefined();
    },
  );

  it('reads no token in two headers or one too long', () => {
    expect(bearerTokenOf(['Bearer a', 'Bearer b'])).toBeUndefined();
    expect(bearerTokenOf(`Bearer ${'t'.repeat(4097)}`)).toBeUndefined();
  });
});

describe('memberTokenOf', () => {
  it.each(['t-1', ' t-1 ', 'Bearer t-1', 'bearer t-1'])('reads %j', (header) => {
    expect(memberTokenOf(header)).toBe('t-1');
  });

  it.each([undefined, '', 'bearer', 'Bearer ', 'a b'])('reads no token in %j', (header) => {
    expect(memberTokenOf(header)).toBeUndefined();
  });
});
