// The settings premount.css lays a slider in the spec's fields out with (see PremountSetting).

/** The spec's slider height; the page builder's `{size, unit}` may give it in another unit. */
export const SLIDER_HEIGHT = { name: 'sliderHeight', default: 600, unit: 'px' } as const satisfies PremountSetting;

/** The thumbnail strip's height (px), 10 px below the slides. */
export const THUMBNAIL_HEIGHT = { name: 'thumbnailHeight', default: 80, unit: 'px' } as const satisfies PremountSetting;

export default [SLIDER_HEIGHT, THUMBNAIL_HEIGHT] satisfies readonly PremountSetting[];
