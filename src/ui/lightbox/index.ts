// The image and video lightbox's rules and markup readers, shared by the gallery, grid, portfolio and
// timeline widgets and the page-level lightbox extension. The dialog itself (React) is the module
// ui/lightbox-dialog: widgets import it; the page-level extension loads it when a trigger needs it.
export { galleryOf, imageRatio, isShown, naturalRatio, type LightboxItem } from './dom';
export {
  captionOf,
  counterText,
  isImageUrl,
  isPlaceholderHref,
  keyStep,
  lightboxDisabledAt,
  preloadIndices,
  stepIndex,
  swipeStep,
  ZOOM_MS,
  zoomTransform,
} from './logic';
export { lightboxVideo, type LightboxVideo } from './video';

/**
 * The dialog module, loaded when a page-level trigger first needs it: it brings React, which a page of
 * React-free extensions fetches only then.
 */
export const loadLightboxDialog = () => import('../lightbox-dialog');
