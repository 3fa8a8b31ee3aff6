// The lightbox as a hook for any widget with image links (justified gallery, image grid, portfolio,
// horizontal timeline). One click listener on the widget's root; the gallery is built at click time
// from the triggers shown then, so a filter that hides items also takes them out of the gallery.
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Breakpoints } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useEvent } from '../use-event';
import { useStore } from '../../runtime';
import { galleryOf, type LightboxItem } from '../lightbox';
import { LightboxDialog } from './LightboxDialog';
import { isPlaceholderHref, lightboxDisabledAt } from '../lightbox';

export interface LightboxOptions {
  /** The element whose triggers open the lightbox (usually the widget container). */
  root: HTMLElement | null | undefined;
  /** Triggers: links with `data-mfp-src` or an `href` to an image file, e.g. `.ha-js-lightbox`. */
  selector: string;
  enabled: boolean;
  disableOnMobile?: boolean;
  disableOnTablet?: boolean;
  breakpoints: Breakpoints;
  report(error: unknown): void;
  /** Accessible name of the dialog. */
  label?: string;
}

interface Opened {
  items: LightboxItem[];
  index: number;
  opener: HTMLElement;
}

/** Wires the triggers under `root`; render the returned node (the dialog while it is open). */
/** The add-on's popup switches as its grid widgets print them (`enable_popup`, `disable_lightbox_on_*`). */
export interface PopupSettings {
  enable_popup: boolean;
  disable_lightbox_on_mobile: boolean;
  disable_lightbox_on_tablet: boolean;
}

/** Lightbox options for a grid widget's `.ha-js-lightbox` links from its popup switches. */
export function gridLightbox(
  root: HTMLElement | null | undefined,
  settings: PopupSettings,
  env: { config: { breakpoints: Breakpoints }; report(error: unknown): void },
): LightboxOptions {
  return {
    root,
    selector: '.ha-js-lightbox',
    enabled: settings.enable_popup,
    disableOnMobile: settings.disable_lightbox_on_mobile,
    disableOnTablet: settings.disable_lightbox_on_tablet,
    breakpoints: env.config.breakpoints,
    report: env.report,
  };
}

export function useLightbox(options: LightboxOptions): ReactNode {
  const [opened, setOpened] = useState<Opened | null>(null);
  const reduce = useStore(reducedMotion);

  useEvent(
    options.root,
    'click',
    (event) => {
      const { root, selector } = options;
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
      if (!root || !trigger || !root.contains(trigger) || event.defaultPrevented) return;
      // `href="#"` (the add-on's markup) would only jump to the top, so it never follows.
      const placeholder = isPlaceholderHref(trigger.getAttribute('href'));
      const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      const off =
        !options.enabled ||
        (newTab && !placeholder) ||
        lightboxDisabledAt(window.innerWidth, options.breakpoints, {
          disableOnMobile: !!options.disableOnMobile,
          disableOnTablet: !!options.disableOnTablet,
        });
      const gallery = off ? null : galleryOf(root, selector);
      const index = gallery ? gallery.triggers.indexOf(trigger) : -1;
      if (placeholder || index >= 0) event.preventDefault();
      if (gallery && index >= 0) setOpened({ items: gallery.items, index, opener: trigger });
    },
    options.report,
  );

  if (!opened) return null;
  return createPortal(
    <LightboxDialog
      items={opened.items}
      start={opened.index}
      reduceMotion={reduce}
      label={options.label ?? 'Image lightbox'}
      onClosed={() => {
        setOpened(null);
        opened.opener.focus({ preventScroll: true });
      }}
    />,
    document.body,
  );
}
