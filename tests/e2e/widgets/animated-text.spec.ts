import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, unmountRestores, recordLayoutShift, layoutShift } from '../helpers';

const PAGE = '/widgets/animated-text.html';

async function open(page: Page, ...ids: string[]): Promise<Locator[]> {
  await page.clock.install();
  await page.goto(PAGE);
  const headlines = ids.map((id) => widget(page, id));
  for (const headline of headlines) {
    await headline.scrollIntoViewIfNeeded();
    await expectReady(headline);
  }
  // Time stands still from here on but for what the test runs (a second ahead: a moment that cannot
  // have passed by the time the call arrives).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  return headlines;
}

/** Runs the clock in 50 ms steps until `done` holds: the moment is then known to within 50 ms. */
async function runUntil(page: Page, done: () => Promise<boolean>, limit = 8000): Promise<void> {
  for (let spent = 0; !(await done()); spent += 50) {
    expect(spent, 'the awaited change never came').toBeLessThan(limit);
    await page.clock.runFor(50);
  }
}

const shownWord = (headline: Locator) => headline.locator('.cd-words-wrapper > b.is-visible');
/** The words a visitor can see: opacity above 0 and visible. */
const seenWords = (headline: Locator) =>
  headline.locator('.cd-words-wrapper > b').evaluateAll((words) =>
    words.filter((word) => {
      const style = getComputedStyle(word);
      const letters = [...word.querySelectorAll('i')];
      const lettersSeen = !letters.length || letters.some((i) => getComputedStyle(i).opacity !== '0' && getComputedStyle(i).visibility !== 'hidden');
      return style.opacity !== '0' && style.visibility !== 'hidden' && lettersSeen;
    }).map((word) => word.textContent),
  );

test('rotate-1: a new word every 3000 ms, in a box as wide as the longest; screen readers read the sentence once', async ({ page, problems }) => {
  const [headline] = await open(page, 'at00001');
  await expect(page.getByRole('heading', { name: 'We build websites, online shops, or mobile apps that last.', exact: true })).toBeVisible();
  await expect(headline.locator('.ha-visually-hidden')).toHaveCount(1);
  await expect(headline.locator('.cd-words-wrapper')).toHaveAttribute('aria-hidden', 'true');
  const box = headline.locator('.cd-words-wrapper');
  const width = await box.evaluate((el) => el.getBoundingClientRect().width);
  const words = ['websites', 'online shops', 'mobile apps'];
  const after = (word: string | null) => words[(words.indexOf(word!) + 1) % words.length];
  const first = await shownWord(headline).textContent();
  await runUntil(page, async () => (await shownWord(headline).textContent()) !== first);
  const second = after(first);
  await expect(shownWord(headline)).toHaveText(second);
  // The next word comes 3000 ms after this one, not before.
  await page.clock.runFor(2900);
  await expect(shownWord(headline)).toHaveText(second);
  await page.clock.runFor(150);
  await expect(shownWord(headline)).toHaveText(after(second));
  await page.clock.runFor(3000);
  await expect(shownWord(headline)).toHaveText(after(after(second)));
  // Once the words' animations (real time, not the page's clock) are over, one word shows.
  await expect.poll(() => seenWords(headline)).toEqual([after(after(second))]);
  // The text after the words never moves: the box keeps the longest word's width.
  expect(await box.evaluate((el) => el.getBoundingClientRect().width)).toBe(width);
  expect(ownErrors(problems)).toEqual([]);
});

