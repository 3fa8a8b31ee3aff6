// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../src/ui/number-format';
import { levelFormat, parseLevel, textEnd, widthShare } from '../../../../src/widgets/skills/logic';
import { readSkills, renderRoot } from '../../../../src/widgets/skills/markup';
import { skillsSchema } from '../../../../src/widgets/skills/settings';

const bp = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => skillsSchema.parse(raw, 'desktop', bp);

// Two bars of the ha-skills widget on corpus/pelicula-home.html, as printed.
const PELICULA = `<div class="elementor-widget-container">
            <div class="ha-skill ha-skill--outside elementor-repeater-item-2b9e29e">
                <div class="ha-skill-level" data-level="35">
                    <div class="ha-skill-info">
<span class="ha-skill-name">Persistance</span><span class="ha-skill-level-text"></span>
</div>
                </div>
            </div>
                        <div class="ha-skill ha-skill--outside elementor-repeater-item-607134d">
                <div class="ha-skill-level" data-level="56">
                    <div class="ha-skill-info">
<span class="ha-skill-name">Team work</span><span class="ha-skill-level-text"></span>
</div>
                </div>
            </div>
            		</div>`;

function widget(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  return wrapper.firstElementChild as HTMLElement;
}

describe('parseLevel', () => {
  it('reads levels out of 100', () => {
    expect(parseLevel('35')).toEqual({ value: 35, ok: true });
    expect(parseLevel('72.5')).toEqual({ value: 72.5, ok: true });
    expect(parseLevel(' 40% ')).toEqual({ value: 40, ok: true });
    expect(parseLevel(100)).toEqual({ value: 100, ok: true });
    expect(parseLevel('0')).toEqual({ value: 0, ok: true });
  });

  it('an empty level (none set in the editor) is 0 and not a problem', () => {
    expect(parseLevel('')).toEqual({ value: 0, ok: true });
    expect(parseLevel(undefined)).toEqual({ value: 0, ok: true });
  });

  it('caps levels out of range and refuses what is not a number', () => {
    expect(parseLevel('150')).toEqual({ value: 100, ok: false });
    expect(parseLevel('-5')).toEqual({ value: 0, ok: false });
    expect(parseLevel('lots')).toEqual({ value: 0, ok: false });
    expect(parseLevel({})).toEqual({ value: 0, ok: false });
  });
});

describe('skill bar rules', () => {
  it('prints the level as the original does', () => {
    expect(formatNumber(35, levelFormat(35))).toBe('35%');
    expect(formatNumber(72.5, levelFormat(72.5))).toBe('72.5%');
    expect(formatNumber(36.2, levelFormat(72.5))).toBe('36.2%');
  });

  it('measures the share of the track a bar covers', () => {
    expect(widthShare(50, 500)).toBe(10);
    expect(widthShare(500, 500)).toBe(100);
    expect(widthShare(600, 500)).toBe(100);
    expect(widthShare(50, 0)).toBe(0);
  });
});

describe('skills markup and settings', () => {
  it('reads the real markup: classes, names and levels in order', () => {
    const container = widget(PELICULA);
    const raw = readSkills(container);
    expect(raw.levels).toEqual(['35', '56']);
    expect(raw.bars[0]).toEqual({
      trackClass: 'ha-skill ha-skill--outside elementor-repeater-item-2b9e29e',
      barClass: 'ha-skill-level',
      infoClass: 'ha-skill-info',
      nameClass: 'ha-skill-name',
      textClass: 'ha-skill-level-text',
      name: 'Persistance',
      level: '35',
    });
    expect(renderRoot(container)).toBe(container);
    expect(parse(raw)).toEqual({ value: { bars: raw.bars, levels: [35, 56] }, problems: [] });
  });

  it('reports bad levels in one line and uses capped stand-ins', () => {
    const { value, problems } = parse({ bars: [], levels: ['150', 'lots', '', '-5', '20'] });
    expect(value.levels).toEqual([100, 0, 0, 0, 20]);
    expect(problems).toEqual(['levels ["150","lots","","-5","20"] is not valid; using [100,0,0,0,20]']);
  });

  it('without bars: nothing read and a detached render root', () => {
    const container = widget('<div class="elementor-widget-container"><p>Empty</p></div>');
    expect(readSkills(container)).toEqual({ bars: [], levels: [] });
    expect(renderRoot(container).isConnected).toBe(false);
    expect(parse({}).value).toEqual({ bars: [], levels: [] });
  });
});

describe('textEnd', () => {
  const place = { trackWidth: 1000, extra: 0, padLeft: 16, padRight: 16, padTop: 0, isStatic: true };

  it('is the info box right content edge for a bar covering that share of the track', () => {
    expect(textEnd(10, place)).toBe(84);
    expect(textEnd(75, place)).toBe(734);
    expect(textEnd(100, { ...place, extra: 4, padRight: 0 })).toBe(1004);
  });

  it('never goes left of the padding the box keeps when the bar is narrower', () => {
    expect(textEnd(0, place)).toBe(16);
    expect(textEnd(2, place)).toBe(16);
    expect(textEnd(5, place)).toBe(34);
  });
});
