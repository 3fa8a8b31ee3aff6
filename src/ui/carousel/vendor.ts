// Swiper and the modules the carousels use, loaded as a chunk of their own (see adapter.ts).
export { Swiper } from 'swiper';
export { Autoplay, EffectFade } from 'swiper/modules';
