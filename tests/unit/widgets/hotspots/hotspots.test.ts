import { describe, expect, it } from 'vitest';
import { findSpots, spotPosition } from '../../../../src/widgets/hotspots/dom';
import { hotspotsSchema } from '../../../../src/widgets/hotspots/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => hotspotsSchema.parse(raw, 'desktop', breakpoints);

describe('hotspots settings', () => {
  it("defaults are the add-on's", () => {
    expect(parse({})).toEqual({
      value: {
        tooltip_position: 'top',
        tooltip_width: 200,
        tooltip_speed: 400,
        tooltip_delay: 200,
        tooltip_hide_delay: 0,
        tooltip_hide_arrow: false,
        tooltip_hover: 'hover',
        tooltip_color: '#fff',
        tooltip_bg_color: '#562dd4',
      },
      problems: [],
    });
  });

  it('reads the real page without a problem (an empty width slider is unset)', () => {
    const { value, problems } = parse({
      tooltip_position: 'top-left',
      tooltip_hide_delay: 99900,
      tooltip_bg_color: '#02457A',
      tooltip_width: { unit: 'px', size: '', sizes: [] },
      tooltip_color: '#fff',
    });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ tooltip_position: 'top-left', tooltip_hide_delay: 99900, tooltip_width: 200, tooltip_bg_color: '#02457A' });
  });

  it('reads every setting', () => {
    const { value, problems } = parse({
      tooltip_position: 'bottom-right',
      tooltip_width: { unit: 'px', size: 320 },
      tooltip_speed: '200',
      tooltip_delay: 100,
      tooltip_hide_delay: 1500,
      tooltip_hide_arrow: 'yes',
      tooltip_hover: 'click',
    });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      tooltip_position: 'bottom-right',
      tooltip_width: 320,
      tooltip_speed: 200,
      tooltip_delay: 100,
      tooltip_hide_delay: 1500,
      tooltip_hide_arrow: true,
      tooltip_hover: 'click',
    });
  });

  it('bad values give defaults (or the nearest bound) and one problem each', () => {
    const { value, problems } = parse({
      tooltip_position: 'middle',
      tooltip_width: { unit: 'px', size: 'wide' },
      tooltip_speed: 'fast',
      tooltip_delay: -20,
      tooltip_hide_delay: 'later',
      tooltip_hide_arrow: 'perhaps',
      tooltip_hover: 'sometimes',
      tooltip_bg_color: 'url(/nowhere.png)',
    });
    expect(value).toMatchObject({
      tooltip_position: 'top',
      tooltip_width: 200,
      tooltip_speed: 400,
      tooltip_delay: 0,
      tooltip_hide_delay: 0,
      tooltip_hide_arrow: false,
      tooltip_hover: 'hover',
      tooltip_bg_color: '#562dd4',
    });
    expect(problems).toHaveLength(8);
    expect(problems[0]).toBe('tooltip_position "middle" is not valid; using "top"');
  });
});

describe('spotPosition', () => {
  it("empty or absent means the widget's position", () => {
    expect(spotPosition('{"position":""}')).toEqual({ position: null });
    expect(spotPosition('{}')).toEqual({ position: null });
    expect(spotPosition(null)).toEqual({ position: null });
  });

  it("a known position is the spot's own, also HTML-escaped", () => {
    expect(spotPosition('{"position":"bottom"}')).toEqual({ position: 'bottom' });
    expect(spotPosition('{&quot;position&quot;:&quot;left&quot;}')).toEqual({ position: 'left' });
  });

  it('broken JSON and unknown positions are problems', () => {
    expect(spotPosition('{"position":')).toMatchObject({ position: null, problem: expect.stringContaining('not a JSON object') });
    expect(spotPosition('{"position":"north"}')).toEqual({ position: null, problem: 'position "north" is not valid' });
  });
});

describe('findSpots', () => {
  it("pairs each spot with its #ha-{target} content, wherever it is", () => {
    document.body.innerHTML = `
      <div class="w"><div class="ha-hotspots__inner">
        <div role="tooltip" id="ha-w1a" class="screen-reader-text">First</div>
        <a href="#" class="ha-hotspots__item" data-target="w1a" data-settings='{"position":"right"}'></a>
        <a href="#" class="ha-hotspots__item" data-target="w1b" data-settings='{"position":""}'></a>
        <a href="#" class="ha-hotspots__item"></a>
      </div></div>`;
    const spots = findSpots(document.querySelector<HTMLElement>('.w')!);
    expect(spots).toHaveLength(2);
    expect(spots[0]).toMatchObject({ target: 'w1a', position: 'right' });
    expect(spots[0].content?.textContent).toBe('First');
    expect(spots[1]).toMatchObject({ target: 'w1b', position: null, content: null });
  });
});
