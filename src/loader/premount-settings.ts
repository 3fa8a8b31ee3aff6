// What a premount stylesheet needs from data-settings, copied onto the wrapper while the loader first
// sees it (CSS cannot read JSON, and a substring of it breaks when the CMS orders or escapes it
// otherwise):
// - every short plain value of an `ha-` widget (a number, also a slider's size, or a word) as a token
//   ` key:value` in `data-ha-set`, matched exactly with `[data-ha-set~="navigation:dots"]`, or a key's
//   presence with `[data-ha-set*=" key:"]`;
// - the lengths the widgets' premount.ts files declare, whole, as `--ha-set-{key}: 420px`. The build
//   lists their keys (one list for all types, each also for `_tablet` and `_mobile`: a copy no
//   stylesheet of the widget's type reads does nothing); a plain number is in px, the page builder's
//   `{size, unit}` brings its own.
// Without the copy such a widget shows at its default shape and jumps when it mounts.
import { settingNumber } from '../settings/number';
import { widgetTypeOf } from './elements';

/** A value a token can hold: no space, no colon, short (a long text is no layout choice). */
const TOKEN = /^[\w.-]{1,32}$/;

export function copyPremountSettings(element: HTMLElement, lengths: string[]): void {
  if (widgetTypeOf(element)[0].startsWith('ha-'))
    try {
      const settings = JSON.parse(element.dataset.settings!);
      let tokens = '';
      for (const key in settings) {
        const value = settings[key];
        const size = settingNumber(value);
        // A number (also a slider's `{size, unit}`) as a number; not one (NaN): as printed.
        const plain = size === size ? size : value;
        if (TOKEN.test(plain)) tokens += ` ${key}:${plain}`;
        if (size === size && lengths.includes(key.replace(/_(tablet|mobile)$/, ''))) element.style.setProperty(`--ha-set-${key}`, size + (value?.unit || 'px'));
      }
      element.setAttribute('data-ha-set', tokens + ' ');
    } catch {
      // Not JSON, or null: nothing to copy.
    }
}
