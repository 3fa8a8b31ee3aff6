import { describe, expect, it } from 'vitest';
import { audioSchema } from '../../../../src/widgets/audio-player/settings';

const parse = (raw: Record<string, unknown>) => audioSchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 });

describe('audio player settings', () => {
  it('defaults: controls, start volume 0.8, a horizontal volume bar, not muted, no volume on touch devices', () => {
    expect(parse({})).toEqual({
      value: { controls: true, startVolume: 0.8, audioVolume: 'horizontal', hasVolumeBar: true, muted: false, hideVolumeOnTouchDevices: true },
      problems: [],
    });
  });

  it('reads every setting', () => {
    const raw = { controls: 'yes', startVolume: '0.5', audioVolume: 'vertical', hasVolumeBar: 'no', muted: 'yes', hideVolumeOnTouchDevices: 'no' };
    expect(parse(raw)).toEqual({
      value: { controls: true, startVolume: 0.5, audioVolume: 'vertical', hasVolumeBar: false, muted: true, hideVolumeOnTouchDevices: false },
      problems: [],
    });
  });

  it('bad values give the defaults, one problem each; a volume out of range is clamped', () => {
    const { value, problems } = parse({ startVolume: 'loud', audioVolume: 'diagonal' });
    expect(value).toMatchObject({ startVolume: 0.8, audioVolume: 'horizontal' });
    expect(problems).toHaveLength(2);
    expect(parse({ startVolume: -3 }).value.startVolume).toBe(0);
  });
});
