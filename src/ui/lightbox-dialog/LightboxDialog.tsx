// The lightbox itself: a native modal <dialog> (focus stays inside, the page behind is inert),
// with a zoom from and back to the thumbnail unless the visitor prefers reduced motion. A video item
// shows its player instead of the image.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { isShown, naturalRatio, type LightboxItem } from '../lightbox';
import { counterText, keyStep, preloadIndices, stepIndex, swipeStep, ZOOM_MS, zoomTransform } from '../lightbox';
import { lockScroll } from '../scroll-lock';
import { LightboxPlayer } from './LightboxPlayer';

export interface LightboxDialogProps {
  items: LightboxItem[];
  start: number;
  reduceMotion: boolean;
  label: string;
  /** Called once the dialog has closed (by the close button, Escape, the backdrop or the browser). */
  onClosed(): void;
}

const FADE_IN = [{ opacity: 0 }, { opacity: 1 }];
const FADE_OUT = [{ opacity: 1 }, { opacity: 0 }];

/** Element.animate, or null where the engine refuses the options (e.g. an unsupported pseudo-element). */
function animate(element: Element, frames: Keyframe[], options: KeyframeAnimationOptions): Animation | null {
  try {
    return element.animate(frames, options);
  } catch {
    return null;
  }
}

function inViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
}

/** Animates the lightbox image from (in) or to (out) its thumbnail; null when the thumbnail is not on screen. */
function zoom(image: HTMLImageElement | null, thumb: HTMLImageElement | null, direction: 'in' | 'out'): Animation | null {
  if (!image || !thumb || !isShown(thumb) || !inViewport(thumb)) return null;
  const transform = zoomTransform(thumb.getBoundingClientRect(), image.getBoundingClientRect());
  if (!transform) return null;
  const frames = [
    { transform, transformOrigin: '0 0' },
    { transform: 'none', transformOrigin: '0 0' },
  ];
  if (direction === 'out') frames.reverse();
  return animate(image, frames, { duration: ZOOM_MS, easing: 'ease-in-out', fill: direction === 'out' ? 'forwards' : 'none' });
}

