// The unfold widget's settings (data-settings, the add-on's frontend_available controls). The folded
// button label is not among them: it is the server's own button content, printed from unfold_text
// and unfold_icon, and is put back as it was whenever the content folds.
import { num, oneOf, responsive, schema, str, type Field, type SettingsOf } from '../../settings/schema';
import { pxSlider } from '../../ui/style-fields';
import { DEFAULT_DURATION, iconClass } from './logic';
import { FOLD_HEIGHT } from './premount';

/** The page builder's icon control, `{value: 'fas fa-x', library}`: its class list, '' for none. */
function icon(): Field<string> {
  return {
    default: '',
    coerce(value) {
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return { ok: true, value: '' };
      const classes = value && typeof value === 'object' && 'value' in value ? iconClass((value as { value: unknown }).value) : null;
      return classes === null ? { ok: false, value: '' } : { ok: true, value: classes };
    },
  };
}

export const unfoldSchema = schema({
  trigger: oneOf(['click', 'hover'], 'click'),
  // A number control; empty on a device means the next wider device's value.
  fold_height: responsive(pxSlider(FOLD_HEIGHT.default, { min: 0 })),
  transition_duration: num(DEFAULT_DURATION, { min: 0, max: 10000 }),
  fold_text: str('Read Less'),
  fold_icon: icon(),
});

export type UnfoldSettings = SettingsOf<typeof unfoldSchema>;
