// The box's two printed toggle buttons (expand shows while collapsed, collapse while expanded) as
// buttons of the WAI-ARIA disclosure pattern: named, keyboard-operable, naming the body they control;
// focus moves to the other one when they swap, so it is never lost.
import { useLayoutEffect, useRef } from 'react';
import { isActivationKey } from '../../ui/keys';
import type { Restorer } from '../../ui/restorer';
import { usableId } from '../../ui/usable-id';
import { useEvent } from '../../ui/use-event';
import type { TocDom } from './dom';

export const OPEN_LABEL = 'Open table of contents';
export const CLOSE_LABEL = 'Close table of contents';

export function useToggleButtons(
  dom: TocDom | null,
  collapsed: boolean,
  setCollapsed: (collapsed: boolean) => void,
  restorer: Restorer,
  widgetId: string,
  report: (error: unknown) => void,
): void {
  const swapped = useRef(false);
  const buttons = dom?.expand && dom.collapse && dom.body ? { expand: dom.expand, collapse: dom.collapse, body: dom.body } : null;

  useLayoutEffect(() => {
    if (!buttons) return;
    if (!usableId(buttons.body)) restorer.attr(buttons.body, 'id', `ha-toc-body-${widgetId}`);
    for (const [button, label] of [[buttons.expand, OPEN_LABEL], [buttons.collapse, CLOSE_LABEL]] as const) {
      restorer.attr(button, 'role', 'button');
      restorer.attr(button, 'tabindex', '0');
      restorer.attr(button, 'aria-controls', buttons.body.id);
      if (!button.textContent?.trim()) restorer.attr(button, 'aria-label', label);
    }
  }, [dom]);

  useLayoutEffect(() => {
    if (!buttons) return;
    for (const button of [buttons.expand, buttons.collapse]) restorer.attr(button, 'aria-expanded', String(!collapsed));
    restorer.attr(buttons.expand, 'hidden', collapsed ? null : '');
    restorer.attr(buttons.collapse, 'hidden', collapsed ? '' : null);
    if (swapped.current) (collapsed ? buttons.expand : buttons.collapse).focus();
    swapped.current = false;
  }, [dom, collapsed]);

  const toggle = (to: boolean) => {
    swapped.current = document.activeElement === buttons?.expand || document.activeElement === buttons?.collapse;
    setCollapsed(to);
  };
  const onKey = (to: boolean) => (event: KeyboardEvent) => {
    if (!isActivationKey(event.key)) return;
    event.preventDefault();
    toggle(to);
  };
  useEvent(buttons?.expand, 'click', () => toggle(false), report);
  useEvent(buttons?.collapse, 'click', () => toggle(true), report);
  useEvent(buttons?.expand, 'keydown', onKey(false), report);
  useEvent(buttons?.collapse, 'keydown', onKey(true), report);
}