export function LightboxDialog({ items, start, reduceMotion, label, onClosed }: LightboxDialogProps) {
  const [index, setIndex] = useState(start);
  // Ratios learnt from loaded images, when they differ from their thumbnails.
  const [loadedRatios, setLoadedRatios] = useState<Record<string, number>>({});
  // A video stops as soon as the closing starts, not after the fade.
  const [stopped, setStopped] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const closing = useRef(false);
  const unlock = useRef<() => void>(undefined);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const preloaded = useRef(new Set<string>());
  const count = items.length;
  const item = items[index];
  const ratio = loadedRatios[item.src] ?? item.ratio;
  const rtl = () => !!dialogRef.current && getComputedStyle(dialogRef.current).direction === 'rtl';

  const finish = () => {
    closing.current = true;
    if (dialogRef.current?.open) dialogRef.current.close();
    unlock.current?.();
    onClosed();
  };

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    unlock.current = lockScroll();
    if (!reduceMotion) {
      zoom(imageRef.current, items[start].thumb, 'in');
      animate(dialog, FADE_IN, { duration: ZOOM_MS, pseudoElement: '::backdrop' });
    }
    return () => {
      // Unmounted from outside (the widget went away): close quietly.
      closing.current = true;
      if (dialog.open) dialog.close();
      unlock.current?.();
    };
  }, []);

  useEffect(() => {
    preloaded.current.add(items[index].src);
    for (const i of preloadIndices(index, count)) {
      const { src, video } = items[i];
      if (video || preloaded.current.has(src)) continue;
      preloaded.current.add(src);
      new Image().src = src;
    }
  }, [index]);

  const requestClose = () => {
    if (closing.current) return;
    closing.current = true;
    if (item.video) setStopped(true);
    const dialog = dialogRef.current;
    if (reduceMotion || !dialog) return finish();
    imageRef.current?.getAnimations().forEach((animation) => animation.cancel());
    animate(dialog, FADE_OUT, { duration: ZOOM_MS, pseudoElement: '::backdrop', fill: 'forwards' });
    const animation = zoom(imageRef.current, item.thumb, 'out') ?? animate(dialog, FADE_OUT, { duration: ZOOM_MS, fill: 'forwards' });
    if (animation) animation.finished.then(finish, finish);
    else finish();
  };

  const go = (step: number) => {
    if (count > 1 && !closing.current) setIndex((i) => stepIndex(i, step, count));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Handled here so the closing can animate; the native cancel below is the fallback.
      event.preventDefault();
      requestClose();
      return;
    }
    if (event.key === 'Tab') return keepFocusInside(event);
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = keyStep(event.key, rtl());
    if (step && count > 1) {
      event.preventDefault();
      go(step);
    }
  };

  // A modal dialog lets Tab leave for the browser's own controls; the visitor stays in the lightbox.
  const keepFocusInside = (event: KeyboardEvent) => {
    const buttons = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button, video, iframe') ?? [])];
    const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1];
    if (!edge || (document.activeElement !== edge && dialogRef.current!.contains(document.activeElement))) return;
    event.preventDefault();
    (event.shiftKey ? buttons[buttons.length - 1] : buttons[0]).focus();
  };

  const onPointerDown = (event: PointerEvent) => {
    drag.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    swiped.current = false;
  };

  const onPointerUp = (event: PointerEvent) => {
    const from = drag.current;
    drag.current = null;
    if (!from) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y, rtl());
    if (step && count > 1) {
      // The click that ends a drag must not count as a click on the backdrop.
      swiped.current = true;
      go(step);
    }
  };

  const onClick = (event: MouseEvent) => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    const target = event.target as Element;
    if (target === dialogRef.current || target.classList.contains('ha-lightbox__stage')) requestClose();
  };

  const onLoad = () => {
    const loaded = naturalRatio(imageRef.current);
    if (loaded && (!ratio || Math.abs(loaded - ratio) > 0.01)) setLoadedRatios((all) => ({ ...all, [item.src]: loaded }));
  };

  const onError = () => {
    // A missing full-size file: show the thumbnail rather than a broken image.
    const image = imageRef.current;
    const fallback = item.thumb?.currentSrc || item.thumb?.src;
    if (image && fallback && image.src !== fallback) image.src = fallback;
  };

  const imageStyle = (ratio ? { '--ha-lightbox-ratio': ratio } : undefined) as CSSProperties | undefined;

  return (
    <dialog
      ref={dialogRef}
      className="ha-lightbox"
      aria-label={label}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={() => closing.current || finish()}
      onClick={onClick}
    >
      <button type="button" className="ha-lightbox__close" aria-label="Close" onClick={requestClose}>
        <span aria-hidden="true">×</span>
      </button>
      <div
        className="ha-lightbox__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        <figure className="ha-lightbox__figure">
          {item.video ? (
            !stopped && <LightboxPlayer key={item.src} video={item.video} title={item.alt || item.caption || 'Video player'} />
          ) : (
            <img
              key={item.src}
              ref={imageRef}
              className={`ha-lightbox__image${ratio ? ' ha-lightbox__image--sized' : ''}`}
              src={item.src}
              alt={item.alt}
              style={imageStyle}
              draggable={false}
              onLoad={onLoad}
              onError={onError}
            />
          )}
          {(item.caption || item.description || count > 1) && (
            <figcaption className="ha-lightbox__bar" aria-live="polite">
              <span className="ha-lightbox__caption">
                {item.caption}
                {item.description && <span className="ha-lightbox__description">{item.description}</span>}
              </span>
              {count > 1 && <span className="ha-lightbox__counter">{counterText(index, count)}</span>}
            </figcaption>
          )}
        </figure>
      </div>
      {count > 1 && (
        <>
          <button type="button" className="ha-lightbox__arrow ha-lightbox__arrow--prev" aria-label="Previous image" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="ha-lightbox__arrow ha-lightbox__arrow--next" aria-label="Next image" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </dialog>
  );
}
