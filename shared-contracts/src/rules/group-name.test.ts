import { groupNameOf } from './group-name';

describe('groupNameOf', () => {
  it('keeps 1 to 40 characters, spaces tidied, any script', () => {
    expect(groupNameOf('  Ana   María ')).toBe('Ana María');
    expect(groupNameOf('李小龍')).toBe('李小龍');
    expect(groupNameOf('x'.repeat(40))).toHaveLength(40);
  });

  it.each([
    ['empty', '   '],
    ['too long', 'x'.repeat(41)],
    ['a right-to-left override', '\u202eenoD'],
    ['a zero-width space', 'Ana\u200b'],
    ['a control character', 'Ana\u0007'],
    ['a line break inside', 'Ana\u0085Ben'],
  ])('refuses a name %s', (_why, raw) => {
    expect(groupNameOf(raw)).toBeNull();
  });
});
