// Reading the server markup of one image comparison:
// `.twentytwenty-container.hajs-image-comparison[data-happy-settings]` > `img` (before), `img` (after).
import { parseSettingsAttribute, type ParsedSettings } from '../../settings/attribute';

export interface CompareDom {
  box: HTMLElement;
  before: HTMLImageElement;
  after: HTMLImageElement;
}

const findBox = (container: HTMLElement) => container.querySelector<HTMLElement>('.hajs-image-comparison, .twentytwenty-container');

export function findCompare(container: HTMLElement): CompareDom | null {
  const box = findBox(container);
  const images = box ? [...box.children].filter((el) => el.tagName === 'IMG') : [];
  return box && images.length >= 2 ? { box, before: images[0] as HTMLImageElement, after: images[1] as HTMLImageElement } : null;
}

/** The add-on's settings live on the container, not on the widget wrapper. */
export function readHappySettings(container: HTMLElement): ParsedSettings {
  return parseSettingsAttribute(findBox(container)?.getAttribute('data-happy-settings') ?? null);
}
