// An event as a visitor meets it in any view: its link (with its target and rel), or with the popup
// on and no link a button; with neither it is plain text, no focus stop. With the popup on, a click,
// Enter or Space opens it, except a Ctrl-, Cmd- or Shift-click on a link, which the browser opens.
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useCalendar } from './context';
import { linkAttributes } from './events';
import type { CalendarEntry } from './layout';

interface EventItemProps {
  entry: CalendarEntry;
  className?: string;
  style?: CSSProperties;
  /** The element when the event has no link: the list's title is an `a` either way. */
  tag?: 'div' | 'a';
  children: ReactNode;
}

export function EventItem({ entry, className = '', style, tag: Tag = 'div', children }: EventItemProps) {
  const { details, popup, onOpen } = useCalendar();
  const info = details[entry.id];
  const link = linkAttributes(info);
  const classes = [className, ...entry.classNames].join(' ').trim() || undefined;
  const open = (event: SyntheticEvent<HTMLElement>) => {
    event.preventDefault();
    onOpen(info, event.currentTarget);
  };

  if (link) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (popup && !(event.ctrlKey || event.metaKey || event.shiftKey)) open(event);
    };
    return (
      <a className={classes} style={style} {...link} aria-haspopup={popup ? 'dialog' : undefined} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (!popup) {
    return (
      <Tag className={classes} style={style}>
        {children}
      </Tag>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') open(event);
  };
  return (
    <Tag className={classes} style={style} role="button" tabIndex={0} aria-haspopup="dialog" onClick={open} onKeyDown={onKeyDown}>
      {children}
    </Tag>
  );
}
