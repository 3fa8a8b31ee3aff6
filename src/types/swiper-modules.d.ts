// `swiper/modules/<name>`: one Swiper module file, resolved by build.mjs and vitest.config.ts (the
// package exports only the `swiper/modules` index, which would tie every module to every slider).
declare module 'swiper/modules/*' {
  const module: import('swiper/types').SwiperModule;
  export default module;
}
