// Swiper and the modules the carousels use, loaded as a chunk of their own (see adapter.ts).
export { Swiper } from 'swiper';
export { default as Autoplay } from 'swiper/modules/autoplay';
export { default as EffectFade } from 'swiper/modules/effect-fade';
