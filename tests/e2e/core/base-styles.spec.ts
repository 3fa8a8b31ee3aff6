// A widget on a page without the add-on's stylesheet has a look of its own; an ordinary rule of the
// add-on or the theme beats it; `baseStyles: false` leaves the widget to the page.
import { test, expect, expectReady } from '../helpers';

const accordion = `<div data-widget_type="ha-accordion.default" data-id="base1">
  <div class="ha-accordion__wrapper">
    <div class="ha-accordion__item">
      <div class="ha-accordion__item-title">Returns?</div>
      <div class="ha-accordion__item-content">Within 30 days.</div>
    </div>
    <div class="ha-accordion__item">
      <div class="ha-accordion__item-title">Delivery?</div>
      <div class="ha-accordion__item-content">Two to five days.</div>
    </div>
  </div>
</div>`;

const page = (head: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Base look</title>
<link rel="stylesheet" href="/dist/ha-widgets.css">${head}<script src="/dist/ha-widgets.js" defer></script></head>
<body>${accordion}</body></html>`;

const variants: Record<string, string> = {
  plain: '',
  'add-on': '<style>.ha-accordion__item { border: 3px solid rgb(200, 0, 0); }</style>',
  off: '<script>window.haWidgetsConfig = { baseStyles: false };</script>',
};

test('the base look shows on a plain page, loses to an ordinary add-on rule, and goes with baseStyles: false', async ({ page: tab }) => {
  await tab.route('**/base-look-*.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: page(variants[new URL(route.request().url()).pathname.slice('/base-look-'.length, -'.html'.length)]) }),
  );
  const borderOfFirstItem = async (variant: string) => {
    await tab.goto(`/base-look-${variant}.html`);
    const widget = tab.locator('[data-id="base1"]');
    await expectReady(widget);
    // The widget's stylesheet (base look included) has loaded once the widget is ready.
    return widget.locator('.ha-accordion__item').first().evaluate((item) => {
      const style = getComputedStyle(item);
      return `${style.borderTopWidth} ${style.borderTopStyle}`;
    });
  };

  expect(await borderOfFirstItem('plain')).toBe('1px solid');
  expect(await borderOfFirstItem('add-on')).toBe('3px solid');
  expect(await borderOfFirstItem('off')).toBe('0px none');
  expect(await tab.evaluate(() => document.documentElement.dataset.haBase)).toBe('off');
});
