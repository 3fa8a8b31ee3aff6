// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findModal, readModalAttributes } from '../../../../src/widgets/modal-popup/dom';
import { animationClass, entranceFrames } from '../../../../src/widgets/modal-popup/logic';
import { silenceMedia } from '../../../../src/widgets/modal-popup/media';
import { modalSchema } from '../../../../src/widgets/modal-popup/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => modalSchema.parse(raw, 'desktop', breakpoints);

function container(html: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
}

const POPUP = `
  <div class="ha-modal-popup-box-wrapper" data-trigger-type="pageload">
    <div class="ha-modal-popup-content-wrapper ha-modal-fullscreen" data-animation="animate__fadeInUp" data-display-delay="1500">
      <div class="ha-modal-popup-content-close"><i class="hm hm-cross"></i></div>
      <div class="ha-modal-popup-overlay"></div>
      <div class="ha-modal-animation animate__animated"><div class="ha-modal-inner">
        <div class="ha-modal-inner-content"><div class="ha-modal-content__title">Hello</div></div>
        <div class="ha-modal-popup-box-wrapper" data-trigger-type="button">
          <a class="ha-modal-popup-trigger" href="#">Inner</a>
          <div class="ha-modal-popup-content-wrapper"></div>
        </div>
      </div></div>
    </div>
  </div>`;

describe('modal popup settings', () => {
  it('defaults: a button trigger, a zoom-in, 3 s', () => {
    expect(parse({})).toEqual({ value: { trigger_type: 'button', popup_animation: 'animate__zoomIn', display_delay: 3000 }, problems: [] });
  });

  it('reads the attributes the add-on prints in place of data-settings', () => {
    const raw = readModalAttributes(container(POPUP));
    expect(raw).toEqual({ trigger_type: 'pageload', popup_animation: 'animate__fadeInUp', display_delay: '1500' });
    expect(parse(raw).value).toEqual({ trigger_type: 'pageload', popup_animation: 'animate__fadeInUp', display_delay: 1500 });
  });

  it('gives bad values their defaults with a problem each', () => {
    const { value, problems } = parse({ trigger_type: 'hover', display_delay: '-2' });
    expect(value.trigger_type).toBe('button');
    expect(value.display_delay).toBe(0);
    expect(problems).toHaveLength(2);
  });
});

describe('modal popup markup', () => {
  it('finds its own parts, not those of a popup nested in its content', () => {
    const dom = findModal(container(POPUP))!;
    expect(dom.dialog.dataset.animation).toBe('animate__fadeInUp');
    expect(dom.trigger).toBeNull();
    expect(dom.close?.className).toBe('ha-modal-popup-content-close');
    expect(dom.overlay?.className).toBe('ha-modal-popup-overlay');
    expect(dom.title?.textContent).toBe('Hello');
  });

  it('finds the trigger outside the dialog, and nothing without a content wrapper', () => {
    const dom = findModal(container(`<div class="ha-modal-popup-box-wrapper"><div class="ha-modal-button-wrapper"><img class="ha-modal-popup-trigger" alt="x"></div><div class="ha-modal-popup-content-wrapper ha-modal-box"><div class="ha-modal-animation"></div></div></div>`))!;
    expect(dom.trigger?.tagName).toBe('IMG');
    expect(dom.overlay).toBeNull();
    expect(dom.close).toBeNull();
    expect(findModal(container('<div class="ha-modal-popup-box-wrapper"></div>'))).toBeNull();
  });
});

describe('entrance animation', () => {
  it('fades, slides and zooms from the side animate.css names', () => {
    expect(entranceFrames('animate__fadeIn')).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(entranceFrames('animate__fadeInDown')[0]).toEqual({ opacity: 0, transform: 'translate3d(0, -100%, 0)' });
    expect(entranceFrames('animate__slideInLeft')).toEqual([{ transform: 'translate3d(-100%, 0, 0)' }, { transform: 'translate3d(0, 0, 0)' }]);
    expect(entranceFrames('animate__zoomIn')[0]).toEqual({ opacity: 0, transform: 'scale3d(.3, .3, .3)' });
    expect(entranceFrames('zoomInRight')[0]).toEqual({ opacity: 0, transform: 'scale3d(.1, .1, .1) translate3d(2000px, 0, 0)' });
  });

  it('fades in for a name it does not know', () => {
    expect(entranceFrames('animate__bounceIn')).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(entranceFrames('')).toEqual([{ opacity: 0 }, { opacity: 1 }]);
  });

  it('adds the name as a class only when it is one', () => {
    expect(animationClass(' animate__zoomIn ')).toBe('animate__zoomIn');
    expect(animationClass('a b')).toBeNull();
    expect(animationClass('')).toBeNull();
  });
});

describe('stopping the media in a closed popup', () => {
  afterEach(() => vi.useRealTimers());

  it('swaps every iframe and video source out and puts them back after the delay', () => {
    vi.useFakeTimers();
    const root = container(`<iframe src="/player?v=1"></iframe><iframe></iframe><video src="/a.webm"></video><video><source src="/b.webm"><source src="/b.mp4"></video>`);
    const videos = [...root.querySelectorAll('video')];
    const pause = videos.map((video) => vi.spyOn(video, 'pause').mockImplementation(() => {}));
    const load = videos.map((video) => vi.spyOn(video, 'load').mockImplementation(() => {}));
    silenceMedia(root, 500);
    expect(root.querySelector('iframe')!.getAttribute('src')).toBe('about:blank');
    expect(root.querySelectorAll('iframe')[1].hasAttribute('src')).toBe(false);
    expect(videos[0].hasAttribute('src')).toBe(false);
    expect([...videos[1].querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([null, null]);
    expect(pause.map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
    vi.advanceTimersByTime(499);
    expect(root.querySelector('iframe')!.getAttribute('src')).toBe('about:blank');
    vi.advanceTimersByTime(1);
    expect(root.querySelector('iframe')!.getAttribute('src')).toBe('/player?v=1');
    expect(videos[0].getAttribute('src')).toBe('/a.webm');
    expect([...videos[1].querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/b.webm', '/b.mp4']);
    expect(load.map((spy) => spy.mock.calls.length)).toEqual([2, 2]);
  });

  it('puts them back at once when asked, and only once', () => {
    vi.useFakeTimers();
    const root = container(`<iframe src="/player"></iframe>`);
    const restore = silenceMedia(root, 500);
    restore();
    expect(root.querySelector('iframe')!.getAttribute('src')).toBe('/player');
    root.querySelector('iframe')!.setAttribute('src', '/other');
    vi.advanceTimersByTime(600);
    restore();
    expect(root.querySelector('iframe')!.getAttribute('src')).toBe('/other');
  });
});
