import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { nextLayout } from '../../scheduling/layout';
import type { ModeProps } from './AnimatedBox';
import { frontImage } from './dom';
import { coverRect, SCRATCH_BRUSH, scratchDone, scratchedFraction } from './scratch';
import { RevealButton } from './RevealButton';
import { useBox, useControls, useFocusBack } from './use-box';

/** How long the cover fades out once scratched enough, ms (also in animated-box.css). */
const FADE_MS = 400;
/** Cover colour when the front has neither a colour nor a picture. */
const FOIL = '#b8bcc2';

function loadImage(src: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  // A cross-origin picture without CORS would taint the canvas and hide what is scratched.
  image.crossOrigin = 'anonymous';
  image.src = src;
  return image.decode().then(
    () => image,
    () => null,
  );
}

/**
 * Paints the front's colour and picture on the canvas, sized to the box (sharp on dense screens).
 * Its size and colour are read right after a layout: read as the widget mounted, they laid out the
 * whole page.
 */
async function paintCover(canvas: HTMLCanvasElement, front: HTMLElement, signal: AbortSignal): Promise<boolean> {
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  const look = await nextLayout(front, signal, () => ({
    width: Math.max(1, Math.round(front.offsetWidth * ratio)),
    height: Math.max(1, Math.round(front.offsetHeight * ratio)),
    colour: getComputedStyle(front).backgroundColor,
  }));
  if (!look) return false;
  const { width, height, colour } = look;
  const source = frontImage(front);
  const image = source ? await loadImage(source) : null;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || !canvas.isConnected) return false;
  canvas.width = width;
  canvas.height = height;
  context.fillStyle = /^(transparent|rgba\(.*,\s*0\))$/.test(colour) && !image ? FOIL : colour;
  context.fillRect(0, 0, width, height);
  if (image) {
    const { x, y, w, h } = coverRect(image.naturalWidth || width, image.naturalHeight || height, width, height);
    context.drawImage(image, x, y, w, h);
  }
  return true;
}

/**
 * Scratch: the front is painted on a canvas laid over the box; pointer strokes erase it with an
 * 80 px round brush. Past the fill percent the canvas fades out and the back stays. A "Reveal"
 * button (seen when focused) does it at once for keyboards and assistive technology.
 */
export function ScratchMode({ dom, settings, env, reduce }: ModeProps) {
  const [state, setState] = useState<'front' | 'flipped'>('front');
  const [painted, setPainted] = useState(false);
  const [gone, setGone] = useState(false);
  const restorer = useBox(dom, state, { 'ha-animated-box--scratch': true, 'ha-animated-box--scratch-ready': painted });
  const focusBack = useFocusBack(dom, state, restorer);
  const host = useControls(dom.box);
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number; scale: number } | null>(null);
  const sampling = useRef(0);

  useEffect(() => {
    const mounted = new AbortController();
    paintCover(canvas.current!, dom.front, mounted.signal).then((ok) => !mounted.signal.aborted && ok && setPainted(true), env.report);
    return () => {
      mounted.abort();
      cancelAnimationFrame(sampling.current);
    };
    // Painted once: painting again would undo the scratching.
  }, [dom]);

  useEffect(() => {
    if (state !== 'flipped' || gone) return;
    const timer = setTimeout(() => setGone(true), reduce ? 0 : FADE_MS);
    return () => clearTimeout(timer);
  }, [state, gone, reduce]);

  const reveal = () => setState('flipped');

  const sample = () => {
    sampling.current = 0;
    const element = canvas.current;
    const context = element?.getContext('2d', { willReadFrequently: true });
    if (!element || !context || state !== 'front') return;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    if (scratchDone(scratchedFraction(data, element.width, element.height), settings.scratchFillPercent)) reveal();
  };

  /** The pointer in canvas pixels (the canvas is stretched to the box). */
  const at = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const element = event.currentTarget;
    const rect = element.getBoundingClientRect();
    const scale = element.width / rect.width;
    return { x: (event.clientX - rect.left) * scale, y: ((event.clientY - rect.top) * element.height) / rect.height, scale };
  };

  const stroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d', { willReadFrequently: true });
    const from = last.current;
    if (!context || !from) return;
    const to = at(event);
    context.globalCompositeOperation = 'destination-out';
    context.lineWidth = SCRATCH_BRUSH * to.scale;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
    if (!sampling.current) sampling.current = requestAnimationFrame(sample);
  };

  const down = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!painted || state !== 'front' || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = at(event);
    stroke(event);
  };

  const up = () => {
    if (!last.current) return;
    last.current = null;
    cancelAnimationFrame(sampling.current);
    sample();
  };

  return createPortal(
    <>
      {state === 'front' && (
        <RevealButton
          focusBack={focusBack}
          onReveal={() => {
            setGone(true);
            reveal();
          }}
        />
      )}
      {!gone && (
        <canvas
          ref={canvas}
          className={`ha-animated-box__canvas${state === 'flipped' ? ' ha-animated-box__canvas--done' : ''}`}
          aria-hidden="true"
          onPointerDown={down}
          onPointerMove={(event) => last.current && stroke(event)}
          onPointerUp={up}
          onPointerCancel={up}
        />
      )}
    </>,
    host,
  );
}
