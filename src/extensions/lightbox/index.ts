// The page builder's lightbox, page level: links to an image file marked `data-elementor-open-lightbox`
// (and, with the kit's global image lightbox on, unmarked image links too), grouped into galleries by
// `data-elementor-lightbox-slideshow`, the video widget's overlay (`data-elementor-lightbox` with
// `type: video`), and the `lightbox` URL action. It opens the one lightbox the gallery widgets use
// (ui/lightbox).
import '../../ui/lightbox/lightbox.css';
import type { Breakpoints } from '../../api-types';
import { isActivationKey } from '../../ui/keys';
import { actionHashOf, decodeHashAction } from '../../services/url';
import { addUrlAction } from '../../services/url-actions';
import { isImageUrl, lightboxDisabledAt, lightboxVideo, loadLightboxDialog, type LightboxItem } from '../../ui/lightbox';
import { defineExtension } from '../define';
import { actionKind, imageSource, captionText, opensLightbox, pageLightboxSettings, slidesOf, type PageLightboxSettings } from './rules';
import { factsOf, itemOfLink, itemOfSlide, slideshowGroup, SLIDESHOW, thumbOf } from './triggers';

type Loose = Record<string, unknown> | undefined;

interface Page {
  settings: PageLightboxSettings;
  breakpoints: Breakpoints;
  report(error: unknown): void;
  /** A debug warning (only with `haWidgetsConfig.debug`). */
  warn(message: string): void;
}

type Gallery = { items: LightboxItem[]; start: number } | null;

/**
 * Whether the kit's switches turn the lightbox off at this width. They are about images: a video has
 * no file to fall back to, so it always opens.
 */
const off = (page: Page, settings?: Record<string, unknown>) =>
  !(settings && actionKind(settings) === 'video') && lightboxDisabledAt(window.innerWidth, page.breakpoints, page.settings);

/** The gallery a link opens: its slideshow's links, or the link alone. */
function galleryOfLink(link: Element): Gallery {
  const id = link.getAttribute(SLIDESHOW);
  if (id) {
    const { items, links } = slideshowGroup(id);
    // A carousel's clone is not in the group: its original (same image) stands for it.
    const src = itemOfLink(link)?.src;
    const start = links.includes(link) ? links.indexOf(link) : items.findIndex((item) => item.src === src);
    if (start >= 0) return { items, start };
  }
  const item = itemOfLink(link);
  return item && { items: [item], start: 0 };
}

/** The video a `{type: 'video'}` lightbox asks for; null (and a debug warning) for an address it may not load. */
function videoGallery(page: Page, settings: Record<string, unknown>): Gallery {
  const video = lightboxVideo(settings, document.baseURI);
  if (video) return { items: [{ src: video.src, caption: '', alt: '', thumb: null, video }], start: 0 };
  const url = typeof settings.url === 'string' ? settings.url.slice(0, 200) : typeof settings.url;
  page.warn(`lightbox: video ${url} (${String(settings.videoType)}) not shown: only https YouTube and Vimeo embed players, or an http(s) file when hosted`);
  return null;
}

/** The gallery a `lightbox` URL action asks for; null for what this lightbox does not show (HTML). */
function galleryOfAction(page: Page, settings: Record<string, unknown>, trigger: Element | null): Gallery {
  const base = document.baseURI;
  const url = imageSource(settings.url, base);
  switch (actionKind(settings)) {
    case 'group': {
      const { items, links } = slideshowGroup(String(settings.slideshow));
      // The trigger itself first: an exported page keeps the settings' old addresses but rewrites the links.
      const byTrigger = trigger ? links.indexOf(trigger) : -1;
      const start = byTrigger >= 0 ? byTrigger : Math.max(0, items.findIndex((item) => item.src === url));
      if (items.length) return { items, start };
      break;
    }
    case 'slideshow': {
      const { slides, start } = slidesOf(settings, base);
      return slides.length ? { items: slides.map((slide) => itemOfSlide(slide, null)), start } : null;
    }
    case 'video':
      return videoGallery(page, settings);
    case 'unsupported':
      return null;
  }
  if (!url) return null;
  const slide = { src: url, caption: captionText(settings.title), description: captionText(settings.description) };
  return { items: [itemOfSlide(slide, thumbOf(trigger))], start: 0 };
}

/**
 * Where focus goes back after closing: what has it inside the trigger (the video overlay's play
 * button), else the trigger when it takes focus, else the first control inside it.
 */
function focusAfter(trigger: Element | null): HTMLElement | null {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!(trigger instanceof HTMLElement)) return active;
  if (active && trigger.contains(active)) return active;
  if (trigger.tabIndex >= 0) return trigger;
  return trigger.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])') ?? active;
}

let dialog: ReturnType<typeof loadLightboxDialog> | undefined;
/** The dialog's code, asked for once: when a visitor points at, touches or focuses a trigger, or clicks one. */
const dialogCode = () => (dialog ??= loadLightboxDialog());

