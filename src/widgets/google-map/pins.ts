// The pins of both variants, read into one shape. Variant A is the add-on's marker list
// (`data-markers`): pin_latitude, pin_longitude, pin_icon {url}, pin_item_title,
// pin_item_description and the icon's size fields. Variant B (`data-pins`): position {lat, lng},
// address, image, image_width, image_height, desc, link {url, is_external, nofollow,
// custom_attributes}, link_title and state ('visible' opens it at first).
import { point, safeUrl, type LatLng } from './logic';

export interface PinIcon {
  url: string;
  width?: number;
  height?: number;
}

export interface PinLink {
  href: string;
  external: boolean;
  nofollow: boolean;
  /** The editor's custom attributes, unfiltered: `key|value` text or an object (filtered when the link is made). */
  attributes: string | Record<string, string>;
  text: string;
}

export interface Pin {
  position: LatLng;
  /** HTML from the settings (sanitised where it enters the page). */
  title: string;
  description: string;
  /** Plain text naming the pin for assistive technology. */
  label: string;
  icon: PinIcon | null;
  link: PinLink | null;
  /** Open at first (variant B's state 'visible'; variant A's "info always open" is a map setting). */
  open: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A size in px from a number, numeric text or a slider `{size}`; undefined when not a positive size. */
function size(value: unknown): number | undefined {
  const raw = value && typeof value === 'object' ? (value as { size?: unknown }).size : value;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.min(n, 500) : undefined;
}

/** Text with its tags taken out, for a label (the page never gets this as HTML). */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>?/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

const on = (value: unknown) => value === 'on' || value === 'yes' || value === true;

function markerPin(row: Record<string, unknown>, base: string): Pin | null {
  const position = point(row.pin_latitude, row.pin_longitude);
  if (!position) return null;
  const iconSource = row.pin_icon && typeof row.pin_icon === 'object' ? (row.pin_icon as { url?: unknown }).url : row.pin_icon;
  const iconUrl = safeUrl(iconSource, base);
  const rectangular = row.rectangular_image === 'yes';
  const square = size(row.square_pin_size) ?? 50;
  const title = text(row.pin_item_title);
  return {
    position,
    title,
    description: text(row.pin_item_description),
    label: plainText(title),
    icon: iconUrl
      ? {
          url: iconUrl,
          width: rectangular ? (size(row.rectangular_pin_size_width) ?? 50) : square,
          height: rectangular ? (size(row.rectangular_pin_size_height) ?? 65) : square,
        }
      : null,
    link: null,
    open: false,
  };
}

function variantBPin(row: Record<string, unknown>, base: string): Pin | null {
  const where = row.position as { lat?: unknown; lng?: unknown } | undefined;
  const position = where && typeof where === 'object' ? point(where.lat, where.lng) : null;
  if (!position) return null;
  const imageUrl = safeUrl(row.image && typeof row.image === 'object' ? (row.image as { url?: unknown }).url : row.image, base);
  const width = size(row.image_width);
  const height = size(row.image_height);
  const rawLink = row.link && typeof row.link === 'object' ? (row.link as Record<string, unknown>) : null;
  const linkText = text(row.link_title);
  const attributes = rawLink?.custom_attributes;
  const address = text(row.address);
  return {
    position,
    title: '',
    description: text(row.desc),
    label: plainText(address),
    icon: imageUrl ? { url: imageUrl, ...(width && height ? { width, height } : {}) } : null,
    link:
      rawLink && linkText
        ? {
            href: safeUrl(rawLink.url, base, ['http:', 'https:', 'mailto:', 'tel:']) ?? '#',
            external: on(rawLink.is_external),
            nofollow: on(rawLink.nofollow),
            attributes: typeof attributes === 'string' || (attributes && typeof attributes === 'object') ? (attributes as string | Record<string, string>) : '',
            text: linkText,
          }
        : null,
    open: row.state === 'visible',
  };
}

/** The pins of both lists; entries without a usable position are left out. */
export function readPins(markers: unknown, pins: unknown, base: string): Pin[] {
  const rows = (list: unknown) => (Array.isArray(list) ? list.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object') : []);
  return [
    ...rows(markers).map((row) => markerPin(row, base)),
    ...rows(pins).map((row) => variantBPin(row, base)),
  ].filter((pin): pin is Pin => pin !== null);
}

/** Which pins open at first: all that ask, or only the first of them when opening one closes the others. */
export function pinsOpenAtFirst(pins: readonly Pin[], alwaysOpen: boolean, autoClose: boolean): number[] {
  const asking = pins.flatMap((pin, index) => ((alwaysOpen || pin.open) && (pin.title || pin.description || pin.link) ? [index] : []));
  return autoClose ? asking.slice(0, 1) : asking;
}
