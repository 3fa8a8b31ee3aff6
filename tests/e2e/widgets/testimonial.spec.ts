import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, ownErrors } from '../helpers';

const PAGE = '/widgets/testimonial.html';

// The five testimonials copied from corpus/tamim-portfolio.html, and the three made for the other layouts.
const REAL = {
  '538404b': ['Shane Platt', 'Vocational nurse, Finance', 'Quite often, the threat of a negative Trustpilot review'],
  '420b76fd': ['David Kohn', 'IT officer, Decor LLC', 'I’ve been using Gcal for the past few years.'],
  d0d69cf: ['Brian J. Kunkle', 'Loan officer, Kenlid Enterprise', 'Quite often, the threat of a negative Trustpilot review'],
  '4dffba4f': ['Evelyn Dickerson', 'General Manager, KSP', 'I’ve been using Gcal for the past few years.'],
  '1b02b2f1': ['Paul McCormick', 'Principal officer, Sinjen Corp', 'Quite often, the threat of a negative Trustpilot review'],
};
const WITH_IMAGES = {
  te0000c1: ['Mina Okafor', 'Head of Support, Brightline', 'Setting up took one afternoon'],
  te0000l1: ['Tomás Reyes', 'Founder, Reyes & Daughters', 'Clear pricing, fast answers'],
  te0000r1: ['Hanna Lind', 'Web Lead, Nordvik', 'We moved three sites over in a week.'],
};

/** Every request for our files, by path. */
function recordOwnRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/')) paths.push(url.pathname);
  });
  return paths;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function expectShown(testimonial: Locator, [name, title, text]: string[]): Promise<void> {
  await expect(testimonial.locator('.ha-testimonial__content')).toContainText(text);
  await expect(testimonial.locator('.ha-testimonial__content')).toBeVisible();
  await expect(testimonial.locator('.ha-testimonial__reviewer-name')).toHaveText(name);
  await expect(testimonial.locator('.ha-testimonial__reviewer-name')).toBeVisible();
  await expect(testimonial.locator('.ha-testimonial__reviewer-title')).toHaveText(title);
  await expect(testimonial.locator('.ha-testimonial__reviewer-title')).toBeVisible();
}

test('the testimonials show as printed: text, then the reviewer, left aligned', async ({ page, problems }) => {
  await page.goto(PAGE);
  for (const [id, expected] of Object.entries(REAL)) {
    const testimonial = widget(page, id);
    await testimonial.scrollIntoViewIfNeeded();
    await expectShown(testimonial, expected);
    const content = await box(testimonial.locator('.ha-testimonial__content'));
    const name = await box(testimonial.locator('.ha-testimonial__reviewer-name'));
    expect(name.y).toBeGreaterThanOrEqual(content.y + content.height);
    expect(Math.abs(name.x - content.x)).toBeLessThan(1);
  }
  expect(ownErrors(problems)).toEqual([]);
});

test('images and the alignments and designs the widget prints', async ({ page, problems }) => {
  await page.goto(PAGE);
  for (const [id, expected] of Object.entries(WITH_IMAGES)) {
    const testimonial = widget(page, id);
    await testimonial.scrollIntoViewIfNeeded();
    await expectShown(testimonial, expected);
    const image = testimonial.getByRole('img', { name: `Portrait of ${expected[0]}` });
    await expect(image).toBeVisible();
    // The image has loaded and shows at the stylesheet's size.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await box(image)).toMatchObject({ width: 64, height: 64 });
  }

  const layout = async (id: string) => {
    const testimonial = widget(page, id);
    return {
      image: await box(testimonial.getByRole('img')),
      name: await box(testimonial.locator('.ha-testimonial__reviewer-name')),
      content: await box(testimonial.locator('.ha-testimonial__content')),
      background: await testimonial.locator('.ha-testimonial__content').evaluate((el) => getComputedStyle(el).backgroundColor),
    };
  };
  // Left: the image, then the name beside it.
  const left = await layout('te0000l1');
  expect(left.image.x + left.image.width).toBeLessThanOrEqual(left.name.x);
  // Right: the name, then the image beside it, at the right edge.
  const right = await layout('te0000r1');
  expect(right.name.x + right.name.width).toBeLessThanOrEqual(right.image.x);
  expect(right.image.x + right.image.width).toBeCloseTo(right.content.x + right.content.width, 0);
  // Centre: the image above the name, both centred under the text.
  const center = await layout('te0000c1');
  expect(center.image.y + center.image.height).toBeLessThanOrEqual(center.name.y);
  const middle = center.content.x + center.content.width / 2;
  expect(center.image.x + center.image.width / 2).toBeCloseTo(middle, 0);
  expect(center.name.x + center.name.width / 2).toBeCloseTo(middle, 0);
  // Bubble: the text sits in a coloured box; basic: no box.
  expect(center.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(left.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(right.background).toBe('rgba(0, 0, 0, 0)');
  expect(ownErrors(problems)).toEqual([]);
});

test('a page with only static widgets loads no widget code and no React, and is left alone', async ({ page, problems }) => {
  const requests = recordOwnRequests(page);
  // The markup as printed, before any script could touch it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { printed: string }).printed = document.querySelector('.elementor-100')!.innerHTML;
    }),
  );
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  // Scrolled through, in case anything waited to be seen.
  for (const id of [...Object.keys(REAL), ...Object.keys(WITH_IMAGES)]) await widget(page, id).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');

  // The loader keeps no type list (it would outgrow its 3 KB as widgets are added): the small second
  // stage, which has the manifest, finds that none of these types has behaviour and stops there.
  // (and the premount stylesheet, which the page links in its head)
  expect(requests.map((path) => path.replace(/-[A-Z0-9]{8}\.js$/, '.js')).sort()).toEqual(['/dist/boot.js', '/dist/ha-widgets.css', '/dist/ha-widgets.js']);
  expect(await page.evaluate(() => typeof window.haWidgets?.scan)).toBe('function');
  await expect(page.locator('[data-ha-state]')).toHaveCount(0);
  const { printed, now } = await page.evaluate(() => ({
    printed: (window as unknown as { printed: string }).printed,
    now: document.querySelector('.elementor-100')!.innerHTML,
  }));
  expect(now).toBe(printed);
  expect(ownErrors(problems)).toEqual([]);
});
