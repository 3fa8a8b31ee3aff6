import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { atom } from 'nanostores';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { isActivationKey } from '../../ui/keys';
import { PlayerControls, useVideoBasics, useAutoplay, usePlayer, useOverlay, useVideoSource, type PlayerSource } from '../../ui/media';
import { useEvent } from '../../ui/use-event';
import { CLOSED, findSticky, pastHalf, STUCK, type StickyDom } from './dom';
import type { StickySettings } from './settings';

/** The sticky video that played last: only it may float (another one starting takes its place). */
const floating = atom<object | null>(null);

export function StickyVideo({ container, element, settings, env }: WidgetProps<StickySettings>) {
  const { dom, source } = useVideoSource(container, findSticky, env);
  return dom && source ? <Sticky dom={dom} source={source} element={element} settings={settings} env={env} /> : null;
}

interface StickyProps extends Pick<WidgetProps<StickySettings>, 'element' | 'settings' | 'env'> {
  dom: StickyDom;
  source: PlayerSource;
}

function Sticky({ dom, source, element, settings, env }: StickyProps) {
  const { restorer, host, setHost, title, autoplay, native } = useVideoBasics(dom.media, source, settings.autoplay, env.editMode);
  const played = usePlayer(source, { element, env, kind: 'video', title, muted: settings.muted || autoplay, providerControls: false });
  // The visitor's actions (controls, poster, click) end autoplay; until then it plays while on screen.
  const player = useAutoplay(played, autoplay, dom.box);
  const overlay = settings.overlay ? dom.overlay : null;
  const playing = !player.state.paused;
  const self = useMemo(() => ({}), []);
  const owner = useStore(floating);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [closed, setClosed] = useState(false);
  const boxHeight = useRef(0);
  const stuck = settings.sticky && !closed && owner === self && scrolledPast && player.started;

  useLayoutEffect(() => {
    if (native) {
      restorer.snapshot(native);
      restorer.attr(native, 'controls', null);
      if (settings.muted || autoplay) restorer.attr(native, 'muted', '');
      if (settings.loop) restorer.attr(native, 'loop', '');
    }
    if (dom.overlay && !overlay) restorer.attr(dom.overlay, 'hidden', '');
    if (dom.close) {
      restorer.attr(dom.close, 'role', 'button');
      restorer.attr(dom.close, 'tabindex', '0');
      restorer.attr(dom.close, 'aria-label', `Close the floating ${title}`);
    }
    restorer.addClass(dom.box, 'ha-sticky-video--mounted');
    const bar = restorer.create('div', 'ha-sticky-video-controls');
    dom.box.append(bar);
    setHost(bar);
    return () => {
      setHost(null);
      restorer.restore();
    };
  }, [dom, restorer, native, overlay, title]);

  useLayoutEffect(() => {
    if (host) restorer.attr(host, 'hidden', overlay && !player.started ? '' : null);
  }, [host, restorer, overlay, player.started]);

  // A start makes it the one that may float, and undoes a close.
  useEffect(() => {
    if (!playing) return;
    floating.set(self);
    setClosed(false);
  }, [playing, self]);
  useEffect(() => () => void (floating.get() === self && floating.set(null)), [self]);

  // Where the box is, from the browser's reports: no layout read of ours while scrolling.
  useEffect(() => {
    if (!settings.sticky) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { boundingClientRect } = entries[entries.length - 1];
        setScrolledPast(pastHalf(boundingClientRect.top, boundingClientRect.height));
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(dom.wrap);
    return () => observer.disconnect();
  }, [dom, settings.sticky]);

  // The box's height while in the flow, which the wrap keeps while the box floats.
  useEffect(() => {
    const observer = new ResizeObserver((entries) => {
      if (!dom.box.classList.contains(STUCK)) boxHeight.current = entries[entries.length - 1].borderBoxSize[0].blockSize;
    });
    observer.observe(dom.box);
    return () => observer.disconnect();
  }, [dom]);

  useLayoutEffect(() => {
    restorer.style(dom.wrap, 'min-height', stuck && boxHeight.current ? `${boxHeight.current}px` : '');
    restorer.toggle(dom.box, STUCK, stuck);
    restorer.toggle(dom.box, CLOSED, closed);
  }, [dom, restorer, stuck, closed]);


  const close = () => {
    setClosed(true);
    player.pause();
  };
  useEvent(dom.close, 'click', close, env.report);
  useEvent(
    dom.close,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      close();
    },
    env.report,
  );
  useOverlay(overlay, title, player.started, player.play, restorer, env.report);

  return host
    ? createPortal(
        <PlayerControls title={title} player={player} volume volumeBar />,
        host,
      )
    : null;
}
