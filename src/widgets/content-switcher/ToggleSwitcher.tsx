import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetEnv } from '../../api-types';
import { notifyNestedChange } from '../../ui/nested-change';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { ACTIVE, type ToggleParts } from './dom';
import { sideFor } from './logic';

interface Props {
  parts: ToggleParts;
  env: WidgetEnv<unknown>;
}

/**
 * The two-item designs: the checkbox is a switch (Space toggles it natively) named by the secondary
 * title; checked shows the secondary section. The titles beside it pick their own side on click.
 */
export function ToggleSwitcher({ parts, env }: Props) {
  const { input, primary, secondary, primarySection, secondarySection } = parts;
  // The live property, not the attribute: the browser may have restored the visitor's last choice.
  const [checked, setChecked] = useState(() => input.checked);
  const restorer = useMemo(createRestorer, [parts]);
  const shown = useRef(checked);

  useLayoutEffect(() => {
    restorer.attr(input, 'role', 'switch');
    const title = secondary?.querySelector(':scope > span');
    if (title) {
      if (!title.id) restorer.attr(title, 'id', `ha-cs-title-${env.id}-2`);
      restorer.attr(input, 'aria-labelledby', title.id);
    } else restorer.attr(input, 'aria-label', 'Switch content');
    const controls = [primarySection?.id, secondarySection?.id].filter(Boolean).join(' ');
    if (controls) restorer.attr(input, 'aria-controls', controls);
    return () => {
      restorer.restore();
      input.checked = input.defaultChecked;
    };
  }, [parts, env.id, restorer]);

  useLayoutEffect(() => {
    const side = sideFor(checked);
    for (const [title, section, name] of [
      [primary, primarySection, 'primary'],
      [secondary, secondarySection, 'secondary'],
    ] as const) {
      const on = side === name;
      if (title) restorer.toggle(title, ACTIVE, on);
      if (section) {
        restorer.toggle(section, ACTIVE, on);
        restorer.attr(section, 'hidden', on ? null : '');
      }
    }
    if (shown.current === checked) return;
    shown.current = checked;
    const section = checked ? secondarySection : primarySection;
    if (section) notifyNestedChange({ element: section, index: checked ? 1 : 0, expanded: true });
  }, [parts, checked, restorer]);

  useEvent(input, 'change', () => setChecked(input.checked), env.report);

  const pick = (value: boolean) => {
    input.checked = value;
    setChecked(value);
  };
  useEvent(primary, 'click', () => pick(false), env.report);
  useEvent(secondary, 'click', () => pick(true), env.report);

  return null;
}
