// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readPopupSettings } from '../../../../src/extensions/popup/settings';

const bp = { mobile: 767, tablet: 1024 };
const read = (value: unknown, device: 'desktop' | 'mobile' = 'desktop') =>
  readPopupSettings(typeof value === 'string' ? value : JSON.stringify(value), device, bp);

describe('popup settings', () => {
  it('gives the defaults for an empty or missing attribute', () => {
    for (const text of [null, '', '[]', '{}']) {
      const { document, triggers, timing, problems } = readPopupSettings(text, 'desktop', bp);
      expect(problems).toEqual([]);
      expect(document).toMatchObject({ close_button_delay: 0, prevent_scroll: false, a11y_navigation: true, entrance_animation_duration: 1.2, classes: '' });
      expect(triggers.page_load).toBe(false);
      expect(timing.times).toBe(false);
    }
  });

  it('reads a real page builder document, escaped as printed, with timing as an empty PHP array', () => {
    const printed =
      '{&quot;entrance_animation&quot;:&quot;fadeIn&quot;,&quot;exit_animation&quot;:&quot;fadeIn&quot;,&quot;entrance_animation_duration&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;size&quot;:1.2,&quot;sizes&quot;:[]},&quot;triggers&quot;:{&quot;page_load_delay&quot;:2,&quot;page_load&quot;:&quot;yes&quot;,&quot;scrolling_offset&quot;:20,&quot;scrolling&quot;:&quot;yes&quot;,&quot;scrolling_direction&quot;:&quot;down&quot;},&quot;timing&quot;:[]}';
    const { document, triggers, problems } = readPopupSettings(printed, 'desktop', bp);
    expect(problems).toEqual([]);
    expect(document.entrance_animation).toBe('fadeIn');
    expect(document.entrance_animation_duration).toBe(1.2);
    expect(triggers).toMatchObject({ page_load: true, page_load_delay: 2, scrolling: true, scrolling_offset: 20, scrolling_direction: 'down' });
  });

  it('reads the timing group and per-device animations', () => {
    const { document, timing } = read(
      { entrance_animation: 'zoomIn', entrance_animation_mobile: 'fadeInUp', timing: { devices: 'yes', devices_devices: ['mobile'], sources_sources: 'search' } },
      'mobile',
    );
    expect(document.entrance_animation).toBe('fadeInUp');
    expect(timing.devices).toBe(true);
    expect(timing.devices_devices).toEqual(['mobile']);
    expect(timing.sources_sources).toEqual(['search']);
  });

  it('bad values give defaults and problem lines naming them', () => {
    const { document, triggers, timing, problems } = read({
      close_button_delay: 'soon',
      prevent_scroll: 'maybe',
      close_button_position: 'left',
      triggers: { click_times: 0, scrolling_offset: 300, page_load: 'yes', page_load_delay: 'x' },
      timing: { url_action: 'explode', devices_devices: 5 },
    });
    expect(document.close_button_delay).toBe(0);
    expect(document.prevent_scroll).toBe(false);
    expect(document.close_button_position).toBe('');
    expect(triggers.click_times).toBe(1);
    expect(triggers.scrolling_offset).toBe(100);
    expect(triggers.page_load_delay).toBe(0);
    expect(timing.url_action).toBe('show');
    expect(problems).toHaveLength(8);
    expect(problems.join('\n')).toMatch(/triggers\.page_load_delay/);
    expect(problems.join('\n')).toMatch(/timing\.url_action/);
  });

  it('a broken attribute gives defaults and one problem', () => {
    const { triggers, problems } = readPopupSettings('{broken', 'desktop', bp);
    expect(triggers.page_load).toBe(false);
    expect(problems).toHaveLength(1);
  });
});
