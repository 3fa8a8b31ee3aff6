// Swiper and the modules this slider uses, loaded through a dynamic import (see adapter.ts). Each
// module is imported from its own file so that only Swiper's core is in the chunk shared with the
// other carousels (see build.mjs).
export { Swiper } from 'swiper';
export { default as Autoplay } from 'swiper/modules/autoplay';
export { default as EffectCoverflow } from 'swiper/modules/effect-coverflow';
export { default as EffectCube } from 'swiper/modules/effect-cube';
export { default as EffectFade } from 'swiper/modules/effect-fade';
export { default as EffectFlip } from 'swiper/modules/effect-flip';
export { default as Scrollbar } from 'swiper/modules/scrollbar';
