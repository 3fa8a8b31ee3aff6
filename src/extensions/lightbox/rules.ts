// Pure rules of the page-level lightbox: which elements open it, what it may show, when it is off.
import { isImageUrl } from '../../ui/lightbox';
import { httpUrl } from '../../services/http-url';

/** What an element tells about itself (read from the DOM by triggers.ts). */
export interface TriggerFacts {
  isLink: boolean;
  href: string | null;
  download: boolean;
  /** `data-elementor-open-lightbox`: yes, no, default, or absent. */
  open: string | null;
}

/**
 * The page builder's rule: a link opens the lightbox only when it points at an image file (and does
 * not download it); then `yes` opens it, `no` never does, and `default` or no attribute follow the
 * kit's global image lightbox. Any other element opens it only with `yes` (it carries its settings).
 */
export function opensLightbox({ isLink, href, download, open }: TriggerFacts, globalLightbox: boolean): boolean {
  if (isLink && (download || !isImageUrl(href))) return false;
  return open === 'yes' || (globalLightbox && open !== 'no');
}

/** Captions are shown as text: tags dropped, whitespace folded, kept to a sensible length. */
export function captionText(value: unknown, max = 400): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value)
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An image address the lightbox may load: http(s) or relative to the page; anything else gives null. */
export function imageSource(value: unknown, base: string): string | null {
  return typeof value === 'string' ? httpUrl(value, base) : null;
}

export interface PageLightboxSettings {
  /** The kit's `global_image_lightbox`: image links without a `yes` open it too. */
  global: boolean;
  disableOnMobile: boolean;
  disableOnTablet: boolean;
}

type Loose = Record<string, unknown> | null | undefined;

const on = (value: unknown) => value === true || value === 'yes';

/**
 * From the page builder's kit (`global_image_lightbox`, and the add-on's `disable_lightbox_on_mobile`
 * and `_tablet` switches), under `haWidgetsConfig.lightbox` ({global, disableOnMobile, disableOnTablet}).
 */
export function pageLightboxSettings(kit: Loose, own: Loose): PageLightboxSettings {
  const pick = (ownKey: string, kitKey: string) => on(own && ownKey in own ? own[ownKey] : kit?.[kitKey]);
  return {
    global: pick('global', 'global_image_lightbox'),
    disableOnMobile: pick('disableOnMobile', 'disable_lightbox_on_mobile'),
    disableOnTablet: pick('disableOnTablet', 'disable_lightbox_on_tablet'),
  };
}

export interface SlideFacts {
  src: string;
  caption: string;
  description: string;
}

/** The slides a URL action's `{type: 'slideshow', slideshow: {slides: [{image, title, description}]}}` lists. */
export function slidesOf(settings: Record<string, unknown>, base: string): { slides: SlideFacts[]; start: number } {
  const show = settings.slideshow && typeof settings.slideshow === 'object' ? (settings.slideshow as Record<string, unknown>) : settings;
  const list = Array.isArray(show.slides) ? show.slides : [];
  const slides: SlideFacts[] = [];
  for (const slide of list) {
    if (!slide || typeof slide !== 'object') continue;
    const { image, url, title, description } = slide as Record<string, unknown>;
    const src = imageSource(image ?? url, base);
    if (src) slides.push({ src, caption: captionText(title), description: captionText(description) });
  }
  const swiper = show.swiper && typeof show.swiper === 'object' ? (show.swiper as Record<string, unknown>) : {};
  const wanted = Number(swiper.initialSlide ?? show.initialSlide ?? 0);
  const start = Number.isInteger(wanted) && wanted >= 0 && wanted < slides.length ? wanted : 0;
  return { slides, start };
}

export type ActionKind = 'group' | 'image' | 'slideshow' | 'video' | 'unsupported';

/**
 * What a `lightbox` URL action asks for: a page slideshow by id (`slideshow` a string, as links carry
 * it), one image (`type: 'image'`, or an `id` with a `url`), a list of slides (`type: 'slideshow'`),
 * a video (`type: 'video'`), or something this lightbox does not show (HTML).
 */
export function actionKind(settings: Record<string, unknown>): ActionKind {
  const { slideshow, type, id, url } = settings;
  if ((typeof slideshow === 'string' && slideshow) || typeof slideshow === 'number') return 'group';
  if (type === 'slideshow') return 'slideshow';
  if (type === 'video') return 'video';
  if (type === 'image' || (type === undefined && (id !== undefined || url !== undefined))) return 'image';
  return 'unsupported';
}

/** The index of the first source equal to `url` (either resolved), else -1. */
export function indexOfSource(sources: string[], url: string | null): number {
  return url ? sources.indexOf(url) : -1;
}
