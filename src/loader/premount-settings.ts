// Numbers from data-settings that a premount stylesheet lays a widget out with (a row height, a fold
// height), copied onto the wrapper as `--ha-set-{key}` while the loader first sees it. CSS cannot read
// a number out of the JSON; without the copy such a widget shows at its default size and jumps when it
// mounts. The build lists, per widget type, the keys that its premount.css names.
import { settingNumber } from '../settings/number';
import { widgetTypeOf } from './elements';

export function copyPremountSettings(element: HTMLElement, keysByType: Record<string, string[]>): void {
  const keys = keysByType[widgetTypeOf(element)[0]];
  if (!keys) return;
  let settings: Record<string, unknown> | null;
  try {
    settings = JSON.parse(element.dataset.settings!);
  } catch {
    return;
  }
  for (const key of keys) {
    const value = settingNumber(settings?.[key]);
    if (Number.isFinite(value)) element.style.setProperty(`--ha-set-${key}`, String(value));
  }
}
