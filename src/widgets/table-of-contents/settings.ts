import { bool, json, num, oneOf, responsive, schema, str, type Field, type SettingsOf } from '../../settings/schema';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];

const isTagList = (value: unknown): value is HeadingTag[] =>
  Array.isArray(value) && value.length > 0 && value.every((tag) => HEADING_TAGS.includes(tag as HeadingTag));

const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type StickyDevice = (typeof DEVICES)[number];

const isDeviceList = (value: unknown): value is StickyDevice[] =>
  Array.isArray(value) && value.every((device) => DEVICES.includes(device as StickyDevice));

/** The page builder's icon control: `{value: 'fas fa-circle', library: 'fa-solid'}`; its class list is what the list prints. */
const isIcon = (value: unknown): value is { value: string } =>
  !!value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string';

/** A CSS length from a slider `{size, unit}` (or a bare number, in px); '' when unset. */
function cssLength(): Field<string> {
  return {
    default: '',
    coerce(value) {
      const size = value && typeof value === 'object' ? (value as { size?: unknown }).size : value;
      const unit = value && typeof value === 'object' ? (value as { unit?: unknown }).unit : 'px';
      const n = typeof size === 'number' ? size : typeof size === 'string' && size.trim() !== '' ? Number(size) : NaN;
      if (size === '' || size === undefined) return { ok: true, value: '' };
      if (!Number.isFinite(n) || n < 0 || (unit !== 'px' && unit !== 'vh')) return { ok: false, value: '' };
      return { ok: true, value: `${n}${unit}` };
    },
  };
}

export const tocSchema = schema({
  widget_title: str('Table of Contents'),
  headings_by_tags: json<HeadingTag[]>(['h2', 'h3', 'h4', 'h5', 'h6'], isTagList),
  /** Selectors of the containers whose headings are listed (the whole page when empty or invalid). */
  container: str(''),
  /** Comma-separated selectors: a heading matching one, or inside an element matching one, is left out. */
  exclude_headings_by_selector: str(''),
  custom_style: bool(false),
  custom_style_list: oneOf(['hm-toc-slide-style', 'hm-toc-timeline-style', 'hm-toc-list-style'], 'hm-toc-slide-style'),
  marker_view: oneOf(['numbers', 'bullets'], 'numbers'),
  icon: json<{ value: string }>({ value: 'fas fa-circle' }, isIcon),
  hierarchical_view: bool(false),
  collapse_subitems: bool(false),
  minimize_box: bool(true),
  /** Below this breakpoint (or always, for desktop) the box starts collapsed. */
  minimized_on: oneOf(['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop'], 'tablet'),
  scroll_offset: responsive(num(0, { min: 0 })),
  min_height: responsive(cssLength()),
  sticky_toc_toggle: bool(false),
  /** The devices the sticky TOC floats on (the control's label is "Sticky On"). */
  sticky_toc_disable_on: json<StickyDevice[]>(['desktop', 'tablet', 'mobile'], isDeviceList),
  sticky_toc_type: oneOf(['in-place', 'custom-position'], 'in-place'),
  scroll_to_top_toggle: bool(false),
  scroll_to_top_option: oneOf(['window_top', 'other'], 'window_top'),
});

export type TocSettings = SettingsOf<typeof tocSchema>;
