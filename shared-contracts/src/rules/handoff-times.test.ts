import { anyTimeOffered, boxFits, timesByDay } from './handoff-times';
import { BREAKFAST_MENU as menu, BREAKFAST_TIMES as times } from '../testing/daypart-fixtures';

const zone = 'America/New_York';

describe('the schedulable times by the restaurant’s day', () => {
  it('groups times by the restaurant’s day', () => {
    const days = timesByDay(
      ['2026-11-22T20:45:00-05:00', '2026-11-23T06:00:00-05:00', '2026-11-23T06:15:00-05:00'],
      '2026-11-22T20:45:00-05:00',
      zone,
      'en-US',
    );
    expect(days.map((day) => [day.key, day.label, day.times.length])).toEqual([
      ['2026-11-22', 'Sunday, November 22', 1],
      ['2026-11-23', 'Monday, November 23', 2],
    ]);
    expect(days[1]?.times.map((time) => time.label)).toEqual(['6:00 AM', '6:15 AM']);
  });

  it('keeps a late evening past midnight in its own day, so the next day starts at opening', () => {
    // Open until 1:00 on Saturday night (last time 12:15), then from 7:00 on Sunday.
    const days = timesByDay(
      [
        '2026-11-28T23:45:00-05:00',
        '2026-11-29T00:00:00-05:00',
        '2026-11-29T00:15:00-05:00',
        '2026-11-29T07:15:00-05:00',
      ],
      '2026-11-28T23:45:00-05:00',
      zone,
      'en-US',
    );
    expect(days.map((day) => [day.label, day.times.map((time) => time.label)])).toEqual([
      ['Saturday, November 28', ['11:45 PM', '12:00 AM (Sun)', '12:15 AM (Sun)']],
      ['Sunday, November 29', ['7:15 AM']],
    ]);
  });

  it('groups and names the days in Spanish, in the restaurant’s zone whatever the offset', () => {
    const days = timesByDay(
      ['2026-11-23T01:30:00Z', '2026-11-23T15:00:00Z'],
      '2026-11-23T01:30:00Z',
      zone,
      'es',
    );
    expect(days.map((day) => [day.key, day.label])).toEqual([
      ['2026-11-22', 'domingo, 22 de noviembre'],
      ['2026-11-23', 'lunes, 23 de noviembre'],
    ]);
    expect(days[0]?.times[0]?.label).toBe('8:30 p.m.');
  });

  it('an unknown zone reads as the default zone rather than failing', () => {
    const days = timesByDay(['2026-11-23T01:30:00Z'], '2026-11-23T01:30:00Z', 'Not/AZone', 'en-US');
    expect(days[0]?.times[0]?.label).toBe('8:30 PM');
  });

  it('offers only times inside the dayparts of the box’s items, by the shared rule', () => {
    const labels = (lines: Array<{ product_id: number }>) =>
      timesByDay(times, times[0]!, zone, 'en-US', boxFits(lines, menu, zone)).flatMap((day) =>
        day.times.map((time) => time.value),
      );
    expect(labels([{ product_id: 1 }, { product_id: 2 }])).toEqual([
      '2026-11-23T10:15:00-05:00',
      '2026-11-24T09:00:00-05:00',
    ]);
    expect(labels([{ product_id: 2 }])).toEqual(times);
    // A taken-off item is named at review, whatever the time: it takes no time away.
    expect(labels([{ product_id: 3 }])).toEqual(times);
  });

  it('says a time is offered exactly when the days list one', () => {
    const cases: Array<[readonly string[], string, Array<{ product_id: number }>]> = [
      [times, times[0]!, [{ product_id: 1 }, { product_id: 2 }]],
      [times, times[0]!, [{ product_id: 3 }]],
      // 10:30 only: past the breakfast biscuit's daypart.
      [[times[1]!], times[1]!, [{ product_id: 1 }]],
      [['not a time', ...times], times[2]!, [{ product_id: 1 }]],
      [times, '2026-11-25T00:00:00-05:00', []],
      [[], times[0]!, []],
    ];
    for (const [list, earliest, lines] of cases) {
      const fits = boxFits(lines, menu, zone);
      expect(anyTimeOffered(list, earliest, fits)).toBe(
        timesByDay(list, earliest, zone, 'en-US', fits).length > 0,
      );
    }
    expect(cases.map(([l, e, lines]) => anyTimeOffered(l, e, boxFits(lines, menu, zone)))).toEqual([
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
  });
});
