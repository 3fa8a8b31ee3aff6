// Lengths from data-settings that a premount stylesheet lays a widget out with (a row height, a fold
// height), copied whole onto the wrapper as `--ha-set-{key}: 420px` while the loader first sees it.
// CSS cannot read a number out of the JSON; without the copy such a widget shows at its default size
// and jumps when it mounts. The build lists, per widget type, the settings its premount.ts declares,
// each with the unit of a plain number; the page builder's `{size, unit}` brings its own (one of the
// control's units, which the widget takes too).
import { settingNumber } from '../settings/number';
import { widgetTypeOf } from './elements';

export function copyPremountSettings(element: HTMLElement, unitsByType: Record<string, Record<string, string>>): void {
  const units = unitsByType[widgetTypeOf(element)[0]];
  if (units)
    try {
      const settings = JSON.parse(element.dataset.settings!);
      for (const key in units) {
        const value = settings[key];
        const size = settingNumber(value);
        // Not a number (NaN): not copied, so the stylesheet's default applies.
        if (size === size) element.style.setProperty(`--ha-set-${key}`, size + (value?.unit || units[key]));
      }
    } catch {
      // Not JSON, or null: nothing to copy.
    }
}
