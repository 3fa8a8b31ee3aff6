// A popup document's settings (`data-elementor-settings`): the document's own keys, its triggers and
// its timing rules, each through a typed schema. Bad values give defaults and a problem line; the
// caller prints the lines as one debug warning per popup.
import type { Breakpoints, DeviceMode } from '../../api-types';
import { parseSettingsAttribute } from '../../settings/attribute';
import { bool, json, num, oneOf, responsive, schema, str, type SettingsOf } from '../../settings/schema';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A list of choices; the page builder prints an empty one as `[]` and a single one sometimes as a string. */
const list = (fallback: string[]) => {
  const field = json<string[]>(fallback, isStringList);
  return {
    ...field,
    coerce: (value: unknown) => (typeof value === 'string' && !value.startsWith('[') ? field.coerce([value]) : field.coerce(value)),
  };
};

/** Set when any value is given (counting on close is a choice whose wording changed between versions). */
const flag = { default: false, coerce: (value: unknown) => ({ ok: true, value: !!value && value !== 'no' && value !== '0' }) };

/** The page builder prints an empty group as `[]` (a PHP empty array), a filled one as an object. */
const group = json<Record<string, unknown>>({}, (value): value is Record<string, unknown> => !!value && typeof value === 'object');

export const documentSchema = schema({
  open_selector: str(''),
  close_button_delay: num(0, { min: 0 }),
  close_automatically: num(0, { min: 0 }),
  prevent_scroll: bool(false),
  prevent_close_on_background_click: bool(false),
  prevent_close_on_esc_key: bool(false),
  avoid_multiple_popups: bool(false),
  entrance_animation: responsive(str('')),
  exit_animation: responsive(str('')),
  entrance_animation_duration: num(1.2, { min: 0, max: 60 }),
  close_button_position: oneOf(['', 'inside', 'outside'], ''),
  a11y_navigation: bool(true),
  classes: str(''),
  triggers: group,
  timing: group,
});

export const triggersSchema = schema({
  page_load: bool(false),
  page_load_delay: num(0, { min: 0 }),
  scrolling: bool(false),
  scrolling_direction: oneOf(['down', 'up'], 'down'),
  scrolling_offset: num(50, { min: 0, max: 100 }),
  scrolling_to: bool(false),
  scrolling_to_selector: str(''),
  click: bool(false),
  click_times: num(1, { min: 1, integer: true }),
  inactivity: bool(false),
  inactivity_time: num(30, { min: 0 }),
  exit_intent: bool(false),
  adblock_detection: bool(false),
  adblock_detection_delay: num(0, { min: 0 }),
});

export const timingSchema = schema({
  page_views: bool(false),
  page_views_views: num(3, { min: 0, integer: true }),
  sessions: bool(false),
  sessions_sessions: num(2, { min: 0, integer: true }),
  url: bool(false),
  url_url: str(''),
  url_action: oneOf(['show', 'hide', 'regex'], 'show'),
  sources: bool(false),
  sources_sources: list(['search', 'external', 'internal']),
  logged_in: bool(false),
  logged_in_users: oneOf(['all', 'custom'], 'all'),
  logged_in_roles: list([]),
  devices: bool(false),
  devices_devices: list(['desktop', 'tablet', 'mobile']),
  browsers: bool(false),
  browsers_browsers: oneOf(['all', 'custom'], 'all'),
  browsers_browsers_options: list([]),
  times: bool(false),
  times_times: num(3, { min: 1, integer: true }),
  times_period: oneOf(['', 'day', 'week', 'month', 'session'], ''),
  times_count: flag,
  schedule: bool(false),
  schedule_timezone: oneOf(['site', 'visitor', 'local'], 'site'),
  schedule_start_date: str(''),
  schedule_end_date: str(''),
  schedule_server_datetime: str(''),
});

export type DocumentSettings = Omit<SettingsOf<typeof documentSchema>, 'triggers' | 'timing'>;
export type TriggerSettings = SettingsOf<typeof triggersSchema>;
export type TimingSettings = SettingsOf<typeof timingSchema>;

export interface PopupSettings {
  document: DocumentSettings;
  triggers: TriggerSettings;
  timing: TimingSettings;
  problems: string[];
}

/** Settings from the attribute's text, resolved for `device` (animations have per-device copies). */
export function readPopupSettings(text: string | null, device: DeviceMode, breakpoints: Breakpoints): PopupSettings {
  const parsed = parseSettingsAttribute(text);
  const top = documentSchema.parse(parsed.value, device, breakpoints);
  const triggers = triggersSchema.parse(top.value.triggers, device, breakpoints);
  const timing = timingSchema.parse(top.value.timing, device, breakpoints);
  const { triggers: _t, timing: _g, ...document } = top.value;
  return {
    document,
    triggers: triggers.value,
    timing: timing.value,
    problems: [
      ...(parsed.problem ? [parsed.problem] : []),
      ...top.problems,
      ...triggers.problems.map((line) => `triggers.${line}`),
      ...timing.problems.map((line) => `timing.${line}`),
    ],
  };
}
