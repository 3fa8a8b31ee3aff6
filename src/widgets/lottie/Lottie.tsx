import { useEffect, useMemo } from 'react';
import type { AnimationItem } from 'lottie-web';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { reducedMotion } from '../../services/device';
import { isActivationKey } from '../../ui/keys';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { findLottieBox } from './dom';
import { autoplayDelay, frameAt, playerOptions, redirectTarget, scrollProgress, viewportMargin } from './logic';
import { loadPlayer } from './player';
import type { LottieSettings } from './settings';

/** Names the box for assistive technology (or hides it as decoration) and hides the drawing itself. */
function label(box: HTMLElement, settings: LottieSettings, clickable: boolean, restorer: Restorer): void {
  const name = box.getAttribute('aria-label') || settings.alt;
  if (clickable) {
    restorer.attr(box, 'role', 'button');
    restorer.attr(box, 'tabindex', '0');
    restorer.attr(box, 'aria-label', name ? `Play animation: ${name}` : 'Play animation');
  } else if (name) {
    restorer.attr(box, 'role', 'img');
    restorer.attr(box, 'aria-label', name);
  } else restorer.attr(box, 'aria-hidden', 'true');
}

/**
 * The seed's vector animation on lottie-web: loaded from `path`, started by `action_start` (on its
 * own after a delay, on hover, on click, while in a band of the window, or following scrolling),
 * with what leaving the pointer does, and a redirect once it has ended. With reduced motion and in
 * the editor it shows its last frame and never moves.
 */
export function Lottie({ container, settings, env }: WidgetProps<LottieSettings>) {
  const box = useMemo(() => findLottieBox(container), [container]);
  const reduce = useStore(reducedMotion);
  const still = reduce || env.editMode;

  useEffect(() => {
    if (!box) return;
    const options = playerOptions(settings);
    if (!options.path) {
      env.warn('no path to the animation in data-settings; nothing to play');
      return;
    }
    const restorer = createRestorer();
    restorer.keepChildren(box);
    const action = settings.action_start;
    label(box, settings, action === 'on_click' && !still, restorer);
    let animation: AnimationItem | undefined;
    let gone = false;
    // Ready once the first frame is drawn (or the animation failed to load).
    const release = env.holdReady();

    const start = (item: AnimationItem) => {
      for (const drawing of box.querySelectorAll(':scope > svg, :scope > canvas, :scope > div')) restorer.attr(drawing, 'aria-hidden', 'true');
      if (still) {
        item.goToAndStop(frameAt(1, item.totalFrames, options.direction < 0), true);
        return;
      }
      const playForward = () => {
        item.setDirection(options.direction);
        item.loop = options.loop;
        item.play();
      };
      const delay = autoplayDelay(action);
      if (delay !== null) {
        const timer = setTimeout(playForward, delay);
        restorer.defer(() => clearTimeout(timer));
      } else if (action === 'on_hover') {
        restorer.listen(box, 'pointerenter', playForward);
        restorer.listen(box, 'pointerleave', () => {
          const out = settings.on_hover_out;
          if (out === 'pause') item.pause();
          else if (out === 'stop') item.stop();
          else if (out === 'reverse') {
            // Back to where it started, once.
            item.loop = false;
            item.setDirection(options.direction > 0 ? -1 : 1);
            item.play();
          }
        });
      } else if (action === 'on_click') {
        const replay = () => {
          item.setDirection(options.direction);
          item.loop = options.loop;
          item.goToAndPlay(frameAt(0, item.totalFrames, options.direction < 0), true);
        };
        restorer.listen(box, 'click', replay);
        restorer.listen<KeyboardEvent>(box, 'keydown', (event) => {
          if (!isActivationKey(event.key)) return;
          event.preventDefault();
          replay();
        });
      } else if (action === 'on_viewport') {
        const observer = new IntersectionObserver(
          (entries) => (entries[entries.length - 1].isIntersecting ? playForward() : item.pause()),
          { rootMargin: viewportMargin(settings.viewport_start, settings.viewport_end) },
        );
        observer.observe(box);
        restorer.defer(() => observer.disconnect());
      } else if (action === 'on_scroll') {
        let frame = 0;
        const show = () => {
          frame = 0;
          const progress = scrollProgress(box.getBoundingClientRect().top, window.innerHeight, settings.viewport_start, settings.viewport_end);
          item.goToAndStop(frameAt(progress, item.totalFrames, options.direction < 0), true);
        };
        // One frame per animation frame, however often the page scrolls.
        const onScroll = () => void (frame ||= requestAnimationFrame(show));
        restorer.listen(window, 'scroll', onScroll);
        restorer.listen(window, 'resize', onScroll);
        restorer.defer(() => cancelAnimationFrame(frame));
        show();
      }

      const target = redirectTarget(settings.redirect_url, location.href);
      if (target) {
        item.addEventListener('complete', () => {
          const timer = setTimeout(() => location.assign(target), settings.redirect_timeout);
          restorer.defer(() => clearTimeout(timer));
        });
      }
    };

    loadPlayer(options.renderer)
      .then((player) => {
        if (gone) return;
        const item = (animation = player.loadAnimation({
          container: box,
          renderer: options.renderer as 'svg',
          loop: options.loop,
          autoplay: false,
          path: options.path,
          rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
        }));
        item.setSpeed(options.speed);
        item.setDirection(options.direction);
        item.addEventListener('DOMLoaded', () => {
          try {
            start(item);
          } catch (error) {
            env.report(error);
          }
          release();
        });
        item.addEventListener('data_failed', () => {
          env.warn(`the animation at ${options.path} could not be loaded`);
          release();
        });
      })
      .catch((error) => {
        env.report(error);
        release();
      });

    return () => {
      gone = true;
      animation?.destroy();
      restorer.restore();
    };
  }, [box, settings, still]);

  return null;
}
