import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { ButtonSwitcher } from './ButtonSwitcher';
import { findSwitcher } from './dom';
import { switcherMode } from './logic';
import type { SwitcherSettings } from './settings';
import { ToggleSwitcher } from './ToggleSwitcher';

/** Adopts the server-printed switcher: one content section shows at a time, picked by buttons or a toggle. */
export function ContentSwitcher({ container, settings, env }: WidgetProps<SwitcherSettings>) {
  const dom = useMemo(() => findSwitcher(container), [container]);
  const run = dom && switcherMode(settings.select_design, { buttons: dom.buttons.length > 0, toggle: !!dom.toggle });

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!run) return env.warn('no .ha-cs-button or input.ha-cs-toggle-switch found; nothing to switch');
    if (run.mismatch) {
      const [missing, used] = run.mode === 'button' ? ['toggle', 'buttons'] : ['buttons', 'toggle'];
      env.warn(`the markup has no ${missing} for design "${settings.select_design}"; using its ${used}`);
    }
    const orphans = run.mode === 'button' ? dom!.buttons.filter((item) => !item.section) : [];
    if (orphans.length)
      env.warn(`no content section for data-content-id ${orphans.map((item) => `"${item.button.dataset.contentId ?? ''}"`).join(', ')}`);
  }, []);

  if (!dom?.row || !run) return null;
  return run.mode === 'button' ? (
    <ButtonSwitcher row={dom.row} items={dom.buttons} env={env} />
  ) : (
    <ToggleSwitcher parts={dom.toggle!} env={env} />
  );
}
