import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { useDialogFocus, type ReturnFocus } from '../../ui/overlay';
import { createRestorer } from '../../ui/restorer';
import { lockScroll } from '../../ui/scroll-lock';
import { useEvent } from '../../ui/use-event';
import { findAgeGate } from './dom';
import { expiryAfter, isOldEnough, storedState } from './logic';
import type { AgeGateSettings } from './settings';
import { clearExpiry, readExpiry, writeExpiry } from './storage';

/**
 * open: the gate asks. warned: a date of birth below the required age; the gate still asks.
 * refused: the visitor answered no; the question goes, the warning stays. passed: the gate is gone.
 */
type Phase = 'open' | 'warned' | 'refused' | 'passed';

function firstPhase(editMode: boolean, settings: AgeGateSettings): Phase {
  if (editMode) {
    // The editor starts every preview from a clean visitor.
    clearExpiry();
    return settings.editor_mood === 'no' ? 'passed' : 'open';
  }
  const state = storedState(readExpiry(), new Date());
  if (state === 'expired') clearExpiry();
  return state === 'valid' ? 'passed' : 'open';
}

/**
 * The add-on's age gate on its server markup: a modal dialog over the page (scroll locked, focus
 * held inside) until the visitor confirms; the confirmation is kept for `age_gate_cookies_time` days.
 * In the editor it only shows (or not, by `editor_mood`), never locks the page.
 */
export function AgeGate({ container, settings, env }: WidgetProps<AgeGateSettings>) {
  const dom = useMemo(() => findAgeGate(container), [container]);
  const [phase, setPhase] = useState<Phase>(() => firstPhase(env.editMode, settings));
  const restorer = useMemo(createRestorer, [dom]);
  const shown = phase !== 'passed';
  const modal = shown && !env.editMode;

  useLayoutEffect(() => {
    if (!dom) return;
    const { box, title, description } = dom;
    restorer.attr(box, 'role', 'dialog');
    restorer.attr(box, 'aria-modal', 'true');
    restorer.attr(box, 'tabindex', '-1');
    const titleId = title && (title.id || `ha-age-gate-title-${env.id}`);
    if (title && titleId) restorer.attr(title, 'id', titleId);
    if (titleId) restorer.attr(box, 'aria-labelledby', titleId);
    else restorer.attr(box, 'aria-label', 'Age verification');
    if (description) {
      const descriptionId = description.id || `ha-age-gate-description-${env.id}`;
      restorer.attr(description, 'id', descriptionId);
      restorer.attr(box, 'aria-describedby', descriptionId);
    }
    if (dom.date && !dom.date.labels?.length && !dom.date.hasAttribute('aria-label')) restorer.attr(dom.date, 'aria-label', 'Date of birth');
    return () => restorer.restore();
  }, [dom, restorer, env.id]);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.style(dom.wrapper, 'display', shown ? '' : 'none');
    const warned = phase === 'warned' || phase === 'refused';
    if (dom.warning) {
      restorer.style(dom.warning, 'display', warned ? 'block' : 'none');
      restorer.attr(dom.warning, 'role', warned ? 'alert' : null);
      restorer.attr(dom.warning, 'tabindex', phase === 'refused' ? '-1' : null);
    }
    if (dom.form) restorer.style(dom.form, 'display', phase === 'refused' ? 'none' : '');
  }, [dom, phase, shown, restorer]);

  // Focus held inside while the question is asked, then back where it was.
  const returnFocus = useRef<ReturnFocus>(null);
  useDialogFocus(dom?.box ?? null, modal, returnFocus);
  useEffect(() => (dom && modal ? lockScroll() : undefined), [dom, modal]);

  useEffect(() => {
    // With the question gone, the warning is what the held focus rests on.
    if (phase === 'refused' && dom) (dom.warning ?? dom.box).focus();
  }, [phase, dom]);

  const pass = () => {
    if (!env.editMode) {
      const expires = expiryAfter(new Date(), settings.age_gate_cookies_time);
      if (expires) writeExpiry(expires);
    }
    setPhase('passed');
  };

  const confirm = () => {
    if (dom?.variant === 'confirm-dob' && !isOldEnough(dom.date?.value ?? '', settings.userbirth, new Date())) setPhase('warned');
    else pass();
  };

  useEvent(dom?.confirm, 'click', (event) => (event.preventDefault(), confirm()), env.report);
  useEvent(dom?.refuse, 'click', (event) => (event.preventDefault(), setPhase('refused')), env.report);
  useEvent(
    dom?.date,
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      confirm();
    },
    env.report,
  );

  return null;
}
