// The image lightbox shared by the gallery, grid, portfolio and timeline widgets.
export { useLightbox, type LightboxOptions } from './use-lightbox';
export { imageRatio } from './dom';
