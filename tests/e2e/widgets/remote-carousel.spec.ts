// ha-remote-carousel: buttons elsewhere on the page that drive the carousel with the same unique id,
// whichever of the two mounts first, across rebuilds of the carousel and while it is gone.
import type { Locator, Page } from '@playwright/test';
import { expect, test, expectReady, ownErrors, unmountRestores, widget } from '../helpers';
import { expectView, leave, openWidget, visibleSlides, mountingChanges, recordStylesheets } from '../carousel-helpers';

const PAGE = '/widgets/remote-carousel.html';
const GALLERY_REMOTE = 'ac3d0001'; // before its carousel, thumbnails, icons only
const GALLERY = 'ac3d0002'; // ha-carousel harccuid_gallery: 1 in view, loop, 5 images
const TEAM = 'ac3d0003'; // ha-team-carousel harccuid_team: 3 / 3 / 2, no loop, 6 members
const TEAM_REMOTE = 'ac3d0004'; // after its carousel, thumbnails, texts "Previous" / "Next"
const NOWHERE_REMOTE = 'ac3d0005'; // harccuid_nowhere: no such carousel
const POSTS = 'ac3d0006'; // ha-post-carousel harccuid_posts: 2 / 2 / 1, loop
const POSTS_REMOTE = 'ac3d0007'; // data-show_thumbnail "sometimes"

const open = (page: Page, id: string, width = 1280) => openWidget(page, PAGE, id, width);

/** The image a button shows as its background, as the file name, or '' for none. */
function thumbnail(button: Locator): Promise<string> {
  return button.evaluate((el) => /([\w-]+\.svg)/.exec(getComputedStyle(el).backgroundImage)?.[1] ?? '');
}

const unmount = (page: Page, id: string) =>
  page.evaluate((id) => window.haWidgets!.unmount(document.querySelector(`[data-id="${id}"]`)!), id);
const mount = async (page: Page, id: string) => {
  await page.evaluate((id) => window.haWidgets!.mount(document.querySelector(`[data-id="${id}"]`)!), id);
  await expectReady(widget(page, id));
};

