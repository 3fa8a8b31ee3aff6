// The settings premount.css lays a slider in the spec's fields out with (see PremountSetting).

/** The spec's slider height; the page builder's `{size, unit}` may give it in another unit. */
export const SLIDER_HEIGHT = { name: 'sliderHeight', default: 600, unit: 'px' } as const satisfies PremountSetting;

/** The thumbnail strip's height (px), 10 px below the slides. */
export const THUMBNAIL_HEIGHT = { name: 'thumbnailHeight', default: 80, unit: 'px' } as const satisfies PremountSetting;

/** The space between slides (px), per device. */
export const SPACE_BETWEEN_SLIDES = { name: 'space_between_slides', default: 0, unit: 'px', responsive: true } as const satisfies PremountSetting;

/** The spec's space between slides (px). */
export const SLIDE_DISTANCE = { name: 'slideDistance', default: 10, unit: 'px' } as const satisfies PremountSetting;

export default [SLIDER_HEIGHT, THUMBNAIL_HEIGHT, SPACE_BETWEEN_SLIDES, SLIDE_DISTANCE] satisfies readonly PremountSetting[];
