import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { atom } from 'nanostores';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { usableId } from '../../ui/usable-id';
import { isActivationKey } from '../../ui/keys';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { findDropbar, OPEN_CLASS, type DropbarDom } from './dom';
import { templateRequestUrl, usableTemplateId } from './logic';
import type { DropbarSettings } from './settings';

type Status = 'idle' | 'loading' | 'done' | 'failed';

/** The spec's whole message for a template that did not load. */
export const LOAD_ERROR = 'Script Loaded Error';

const OPEN_MS = 200;

/** The dropbar opened last: the others close, so two hover dropbars side by side never overlap. */
const lastOpened = atom<HTMLElement | null>(null);

const isMouse = (event: Event) => (event as PointerEvent).pointerType === 'mouse';

/**
 * Enhances a server-printed dropbar: a disclosure button and its drop panel. The template named in
 * the settings is fetched once, on the first open, and appended to the panel; widgets in it mount.
 */
export function Dropbar({ container, settings, env }: WidgetProps<DropbarSettings>) {
  const dom = useMemo(() => findDropbar(container), [container]);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const restorer = useMemo(createRestorer, [dom]);
  const animate = !useStore(reducedMotion) && !env.editMode;
  const latest = useStore(lastOpened);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loading = useRef<AbortController | null>(null);
  const appended = useRef<ChildNode[]>([]);
  const slide = useRef<Animation | null>(null);
  const wasOpen = useRef(false);
  const hover = settings.mode === 'hover';
  const templateId = settings.ajax_template && usableTemplateId(settings.template_id) ? settings.template_id : null;

  // Once, about the markup and settings the widget mounted with.
  useEffect(() => {
    if (!dom) env.warn('no .ha-dropbar__wrapper > .ha-dropbar__inner with a .ha-dropbar__button and .ha-dropbar__content-wrapper > .ha-dropbar__content found');
    else if (settings.ajax_template && templateId === null) env.warn('ajax_template is on but template_id is empty; nothing to load');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    applyStructure(dom, env.id, restorer);
    return () => {
      clearTimeout(hideTimer.current);
      loading.current?.abort();
      slide.current?.cancel();
      // Widgets inside the template have been unmounted already (children go first).
      for (const node of appended.current) node.remove();
      appended.current = [];
      wasOpen.current = false;
      if (lastOpened.get() === dom.root) lastOpened.set(null);
      restorer.restore();
    };
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    const opening = open && !wasOpen.current;
    const closing = !open && wasOpen.current;
    wasOpen.current = open;
    // Hiding a panel that holds focus would drop focus onto the page body.
    if (closing && dom.panel.contains(document.activeElement)) dom.button.focus({ preventScroll: true });
    restorer.toggle(dom.root, OPEN_CLASS, open);
    restorer.attr(dom.button, 'aria-expanded', String(open));
    restorer.attr(dom.panel, 'hidden', open ? null : '');
    if (closing) {
      slide.current?.cancel();
      if (lastOpened.get() === dom.root) lastOpened.set(null);
    }
    if (opening) {
      lastOpened.set(dom.root);
      if (animate)
        slide.current = dom.panel.animate(
          [
            { opacity: 0, transform: 'translateY(-8px)' },
            { opacity: 1, transform: 'none' },
          ],
          { duration: OPEN_MS, easing: 'ease-out' },
        );
    }
  }, [dom, open, animate, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.attr(dom.content, 'aria-busy', status === 'loading' ? 'true' : null);
    // The placeholder shows until the load has ended, and not at all when nothing is to load.
    const ended = templateId === null || status === 'done' || status === 'failed';
    if (dom.loader) restorer.attr(dom.loader, 'hidden', ended ? '' : null);
  }, [dom, status, templateId, restorer]);

  // Another dropbar opened: this one closes, unless the other sits inside this one's panel.
  useEffect(() => {
    if (open && dom && latest && latest !== dom.root && !dom.panel.contains(latest)) setOpen(false);
  }, [latest]);

  // The template loads once per mount, on the first open; a failure is not retried (spec: loaded once).
  useEffect(() => {
    if (!open || !dom || templateId === null || loading.current) return;
    const control = (loading.current = new AbortController());
    setStatus('loading');
    import('./template')
      .then(({ loadTemplate }) => {
        const url = templateRequestUrl(env.config.templateUrl, document.baseURI, {
          id: templateId,
          dev: env.editMode,
          signature: settings.signature,
        });
        return loadTemplate(url, {
          nonce: env.config.cspNonce,
          extraScriptOrigins: env.config.templateScriptOrigins,
          signal: control.signal,
        });
      })
      .then(
        (fragment) => {
          if (control.signal.aborted) return;
          appended.current = [...fragment.childNodes];
          dom.content.append(fragment);
          setStatus('done');
          window.haWidgets?.scan(dom.content);
        },
        () => {
          if (control.signal.aborted) return;
          console.error(LOAD_ERROR);
          setStatus('failed');
        },
      )
      .catch(env.report);
  }, [open, dom, templateId]);

  const close = () => {
    clearTimeout(hideTimer.current);
    setOpen(false);
  };

  useEvent(
    dom?.button,
    'click',
    (event) => {
      clearTimeout(hideTimer.current);
      // In hover mode the mouse opened it on the way in; its click must not close it again.
      if (hover && isMouse(event)) setOpen(true);
      else setOpen((was) => !was);
    },
    env.report,
  );

  useEvent(
    dom && !(dom.button instanceof HTMLButtonElement) ? dom.button : null,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key)) return;
      event.preventDefault();
      dom?.button.click();
    },
    env.report,
  );

  // Pointer hover only for a mouse: a touch "enter" comes with the tap's click, which toggles.
  useEvent(
    hover ? dom?.inner : null,
    'pointerenter',
    (event) => {
      if (!isMouse(event)) return;
      clearTimeout(hideTimer.current);
      setOpen(true);
    },
    env.report,
  );

  useEvent(
    hover ? dom?.inner : null,
    'pointerleave',
    (event) => {
      if (!isMouse(event) || !open) return;
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setOpen(false), settings.hide_delay);
    },
    env.report,
  );

  useEvent(
    open ? document : null,
    'keydown',
    (event) => {
      if (event.key === 'Escape') close();
    },
    env.report,
  );

  // composedPath, not contains: the clicked node may have left the document by now.
  useEvent(
    open ? document : null,
    'click',
    (event) => {
      if (dom && !event.composedPath().includes(dom.inner)) close();
    },
    env.report,
  );

  useEvent(
    open ? dom?.inner : null,
    'focusout',
    (event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (dom && next instanceof Node && !dom.inner.contains(next)) close();
    },
    env.report,
  );

  return null;
}

/** The WAI-ARIA disclosure pattern: the button names the panel it controls. */
function applyStructure(dom: DropbarDom, widgetId: string, restorer: Restorer): void {
  restorer.attr(dom.root, 'data-ha-dropbar', '');
  if (!usableId(dom.panel)) restorer.attr(dom.panel, 'id', `ha-dropbar-panel-${widgetId}`);
  restorer.attr(dom.button, 'aria-controls', dom.panel.id);
  if (dom.button instanceof HTMLButtonElement) {
    // A button inside a form would otherwise submit it.
    if (!dom.button.hasAttribute('type')) restorer.attr(dom.button, 'type', 'button');
  } else {
    restorer.attr(dom.button, 'role', 'button');
    restorer.attr(dom.button, 'tabindex', '0');
  }
}
