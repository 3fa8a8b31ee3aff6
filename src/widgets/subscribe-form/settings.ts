// Settings from the wrapper's data-settings: the target list, the redirect after a success and the
// text shown under an invalid address.
import { bool, schema, str, type SettingsOf } from '../../settings/schema';
import { DEFAULT_INVALID_TEXT } from './logic';

export const subscribeFormSchema = schema({
  use_target_list_id: bool(false),
  target_list_id: str(''),
  redirect: bool(false),
  redirect_url: str(''),
  invalid_mail_message: str(DEFAULT_INVALID_TEXT),
});

export type SubscribeFormSettings = SettingsOf<typeof subscribeFormSchema>;
