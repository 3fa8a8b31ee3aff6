// Carousels that a remote control (ha-remote-carousel) can drive, keyed by the uid the server prints on
// the track (`data-ha_rcc_uid`). The adapter publishes a controller for each built carousel and takes
// it back when the carousel is taken down, so a remote finds its carousel whichever mounts first.
// No Swiper here: the remote widget's chunk imports only this, and a carousel loads it only when its
// track carries a uid (carousel/remote.ts).
import { map } from 'nanostores';

export interface CarouselPosition {
  /** The current slide (server order): the first in view, or the centred one. */
  index: number;
  count: number;
  /** Whether previous / next would move (false at an end of a carousel that neither loops nor rewinds). */
  canPrev: boolean;
  canNext: boolean;
}

export interface CarouselController {
  /** The carousel region's accessible name. */
  label: string;
  position(): CarouselPosition;
  /** The image shown on a slide (server order), if it has one. */
  image(index: number): string | null;
  next(): void;
  prev(): void;
  /** Calls `onChange` after every change of position; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

export const remoteCarousels = map<Record<string, CarouselController>>({});

/** Makes a carousel reachable under its uid; returns the function that takes it back. */
export function publishCarousel(uid: string, controller: CarouselController): () => void {
  remoteCarousels.setKey(uid, controller);
  return () => {
    // A newer carousel with the same uid keeps its place.
    if (remoteCarousels.get()[uid] === controller) remoteCarousels.setKey(uid, undefined);
  };
}

/** The uid a carousel track carries, or null when it is not meant to be driven remotely. */
export function remoteUid(track: Element): string | null {
  return track.getAttribute('data-ha_rcc_uid')?.trim() || null;
}
