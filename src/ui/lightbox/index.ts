// The image lightbox shared by the gallery, grid, portfolio and timeline widgets.
export { gridLightbox, useLightbox, type LightboxOptions, type PopupSettings } from './use-lightbox';
export { imageRatio } from './dom';
export { captionOf, lightboxDisabledAt } from './logic';
