import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetEnv } from '../../api-types';
import { isEscapeKey, isTopDialog, useDialogFocus, type ReturnFocus } from '../overlay';
import { createRestorer } from '../restorer';
import { lockScroll } from '../scroll-lock';
import { useEvent } from '../use-event';
import { useLinkButtons } from '../use-link-button';
import { LOAD_FAILED, modalClasses, QUICK_VIEW_BUTTON, quickViewLabel, quickViewUrl } from './logic';

interface Request {
  /** Counts the openings, so that a second opening of the same product loads again. */
  serial: number;
  url: string | null;
  classes: string[];
  label: string;
}

type Status = 'loading' | 'ready' | 'failed';

/** What names the product a button belongs to: the item's own heading. */
function productName(button: Element): string | null {
  const item = button.closest('article, .ha-slick-slide, [data-product-id]');
  return item?.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? null;
}

/**
 * The add-on's product quick view for every `.ha-pqv-btn[data-mfp-src]` inside `container` (a
 * carousel's copies too): the button GETs the product's HTML from its `data-mfp-src` (same origin
 * only), which is sanitised and shown in a modal dialog that holds the focus, closes on Escape, the
 * close button or the backdrop, and gives the focus back to the button. A failed load says
 * 'The product could not be loaded'. Returns the dialog to render.
 */
export function useQuickView(container: HTMLElement, env: Pick<WidgetEnv<unknown>, 'id' | 'report'>): ReactNode {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('loading');
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const [headingId, setHeadingId] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<ReturnFocus>(null);
  const restorer = useMemo(createRestorer, [container]);
  const dialogId = `ha-pqv-dialog-${env.id}`;

  // The buttons are links to "#" that open a dialog: say so, and let Space open them as well.
  useLayoutEffect(() => {
    for (const button of container.querySelectorAll<HTMLElement>(QUICK_VIEW_BUTTON)) {
      restorer.attr(button, 'role', 'button');
      restorer.attr(button, 'aria-haspopup', 'dialog');
    }
    return () => restorer.restore();
  }, [container, restorer]);

  const show = (button: HTMLElement) => {
    returnFocus.current = button;
    setStatus('loading');
    setHeadingId(null);
    setRequest((before) => ({
      serial: (before?.serial ?? 0) + 1,
      url: quickViewUrl(button.getAttribute('data-mfp-src'), location.href),
      classes: modalClasses(button.getAttribute('data-modal-class')),
      label: quickViewLabel(productName(button)),
    }));
    setOpen(true);
  };

  useLinkButtons(container, QUICK_VIEW_BUTTON, (button) => show(button), env.report);

  // Loads the product for each opening; closing or a newer opening drops a pending load.
  useEffect(() => {
    const target = content.current;
    if (!request || !open || !target) return;
    target.replaceChildren();
    if (!request.url) {
      setStatus('failed');
      return;
    }
    const controller = new AbortController();
    import('./content')
      .then(({ loadQuickView }) => loadQuickView(request.url!, controller.signal))
      .then((nodes) => {
        if (controller.signal.aborted) return;
        if (!nodes) return setStatus('failed');
        target.replaceChildren(nodes);
        const heading = target.querySelector<HTMLElement>('h1, h2, h3, h4');
        if (heading) {
          if (!heading.id) heading.id = `${dialogId}-title`;
          setHeadingId(heading.id);
        }
        setStatus('ready');
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        setStatus('failed');
        env.report(error);
      });
    return () => controller.abort();
  }, [request, open]);

  useLayoutEffect(() => {
    if (!open) return;
    return lockScroll();
  }, [open]);

  useDialogFocus(dialog, open, returnFocus);

  const close = () => {
    setOpen(false);
    content.current?.replaceChildren();
  };

  useEvent(
    open ? document : null,
    'keydown',
    (event) => {
      if (!isEscapeKey(event) || event.defaultPrevented || !isTopDialog(dialog)) return;
      event.preventDefault();
      close();
    },
    env.report,
  );

  if (!request) return null;
  return createPortal(
    <div className="ha-pqv-modal" hidden={!open} data-ha-quick-view="">
      <div className="ha-pqv-modal__backdrop" onClick={close} />
      <div
        ref={setDialog}
        id={dialogId}
        className="ha-pqv-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={headingId ? undefined : request.label}
        aria-labelledby={headingId ?? undefined}
        aria-busy={status === 'loading'}
        tabIndex={-1}
      >
        <button type="button" className="ha-pqv-modal__close" aria-label="Close quick view" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <div ref={content} className={['ha-pqv-modal__content', ...request.classes].join(' ')} />
        {status === 'loading' ? <p className="ha-pqv-modal__status">Loading…</p> : null}
        {status === 'failed' ? (
          <p className="ha-pqv-modal__error" role="alert">
            {LOAD_FAILED}
          </p>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
