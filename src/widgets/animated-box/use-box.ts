// What every mode does to the server markup: the state class, mode classes, the hidden face made
// inert, and a place for added controls. Unmounting puts it all back.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createRestorer, type Restorer } from '../../ui/restorer';
import type { BoxDom } from './dom';
import { BOX_STATES, stateClass, type BoxState } from './logic';

export function useBox(dom: BoxDom, state: BoxState, classes: Record<string, boolean>): Restorer {
  const restorer = useMemo(createRestorer, [dom]);
  useLayoutEffect(() => () => restorer.restore(), [restorer]);

  const key = JSON.stringify(classes);
  useLayoutEffect(() => {
    const { box, front, back } = dom;
    for (const each of BOX_STATES) restorer.toggle(box, stateClass(each), each === state);
    for (const [name, on] of Object.entries(classes)) restorer.toggle(box, name, on);
    // The face not shown is neither focused nor read.
    restorer.attr(front, 'inert', state === 'front' ? null : '');
    restorer.attr(back, 'inert', state === 'front' ? '' : null);
  }, [restorer, dom, state, key]);

  // The mode's resting look applies at once, not as a transition from the served look: transitions
  // come back once a frame has been styled with it (no forced layout while mounting).
  useLayoutEffect(() => {
    const faces = [dom.front, dom.back];
    for (const face of faces) restorer.style(face, 'transition', 'none');
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => faces.forEach((face) => restorer.style(face, 'transition', '')));
    });
    return () => cancelAnimationFrame(frame);
  }, [restorer, dom]);
  return restorer;
}

/**
 * An element first in the box (so its controls come first in the tab order) that lays out nothing
 * itself (`display: contents`): what is rendered into it is positioned against the box.
 */
export function useControls(box: HTMLElement): HTMLElement {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'ha-animated-box__ui';
    return element;
  });
  useLayoutEffect(() => {
    box.prepend(host);
    return () => host.remove();
  }, [box, host]);
  return host;
}

/**
 * Once revealed for good, focus goes from the reveal button (which goes away) to the back. Returns
 * the flag the button sets.
 */
export function useFocusBack(dom: BoxDom, state: BoxState, restorer: Restorer) {
  const wanted = useRef(false);
  useEffect(() => {
    if (state !== 'flipped' || !wanted.current) return;
    wanted.current = false;
    restorer.attr(dom.back, 'tabindex', '-1');
    dom.back.focus();
  }, [dom, state, restorer]);
  return wanted;
}
