// The page builder's lightbox, page level: links to an image file marked `data-elementor-open-lightbox`
// (and, with the kit's global image lightbox on, unmarked image links too), grouped into galleries by
// `data-elementor-lightbox-slideshow`, and the `lightbox` URL action. It opens the one lightbox the
// gallery widgets use (ui/lightbox).
import '../../ui/lightbox/lightbox.css';
import type { Breakpoints } from '../../api-types';
import { decodeHashAction } from '../../services/url';
import { addUrlAction } from '../../services/url-actions';
import { isImageUrl, lightboxDisabledAt, openLightbox, type LightboxItem } from '../../ui/lightbox';
import { defineExtension } from '../define';
import { actionKind, imageSource, captionText, opensLightbox, pageLightboxSettings, slidesOf, type PageLightboxSettings } from './rules';
import { factsOf, itemOfLink, itemOfSlide, slideshowGroup, SLIDESHOW, thumbOf } from './triggers';

type Loose = Record<string, unknown> | undefined;

interface Page {
  settings: PageLightboxSettings;
  breakpoints: Breakpoints;
  report(error: unknown): void;
}

const off = (page: Page) => lightboxDisabledAt(window.innerWidth, page.breakpoints, page.settings);

/** The gallery a link opens: its slideshow's links, or the link alone. */
function galleryOfLink(link: Element): { items: LightboxItem[]; start: number } | null {
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

/** The gallery a `lightbox` URL action asks for; null for what this lightbox does not show (video, HTML). */
function galleryOfAction(settings: Record<string, unknown>, trigger: Element | null): { items: LightboxItem[]; start: number } | null {
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
    case 'unsupported':
      return null;
  }
  if (!url) return null;
  const slide = { src: url, caption: captionText(settings.title), description: captionText(settings.description) };
  return { items: [itemOfSlide(slide, thumbOf(trigger))], start: 0 };
}

function open(page: Page, gallery: { items: LightboxItem[]; start: number } | null, opener: Element | null): boolean {
  if (!gallery) return false;
  const focused = opener instanceof HTMLElement ? opener : document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return openLightbox({ ...gallery, opener: focused, report: page.report });
}

/** A trigger whose click the hash-action extension turns into a `lightbox` action (it then opens it here). */
function carriesLightboxAction(element: Element): boolean {
  const hash = element.getAttribute('data-e-action-hash') || element.getAttribute('href') || '';
  return hash.includes('elementor-action') && decodeHashAction(hash)?.action === 'lightbox';
}

function onClick(page: Page, event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const trigger = event.target instanceof Element ? event.target.closest('a[href], [data-elementor-open-lightbox]') : null;
  // The add-on's gallery widgets run their own links (data-mfp-src).
  if (!trigger || trigger.hasAttribute('data-mfp-src') || !opensLightbox(factsOf(trigger), page.settings.global)) return;
  if (carriesLightboxAction(trigger)) return;
  const newTab = trigger instanceof HTMLAnchorElement && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
  if (newTab || off(page)) return;
  let gallery = null;
  if (trigger instanceof HTMLAnchorElement) gallery = galleryOfLink(trigger);
  else {
    // A non-link trigger carries its settings as JSON (the video widget's overlay, for one).
    let settings: Loose;
    try {
      settings = JSON.parse(trigger.getAttribute('data-elementor-lightbox') || 'null') ?? undefined;
    } catch {
      settings = undefined;
    }
    if (settings && typeof settings === 'object') gallery = galleryOfAction(settings, trigger);
  }
  if (gallery) {
    event.preventDefault();
    open(page, gallery, trigger);
  }
}

function onAction(page: Page, settings: Record<string, unknown>, trigger: Element | null): void {
  if (off(page)) {
    // Switched off at this width: a link to an image file still shows it, as a plain link would.
    if (trigger instanceof HTMLAnchorElement && isImageUrl(trigger.getAttribute('href'))) location.assign(trigger.href);
    return;
  }
  open(page, galleryOfAction(settings, trigger), trigger);
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
    };
    document.addEventListener('click', (event) => onClick(page, event));
    addUrlAction('lightbox', (settings, trigger) => onAction(page, settings, trigger));
  },
});
