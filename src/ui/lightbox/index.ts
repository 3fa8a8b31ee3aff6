// The image and video lightbox shared by the gallery, grid, portfolio and timeline widgets and the
// page-level lightbox extension.
export { gridLightbox, useLightbox, type LightboxOptions, type PopupSettings } from './use-lightbox';
export { imageRatio, isShown, type LightboxItem } from './dom';
export { captionOf, isImageUrl, lightboxDisabledAt } from './logic';
export { lightboxIsOpen, openLightbox, type OpenLightboxOptions } from './open';
export { lightboxVideo, type LightboxVideo } from './video';
