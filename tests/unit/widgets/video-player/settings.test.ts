import { describe, expect, it } from 'vitest';
import { videoSchema } from '../../../../src/widgets/video-player/settings';

const parse = (raw: Record<string, unknown>) => videoSchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 });

describe('video player settings', () => {
  it('defaults: no autoplay, controls, no overlay', () => {
    expect(parse({})).toEqual({ value: { autoplay: false, controls: true, overlay: false }, problems: [] });
  });

  it('reads the page builder switches (an empty value is dropped by the page builder, so off is "no")', () => {
    expect(parse({ autoplay: 'yes', controls: 'no', overlay: 'yes' }).value).toEqual({ autoplay: true, controls: false, overlay: true });
  });

  it('bad values give the defaults, one problem each', () => {
    const { value, problems } = parse({ autoplay: 'often', controls: 'perhaps' });
    expect(value).toEqual({ autoplay: false, controls: true, overlay: false });
    expect(problems).toEqual(['autoplay "often" is not valid; using false', 'controls "perhaps" is not valid; using true']);
  });
});
