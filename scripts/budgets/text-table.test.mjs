import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { printColumns, signedFigure } from './text-table.mjs';

describe("a benchmark report's table of text columns", () => {
  afterEach(() => jest.restoreAllMocks());

  it('prints the header, its rows, a rule as wide as each column, then the lines', () => {
    const printed = [];
    jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    printColumns({
      header: ['page', 'TBT ms', ''],
      headerRows: [['budget', '≤ 150', '']],
      lines: [
        ['/menu', '1200', 'BREACH'],
        ['/', '40', 'ok'],
      ],
      rightAligned: (i) => i === 1,
    });
    expect(printed).toEqual([
      'page    TBT ms',
      'budget   ≤ 150',
      '------  ------  ------',
      '/menu     1200  BREACH',
      '/           40  ok',
    ]);
  });
});

describe('a difference with its sign', () => {
  it('signs a gain and a loss, the loss with a minus sign', () => {
    expect(signedFigure(1.56, 1)).toBe('+1.6');
    expect(signedFigure(-0.5, 1)).toBe('−0.5');
    expect(signedFigure(3, 0)).toBe('+3');
  });

  it('gives a difference that rounds to nothing no sign', () => {
    expect(signedFigure(0.04, 1)).toBe('0.0');
    expect(signedFigure(-0.04, 1)).toBe('0.0');
    expect(signedFigure(0, 0)).toBe('0');
  });
});
