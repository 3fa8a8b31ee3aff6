// The lightbox dialog (React): inside a widget through `useLightbox`, or on its own root from outside
// any widget (`openLightbox`, the page-level extension's). Its rules are ui/lightbox's.
export { gridLightbox, useLightbox, type LightboxOptions, type PopupSettings } from './use-lightbox';
export { lightboxIsOpen, openLightbox, type OpenLightboxOptions } from './open';
