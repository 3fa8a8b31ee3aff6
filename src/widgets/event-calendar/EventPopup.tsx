// The event popup: a native modal <dialog> (focus stays inside, the page behind is inert) with the
// add-on's popup classes. Closes on the close button, Escape and a click on the backdrop.
import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { sanitizeFragment } from '../../services/sanitize';
import type { PopupTexts } from './dom';
import { linkAttributes, type EventDetails } from './events';

export interface EventPopupProps {
  details: EventDetails;
  time: string;
  texts: PopupTexts;
  /** Called once, after the dialog has closed. */
  onClosed(): void;
}

/**
 * A div holding HTML from the server's template or the events' settings, sanitised and added as nodes
 * (no HTML string is assigned, so this works on a page that enforces Trusted Types).
 */
function Markup({ html, className, hidden }: { html: string; className: string; hidden?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.replaceChildren(sanitizeFragment(html)), [html]);
  return <div ref={ref} className={className} aria-hidden={hidden ? 'true' : undefined} />;
}

function Icon({ svg, className }: { svg: string; className: string }) {
  return svg ? <Markup html={svg} className={className} hidden /> : null;
}

function Meta(props: { kind: 'time' | 'guest' | 'location'; title: string; icon: string; value: string }) {
  return (
    <li className={`ha-ec-event-${props.kind}-wrap`}>
      <Icon svg={props.icon} className={`ha-ec-${props.kind}-icon`} />
      <div className={`ha-ec-${props.kind}-content`}>
        {props.title && <span className={`ha-ec-${props.kind}-title`}>{props.title}</span>}
        <span className={`ha-ec-event-${props.kind}`}>{props.value}</span>
      </div>
    </li>
  );
}

export function EventPopup({ details, time, texts, onClosed }: EventPopupProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closed = useRef(false);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const link = linkAttributes(details);

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    return () => {
      // Unmounted from outside (the widget went away): close quietly.
      closed.current = true;
      if (dialog.open) dialog.close();
    };
  }, []);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    // Closed first, so the page is no longer inert when focus goes back to the event.
    if (dialogRef.current?.open) dialogRef.current.close();
    onClosed();
  };

  // Only a click that both starts and ends on the backdrop closes (not a text selection dragged out).
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="ha-ec-popup-wrapper ha-ec-popup-ready"
      {...(details.title ? { 'aria-labelledby': titleId } : { 'aria-label': 'Event' })}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={onClick}
    >
      <div className="ha-ec-popup">
        <button type="button" className="ha-ec-popup-close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="ha-ec-popup-body-wrap">
          <div className="ha-ec-popup-body">
            {details.image && (
              <div className="ha-ec-popup-image">
                <img src={details.image} alt="" />
              </div>
            )}
            <div className="ha-ec-popup-content">
              <ul>
                <Meta kind="time" title={texts.timeTitle} icon={texts.icons.time} value={time} />
                {details.guest && (
                  <Meta kind="guest" title={texts.guestTitle} icon={texts.icons.guest} value={details.guest} />
                )}
                {details.location && (
                  <Meta kind="location" title={texts.locationTitle} icon={texts.icons.location} value={details.location} />
                )}
              </ul>
              {details.title && (
                <h3 id={titleId} className="ha-ec-event-title">
                  {details.title}
                </h3>
              )}
              {details.description && (
                <Markup html={details.description} className="ha-ec-popup-desc" />
              )}
              {link && (
                <div className="ha-ec-popup-readmore">
                  <a className="ha-ec-popup-readmore-link" {...link}>
                    {texts.readMore}
                  </a>
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </dialog>
  );
}