test.describe('ha-remote-carousel', () => {
  test('the remote above the gallery moves it and shows the images before and after the current one', async ({ page }) => {
    const remote = await open(page, GALLERY_REMOTE);
    const gallery = widget(page, GALLERY);
    await expectReady(gallery);
    const prev = remote.getByRole('button', { name: 'Previous slide (Images)' });
    const next = remote.getByRole('button', { name: 'Next slide (Images)' });
    await expectView(gallery, [1]);
    await expect.poll(() => thumbnail(prev)).toBe('view-5.svg');
    await expect.poll(() => thumbnail(next)).toBe('view-2.svg');
    await next.click();
    await expectView(gallery, [2]);
    await expect.poll(() => thumbnail(prev)).toBe('view-1.svg');
    await expect.poll(() => thumbnail(next)).toBe('view-3.svg');
    await prev.click();
    await expectView(gallery, [1]);
    // The gallery loops: before the first comes the last.
    await prev.click();
    await expectView(gallery, [5]);
    await expect.poll(() => thumbnail(prev)).toBe('view-4.svg');
    await expect.poll(() => thumbnail(next)).toBe('view-1.svg');
    await expect(gallery.locator('[aria-live="polite"]')).toHaveText('Slide 5 of 5');
  });

  test('keyboard: Tab reaches the buttons, Enter and Space move the carousel', async ({ page }) => {
    const remote = await open(page, GALLERY_REMOTE);
    const gallery = widget(page, GALLERY);
    await expectReady(gallery);
    await remote.getByRole('button', { name: 'Previous slide (Images)' }).focus();
    await page.keyboard.press('Tab');
    await expect(remote.getByRole('button', { name: 'Next slide (Images)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectView(gallery, [2]);
    await page.keyboard.press('Space');
    await expectView(gallery, [3]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expectView(gallery, [2]);
  });

  test('the team remote: its own texts in the names, unavailable at the ends of a carousel that does not loop', async ({ page }) => {
    const remote = await open(page, TEAM_REMOTE);
    const team = widget(page, TEAM);
    const prev = remote.getByRole('button', { name: 'Previous (Team members)' });
    const next = remote.getByRole('button', { name: 'Next (Team members)' });
    await expectView(team, [1, 2, 3]);
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => thumbnail(prev)).toBe('');
    await expect.poll(() => thumbnail(next)).toBe('member-2.svg');
    await next.click();
    await expectView(team, [2, 3, 4]);
    await expect(prev).not.toHaveAttribute('aria-disabled');
    await expect.poll(() => thumbnail(prev)).toBe('member-1.svg');
    await expect.poll(() => thumbnail(next)).toBe('member-3.svg');
    await next.click();
    await expectView(team, [3, 4, 5]);
    await next.click();
    await expectView(team, [4, 5, 6]);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => thumbnail(next)).toBe('');
    await next.click({ force: true }); // unavailable, but still there to press
    await expectView(team, [4, 5, 6]);
  });

  test('keeps driving its carousel when a device change rebuilds it', async ({ page }) => {
    const remote = await open(page, TEAM_REMOTE);
    const team = widget(page, TEAM);
    const next = remote.getByRole('button', { name: 'Next (Team members)' });
    await next.click();
    await expectView(team, [2, 3, 4]);
    await next.click();
    await expectView(team, [3, 4, 5]);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => visibleSlides(team)).toEqual([3, 4]);
    await next.click();
    await expectView(team, [4, 5]);
    await expect.poll(() => thumbnail(remote.getByRole('button', { name: 'Previous (Team members)' }))).toBe('member-3.svg');
    await expect.poll(() => thumbnail(next)).toBe('member-5.svg');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => visibleSlides(team)).toEqual([4, 5, 6]);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  test('mounted before its carousel: unavailable until the carousel is built, then drives it', async ({ page, problems }) => {
    const remote = await open(page, GALLERY_REMOTE);
    const gallery = widget(page, GALLERY);
    await expectReady(gallery);
    await unmount(page, GALLERY_REMOTE);
    await unmount(page, GALLERY);
    await mount(page, GALLERY_REMOTE);
    const next = remote.getByRole('button', { name: 'Next slide', exact: true });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(remote.getByRole('button', { name: 'Previous slide', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await mount(page, GALLERY);
    const connected = remote.getByRole('button', { name: 'Next slide (Images)' });
    await expect(connected).not.toHaveAttribute('aria-disabled');
    await expectView(gallery, [1]);
    await connected.click();
    await expectView(gallery, [2]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('mounted after its carousel: drives it at once', async ({ page, problems }) => {
    const remote = await open(page, TEAM_REMOTE);
    const team = widget(page, TEAM);
    await unmount(page, TEAM_REMOTE);
    await unmount(page, TEAM);
    await mount(page, TEAM);
    await expectView(team, [1, 2, 3]);
    await mount(page, TEAM_REMOTE);
    await remote.getByRole('button', { name: 'Next (Team members)' }).click();
    await expectView(team, [2, 3, 4]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('while its carousel is unmounted the buttons are unavailable and do nothing; they come back with it', async ({ page, problems }) => {
    const remote = await open(page, TEAM_REMOTE);
    const team = widget(page, TEAM);
    await expectView(team, [1, 2, 3]);
    await unmount(page, TEAM);
    const next = remote.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => thumbnail(next)).toBe('');
    await next.click({ force: true });
    await remote.getByRole('button', { name: 'Previous', exact: true }).click({ force: true });
    await mount(page, TEAM);
    await remote.getByRole('button', { name: 'Next (Team members)' }).click();
    await expectView(team, [2, 3, 4]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a remote for a carousel that is not on the page: unavailable buttons that do nothing', async ({ page, problems }) => {
    const remote = await open(page, NOWHERE_REMOTE);
    for (const name of ['Previous slide', 'Next slide']) {
      const button = remote.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await button.click({ force: true });
    }
    await expect.poll(() => visibleSlides(widget(page, GALLERY))).toEqual([1]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: no thumbnails and one debug warning, and the buttons still drive the post carousel', async ({ page, problems }) => {
    const remote = await open(page, POSTS_REMOTE);
    const posts = widget(page, POSTS);
    await expectView(posts, [1, 2]);
    const prev = remote.getByRole('button', { name: 'Previous slide (Posts)' });
    const next = remote.getByRole('button', { name: 'Next slide (Posts)' });
    expect([await thumbnail(prev), await thumbnail(next)]).toEqual(['', '']);
    await next.click();
    await expectView(posts, [2, 3]);
    await prev.click();
    await expectView(posts, [1, 2]);
    await prev.click();
    await expectView(posts, [5, 1]);
    const warnings = problems.warnings.filter((text) => text.includes(POSTS_REMOTE));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('show_thumbnail "sometimes"');
  });

  test('unmount puts the remote\'s markup back, and its buttons then do nothing', async ({ page }) => {
    await open(page, GALLERY_REMOTE);
    const gallery = widget(page, GALLERY);
    await expectReady(gallery);
    expect(await unmountRestores(page, GALLERY_REMOTE)).toBe(true);
    await widget(page, GALLERY_REMOTE).locator('.ha-remote-carousel-btn-next').click();
    await leave(page);
    await expect.poll(() => visibleSlides(gallery)).toEqual([1]);
  });

  test('every widget on the page mounts without errors or Swiper warnings', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    for (const element of await page.locator('[data-widget_type^="ha-"]').all()) await expectReady(element);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => visibleSlides(widget(page, POSTS))).toEqual([1]);
    expect(ownErrors(problems)).toEqual([]);
    expect(problems.warnings.filter((text) => /swiper/i.test(text))).toEqual([]);
  });

  test("three kinds of carousel on the page load Swiper's stylesheet once, each their own once", async ({ page }) => {
    const stylesheets = recordStylesheets(page);
    await page.goto(PAGE);
    for (const element of await page.locator('[data-widget_type^="ha-"]').all()) await expectReady(element);
    expect(stylesheets.filter((name) => name === 'swiper.css')).toHaveLength(1);
    expect(stylesheets.filter((name, i) => stylesheets.indexOf(name) !== i)).toEqual([]);
    for (const name of ['carousel.css', 'team-carousel.css', 'post-carousel.css']) expect(stylesheets).toContain(name);
    // Swiper's rules reach every kind: the slides of each stand in one row.
    for (const id of [GALLERY, TEAM, POSTS]) await expect(widget(page, id).locator('.swiper-wrapper')).toHaveCSS('display', 'flex');
  });

  for (const width of [1280, 375])
    test(`mounting moves nothing: the printed carousels and remotes already have their shape at ${width} px`, async ({ page }) => {
      expect(await mountingChanges(page, PAGE, width)).toEqual({ prepared: [], started: [] });
    });
});