function open(page: Page, gallery: Gallery, trigger: Element | null): void {
  if (!gallery) return;
  const label = gallery.items[gallery.start]?.video ? 'Video lightbox' : undefined;
  const opener = focusAfter(trigger);
  dialogCode().then(
    ({ openLightbox }) => void openLightbox({ ...gallery, label, opener, report: page.report }),
    (error: unknown) => {
      dialog = undefined;
      page.report(error);
      // Without its code the lightbox cannot open: an image link still shows its image, as a plain link would.
      if (trigger instanceof HTMLAnchorElement && isImageUrl(trigger.getAttribute('href'))) location.assign(trigger.href);
    },
  );
}

/** Whether `target` is in something whose click may open the lightbox. */
function mayOpen(page: Page, target: EventTarget | null): boolean {
  const trigger = target instanceof Element ? target.closest('a[href], [data-elementor-open-lightbox], [data-e-action-hash], [e-action-hash]') : null;
  if (!trigger) return false;
  return carriesLightboxAction(trigger) || (!trigger.hasAttribute('data-mfp-src') && opensLightbox(factsOf(trigger), page.settings.global));
}

/** Fetches the dialog's code while the pointer is on its way to a trigger or the focus is on one, so that a click opens at once. */
function warm(page: Page, event: Event): void {
  if (!dialog && mayOpen(page, event.target)) dialogCode().catch(() => (dialog = undefined));
}

/** A trigger whose click the hash-action extension turns into a `lightbox` action (it then opens it here). */
function carriesLightboxAction(element: Element): boolean {
  const hash = actionHashOf(element);
  return hash.includes('elementor-action') && decodeHashAction(hash)?.action === 'lightbox';
}

function onClick(page: Page, event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const trigger = event.target instanceof Element ? event.target.closest('a[href], [data-elementor-open-lightbox]') : null;
  // The add-on's gallery widgets run their own links (data-mfp-src).
  if (!trigger || trigger.hasAttribute('data-mfp-src') || !opensLightbox(factsOf(trigger), page.settings.global)) return;
  if (carriesLightboxAction(trigger)) return;
  let gallery: Gallery = null;
  if (trigger instanceof HTMLAnchorElement) {
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (newTab || off(page)) return;
    gallery = galleryOfLink(trigger);
  } else {
    // A non-link trigger carries its settings as JSON (the video widget's overlay, for one).
    let settings: Loose;
    try {
      settings = JSON.parse(trigger.getAttribute('data-elementor-lightbox') || 'null') ?? undefined;
    } catch {
      settings = undefined;
    }
    if (settings && typeof settings === 'object' && !off(page, settings)) gallery = galleryOfAction(page, settings, trigger);
  }
  if (gallery) {
    event.preventDefault();
    open(page, gallery, trigger);
  }
}

/**
 * Enter and Space on a printed control inside a trigger that is not a link (the video overlay's
 * `div role=button`) press it, as they would a button: its click opens the lightbox.
 */
function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || !isActivationKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const control = event.target instanceof HTMLElement ? event.target : null;
  if (!control || control.getAttribute('role') !== 'button' || control.matches('a[href], button, input, select, textarea, summary')) return;
  const trigger = control.closest('[data-elementor-open-lightbox]');
  if (!trigger || trigger instanceof HTMLAnchorElement) return;
  event.preventDefault();
  control.click();
}

function onAction(page: Page, settings: Record<string, unknown>, trigger: Element | null): void {
  if (off(page, settings)) {
    // Switched off at this width: a link to an image file still shows it, as a plain link would.
    if (trigger instanceof HTMLAnchorElement && isImageUrl(trigger.getAttribute('href'))) location.assign(trigger.href);
    return;
  }
  open(page, galleryOfAction(page, settings, trigger), trigger);
}

let started = false;

export default defineExtension({
  attach(_elements, { config }) {
    if (started) return;
    started = true;
    const frontend = (window as { elementorFrontend?: { utils?: Loose } }).elementorFrontend;
    // The page builder's own front end brings its own lightbox: two would open on one click.
    if (frontend?.utils?.lightbox) return;
    const kit = (window as { elementorFrontendConfig?: { kit?: Loose } }).elementorFrontendConfig?.kit;
    const page: Page = {
      settings: pageLightboxSettings(kit, config.lightbox as Loose),
      breakpoints: config.breakpoints,
      report: (error) => console.error('[ha-widgets] lightbox:', error),
      warn: (message) => config.debug && console.warn(`[ha-widgets] ${message}`),
    };
    document.addEventListener('click', (event) => onClick(page, event));
    for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, (event) => warm(page, event), { passive: true });
    document.addEventListener('keydown', onKeyDown);
    addUrlAction('lightbox', (settings, trigger) => onAction(page, settings, trigger));
  },
});
