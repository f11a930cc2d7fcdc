import { daypartEarliest } from './daypart';

const breakfast = [{ name: 'Sausage Biscuit (until 10:30)' }, { name: 'Sweet Tea' }];

describe('§5 daypart 10:30', () => {
  it('pushes an earlier earliest time to 10:30 of that day, in the same offset', () => {
    expect(daypartEarliest(breakfast, '2030-03-04T08:15:00-05:00')).toBe(
      '2030-03-04T10:30:00-05:00',
    );
    expect(daypartEarliest(breakfast, '2030-03-04T10:29:59.000Z')).toBe('2030-03-04T10:30:00Z');
  });
  it('leaves 10:30 and later alone', () => {
    expect(daypartEarliest(breakfast, '2030-03-04T10:30:00-05:00')).toBe(
      '2030-03-04T10:30:00-05:00',
    );
    expect(daypartEarliest(breakfast, '2030-03-04T13:00:00-05:00')).toBe(
      '2030-03-04T13:00:00-05:00',
    );
  });
  it('applies only when a product name contains 10:30', () => {
    expect(daypartEarliest([{ name: 'Chicken Box' }], '2030-03-04T08:15:00-05:00')).toBe(
      '2030-03-04T08:15:00-05:00',
    );
  });
  it('leaves a time it cannot read as it is', () => {
    expect(daypartEarliest(breakfast, 'soon')).toBe('soon');
  });
});
