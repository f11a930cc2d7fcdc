import { describe, expect, it } from '@jest/globals';
import { switched } from './canary-proof.mjs';

const at = (ms) => new Date(ms).toISOString();

describe('visits that switched version midway', () => {
  const change = [{ at: at(10_000) }];

  it('counts none where both reads served the same version', () => {
    expect(switched([{ started: 0, ended: 50, first: '1.0.0', second: '1.0.0' }], change)).toBe(0);
  });

  it('lets a change of the judge explain a visit that ran while replicas took it up', () => {
    const during = { started: 10_500, ended: 10_600, first: '1.0.0', second: '1.0.1' };
    const straddling = { started: 9_990, ended: 10_020, first: '1.0.0', second: '1.0.1' };
    expect(switched([during, straddling], change)).toBe(0);
  });

  it('counts a visit that switched with no change near it', () => {
    const later = { started: 20_000, ended: 20_050, first: '1.0.1', second: '1.0.0' };
    expect(switched([later], change)).toBe(1);
    expect(switched([later], [])).toBe(1);
  });
});
