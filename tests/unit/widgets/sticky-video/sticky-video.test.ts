// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findSticky, pastHalf, readStickySettings } from '../../../../src/widgets/sticky-video/dom';
import { stickySchema } from '../../../../src/widgets/sticky-video/settings';

const container = (html: string) => {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
};

const PRINTED = `
  <div class="ha-sticky-video-wrap ha-sticky-video-sticky-on" data-ha-player='{"autoplay":true,"sticky":true,"overlay":false,"play_icon":false}'>
    <div class="ha-sticky-video-box">
      <span class="ha-sticky-video-close"><i class="fas fa-times"></i></span>
      <video id="ha-sticky-video-player-1" playsinline controls data-plyr-config='{"autoplay":true,"muted":true,"ratio":null,"loop":{"active":true}}'></video>
    </div>
  </div>`;

describe('sticky video markup', () => {
  it('finds the wrap, the box, the player and the close button as the add-on prints them', () => {
    const dom = findSticky(container(PRINTED))!;
    expect(dom.box.className).toBe('ha-sticky-video-box');
    expect(dom.media.tagName).toBe('VIDEO');
    expect(dom.close?.className).toBe('ha-sticky-video-close');
    expect(dom.overlay).toBeNull();
  });

  it('takes a Plyr placeholder as the player, and finds nothing without a box', () => {
    const dom = findSticky(container('<div class="ha-sticky-video-wrap"><div class="ha-sticky-video-box"><div data-plyr-provider="youtube" data-plyr-embed-id="x"></div></div></div>'))!;
    expect(dom.media.getAttribute('data-plyr-provider')).toBe('youtube');
    expect(dom.close).toBeNull();
    expect(findSticky(container('<div class="ha-sticky-video-wrap"></div>'))).toBeNull();
  });

  it('reads data-ha-player, with muted and loop.active from data-plyr-config', () => {
    expect(readStickySettings(container(PRINTED))).toEqual({ autoplay: true, sticky: true, overlay: false, play_icon: false, muted: true, loop: true });
  });

  it('unreadable JSON gives nothing rather than throwing', () => {
    expect(readStickySettings(container('<div class="ha-sticky-video-wrap" data-ha-player="{oops"><div class="ha-sticky-video-box"><video data-plyr-config="[1]"></video></div></div>'))).toEqual({});
  });
});

describe('sticky video rules', () => {
  it('floats once more than half of the box is above the viewport', () => {
    expect(pastHalf(100, 400)).toBe(false);
    expect(pastHalf(-199, 400)).toBe(false);
    expect(pastHalf(-201, 400)).toBe(true);
    expect(pastHalf(-500, 0)).toBe(false);
  });

  it('settings: defaults off; the JSON booleans the add-on prints; bad values give a problem', () => {
    const parse = (raw: Record<string, unknown>) => stickySchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 });
    expect(parse({}).value).toEqual({ autoplay: false, sticky: false, overlay: false, play_icon: false, muted: false, loop: false });
    expect(parse({ autoplay: true, sticky: true, loop: true }).value).toMatchObject({ autoplay: true, sticky: true, loop: true });
    const { value, problems } = parse({ autoplay: 'sometimes', sticky: true });
    expect(value.autoplay).toBe(false);
    expect(problems).toEqual(['autoplay "sometimes" is not valid; using false']);
  });
});