test('letter styles: type selects, clears and types the next word; rotate-2 turns letters in and out', async ({ page, problems }) => {
  const [typed, rotated] = await open(page, 'at00002', 'at00003');
  const box = typed.locator('.cd-words-wrapper');
  await expect(box).toHaveClass(/waiting/);
  await runUntil(page, () => box.evaluate((el) => el.classList.contains('selected')));
  const before = (await shownWord(typed).textContent())!;
  await page.clock.runFor(520);
  await expect(box).not.toHaveClass(/selected/);
  const typing = ({ bold: 'smooth', smooth: 'fair', fair: 'bold' } as Record<string, string>)[before];
  await expect(shownWord(typed)).toHaveText(typing);
  // Typed one letter each 150 ms: two to four letters of six, 420 to 620 ms after the word changed.
  await page.clock.runFor(400);
  expect(typing.length).toBeGreaterThan(3);
  const typedSoFar = await shownWord(typed).locator('i.in').count();
  expect(typedSoFar).toBeGreaterThanOrEqual(2);
  expect(typedSoFar).toBeLessThanOrEqual(4);
  await page.clock.runFor(1000);
  await expect(shownWord(typed).locator('i.in')).toHaveCount(typing.length);
  await expect(box).toHaveClass(/waiting/);
  expect(await seenWords(typed)).toEqual([typing]);

  const leaving = (await shownWord(rotated).textContent())!;
  await runUntil(page, async () => (await shownWord(rotated).textContent()) !== leaving);
  const coming = (await shownWord(rotated).textContent())!;
  // Letter by letter, 50 ms apart: the leaving word's letters go out, the coming word's come in.
  await page.clock.runFor(500);
  await expect(rotated.locator('b', { hasText: leaving }).locator('i.out')).toHaveCount(leaving.length);
  await expect(rotated.locator('b', { hasText: coming }).locator('i.in')).toHaveCount(coming.length);
  await expect.poll(() => seenWords(rotated)).toEqual([coming]);
  expect(ownErrors(problems)).toEqual([]);
});

test('fx effects on GSAP: fx1 by default and fx10 from data-settings bring the next word in', async ({ page, problems }) => {
  const [fx1, fx10] = await open(page, 'at00011', 'at00013');
  expect(await seenWords(fx1)).toHaveLength(1);
  await runUntil(page, async () => (await shownWord(fx1).textContent()) === 'festivals');
  await page.clock.runFor(1500);
  expect(await seenWords(fx1)).toEqual(['festivals']);
  // fx1 splits the word into letters with SplitText; they end where they belong.
  expect(await shownWord(fx1).evaluate((word) => word.children.length)).toBe('festivals'.length);
  await runUntil(page, async () => (await shownWord(fx10).textContent()) === 'schools');
  await page.clock.runFor(1500);
  expect(await seenWords(fx10)).toEqual(['schools']);
  await expect(page.getByRole('heading', { name: 'Tickets for concerts, festivals, or theatre', exact: true })).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('reduced motion: every headline stays on its first word, nothing animates', async ({ page, problems }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const headlines = await open(page, 'at00001', 'at00002', 'at00006', 'at00011');
  await page.clock.runFor(10_000);
  for (const [headline, first] of [
    [headlines[0], 'websites'],
    [headlines[1], 'bold'],
    [headlines[2], 'bread'],
    [headlines[3], 'concerts'],
  ] as const) {
    await expect(shownWord(headline)).toHaveText(first);
    expect(await seenWords(headline)).toEqual([first]);
    expect(await headline.locator('.cd-words-wrapper, .cd-words-wrapper > b').evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))).toEqual(['none', 'none', 'none', 'none']);
  }
  // Still read whole.
  await expect(page.getByRole('heading', { name: 'Coffee that is bold, smooth, or fair every morning.', exact: true })).toBeVisible();
  expect(ownErrors(problems)).toEqual([]);
});

test('the pointer on a headline holds its word; unmounting gives the server markup back', async ({ page }) => {
  const [headline] = await open(page, 'at00005');
  await headline.locator('h2').hover();
  const held = (await shownWord(headline).textContent())!;
  await page.clock.runFor(7000);
  await expect(shownWord(headline)).toHaveText(held);
  await page.mouse.move(1, 1);
  await runUntil(page, async () => (await shownWord(headline).textContent()) !== held, 3200);
  await page.clock.resume();
  expect(await unmountRestores(page, 'at00003')).toBe(true);
  expect(await unmountRestores(page, 'at00012')).toBe(true);
});

test('mounting moves nothing: the words keep the place the first paint gave them', async ({ page }) => {
  await recordLayoutShift(page);
  // Tall enough for every headline to mount at once.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.goto(PAGE);
  await expect(page.locator('[data-widget_type^="ha-animated-text"][data-ha-state="ready"]')).toHaveCount(13);
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBe(0);
});
