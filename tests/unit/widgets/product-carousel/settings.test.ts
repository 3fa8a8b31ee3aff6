// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Breakpoints, DeviceMode } from '../../../../src/api-types';
import productCarousel from '../../../../src/widgets/product-carousel';
import categoryCarousel from '../../../../src/widgets/product-category-carousel';

const breakpoints: Breakpoints = { mobile: 767, tablet: 1024 };
const devices: DeviceMode[] = ['desktop', 'tablet', 'mobile'];

// One folder per kind serves the shop's products and its digital downloads alike.
describe('shop carousels settings', () => {
  for (const [name, definition] of Object.entries({ productCarousel, categoryCarousel })) {
    it(`${name} reads the printed slides to show per device`, () => {
      const raw = { slides_to_show: '3', slides_to_show_tablet: '2', slides_to_show_mobile: '1' };
      expect(devices.map((device) => definition.schema!.parse(raw, device, breakpoints).value.slides_to_show)).toEqual([3, 2, 1]);
    });

    it(`${name} defaults to 4 products, 3 on tablet and 2 on mobile`, () => {
      expect(devices.map((device) => definition.schema!.parse({}, device, breakpoints).value.slides_to_show)).toEqual([4, 3, 2]);
    });
  }
});
