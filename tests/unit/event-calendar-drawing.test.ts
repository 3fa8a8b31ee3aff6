import { describe, expect, it } from 'vitest';
import { drawingSteps, FIRST_VIEW, type Drawable } from '../../src/widgets/event-calendar/drawing';

/**
 * A calendar that records each drawing it is asked for: `view from to` (local dates) for a range,
 * `view on day` for a view and a date drawn together.
 */
function recorder(today: Date) {
  const drawn: string[] = [];
  const day = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
  let batch: string[] | null = null;
  const calendar: Drawable = {
    getDate: () => today,
    render: () => drawn.push(`render ${FIRST_VIEW}`),
    changeView: (view, range) => (batch ?? drawn).push(range ? `${view} ${day(range.start)} to ${day(range.end)}` : view),
    gotoDate: (date) => (batch ?? drawn).push(`on ${day(date)}`),
    batchRendering: (work) => {
      batch = [];
      work();
      drawn.push(batch.join(' '));
      batch = null;
    },
  };
  return { calendar, drawn };
}

const draw = (view: string, firstDay: number, today: Date) => {
  const { calendar, drawn } = recorder(today);
  const steps = drawingSteps(calendar, view, firstDay);
  expect(drawn).toEqual([]);
  steps.forEach((step) => step());
  return drawn;
};

describe('drawingSteps', () => {
  it('a month grows from the first week of its grid, one week then three, before the month itself', () => {
    // 1 November 2026 is a Sunday: with weeks from Sunday the grid starts on it.
    expect(draw('dayGridMonth', 0, new Date(2026, 10, 23))).toEqual([
      'render listMonth',
      'dayGrid 2026-11-1 to 2026-11-8',
      'dayGrid 2026-11-1 to 2026-11-22',
      'dayGridMonth on 2026-11-23',
    ]);
  });

  it('the grid starts on the week day the calendar starts its weeks on, in the month before if need be', () => {
    expect(draw('dayGridMonth', 1, new Date(2026, 10, 23)).slice(1, 3)).toEqual([
      'dayGrid 2026-10-26 to 2026-11-2',
      'dayGrid 2026-10-26 to 2026-11-16',
    ]);
    // 1 June 2025 is a Sunday; weeks from Saturday start the grid on 31 May.
    expect(draw('dayGridMonth', 6, new Date(2025, 5, 30))[1]).toBe('dayGrid 2025-5-31 to 2025-6-7');
  });

  it('a week of times draws its first day first', () => {
    // Wednesday 11 June 2025; weeks from Monday start on the 9th.
    expect(draw('timeGridWeek', 1, new Date(2025, 5, 11))).toEqual([
      'render listMonth',
      'timeGrid 2025-6-9 to 2025-6-10',
      'timeGridWeek on 2025-6-11',
    ]);
  });

  it('a day is drawn straight after the frame, and the list is the frame itself', () => {
    expect(draw('timeGridDay', 0, new Date(2025, 5, 11))).toEqual(['render listMonth', 'timeGridDay on 2025-6-11']);
    expect(draw('listMonth', 0, new Date(2025, 5, 11))).toEqual(['render listMonth']);
  });
});
