import { median, percentile, weightedMedian } from './statistics';

describe('the benchmarks’ statistics', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('answers a percentile with a value that was measured (nearest rank)', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i); // 20 … 1, unsorted
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 1)).toBe(20);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('weighs each value by its weight for a weighted median', () => {
    // Ten short rounds without other work do not outweigh two long ones with much.
    const shares = [...Array(10).fill(0), 0.4, 0.5];
    const seconds = [...Array(10).fill(0.5), 20, 20];
    expect(median(shares)).toBe(0);
    expect(weightedMedian(shares, seconds)).toBe(0.4);
    expect(weightedMedian([3, 1, 2], [1, 1, 1])).toBe(2);
    expect(weightedMedian([], [])).toBeNaN();
  });
});
