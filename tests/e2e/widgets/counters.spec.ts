import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, sizesBeforeAndAfterMount } from '../helpers';

const FUN_FACTOR = '/widgets/fun-factor.html';
const NUMBER = '/widgets/number.html';
const SKILLS = '/widgets/skills.html';
const NUMBER_ELEMENT = '.ha-fun-factor__content-number, .ha-number-text';

/**
 * Records, from the start, every value each counter shows (keyed by widget id), as a visitor sees it:
 * while counting the moving digits are the aria-hidden part.
 */
async function recordCounters(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const log: Record<string, string[]> = {};
    (window as unknown as { __shown: typeof log }).__shown = log;
    const shown = (el: Element) => (el.querySelector('[aria-hidden="true"]') ?? el).textContent ?? '';
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll(selector)) {
        const id = el.closest<HTMLElement>('[data-id][data-widget_type]')?.dataset.id ?? '';
        const values = (log[id] = [shown(el)]);
        new MutationObserver(() => {
          const value = shown(el);
          if (values[values.length - 1] !== value) values.push(value);
        }).observe(el, { childList: true, characterData: true, subtree: true });
      }
    });
  }, NUMBER_ELEMENT);
}

const shownValues = (page: Page, id: string) =>
  page.evaluate((key) => (window as unknown as { __shown: Record<string, string[]> }).__shown[key] ?? [], id);

/** Scrolls with the mouse wheel, like a visitor, until the element is wholly in the viewport. */
async function wheelTo(page: Page, target: Locator): Promise<void> {
  const { height } = page.viewportSize()!;
  await page.mouse.move(10, height / 2);
  for (let step = 0; step < 60; step++) {
    const box = await target.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height) return;
    const delta = box ? Math.max(-400, Math.min(400, box.y + box.height / 2 - height / 2)) : 400;
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(30);
  }
  throw new Error('could not scroll the element into view');
}

async function wheelToTop(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
  for (let step = 0; step < 60 && (await page.evaluate(() => scrollY)) > 0; step++) {
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(30);
  }
  expect(await page.evaluate(() => scrollY)).toBe(0);
}

const numberOf = (counter: Locator) => counter.locator(NUMBER_ELEMENT);
const asNumber = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test.describe('ha-fun-factor', () => {
  test('the real counters above the fold count from 0 to their values, as plain digits', async ({ page, problems }) => {
    await recordCounters(page);
    await page.goto(FUN_FACTOR);
    const expected: Record<string, string> = { '6af40d8f': '320', '5f01af21': '12340', '55a93b7a': '7440', '10b2f60e': '1340' };
    for (const [id, value] of Object.entries(expected)) {
      const counter = widget(page, id);
      await expectReady(counter);
      await expect(numberOf(counter)).toHaveText(value);
      // Same element as the server's: class and data-animation kept.
      await expect(numberOf(counter)).toHaveAttribute('data-animation', /"toValue":\d+/);
    }
    // 12340 over 500 ms: it went through values in between, never down, and ended exactly on the target.
    const values = (await shownValues(page, '5f01af21')).map(asNumber);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(12340);
    expect(values.some((v) => v > 0 && v < 12340)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(ownErrors(problems)).toEqual([]);
  });

  test('a counter below the fold starts only when seen, counts once, and does not restart', async ({ page, problems }) => {
    await recordCounters(page);
    await page.goto(FUN_FACTOR);
    await expectReady(widget(page, '6af40d8f'));
    const counter = widget(page, 'ff000001');
    const number = numberOf(counter);
    await page.waitForTimeout(400);
    await expect(counter).not.toHaveAttribute('data-ha-state', /.*/);
    await expect(number).toHaveText('0');
    expect(await shownValues(page, 'ff000001')).toEqual(['0']);

    await wheelTo(page, number);
    await expectReady(counter);
    // 2 seconds long: the visitor sees it counting, and a screen reader gets only the final value.
    const last = async () => asNumber((await shownValues(page, 'ff000001')).at(-1)!);
    await expect.poll(last, { intervals: [50] }).toBeGreaterThan(0);
    const tree = await number.locator('..').ariaSnapshot();
    expect(await last()).toBeLessThan(98765);
    expect(tree.match(/\d+/g)).toEqual(['98765']);

    await expect(number).toHaveText('98765', { timeout: 4000 });
    const values = (await shownValues(page, 'ff000001')).map(asNumber);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBe(98765);

    await wheelToTop(page);
    await page.waitForTimeout(200);
    await wheelTo(page, number);
    await page.waitForTimeout(600);
    await expect(number).toHaveText('98765');
    expect((await shownValues(page, 'ff000001')).length).toBe(values.length);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('counting does not move the text around it', async ({ page }) => {
    await page.goto(FUN_FACTOR);
    const counter = widget(page, 'ff000001');
    const title = counter.locator('.ha-fun-factor__content-text');
    await wheelTo(page, counter);
    const before = await title.boundingBox();
    const boxes = [];
    for (let i = 0; i < 8; i++) {
      boxes.push(await title.boundingBox());
      await page.waitForTimeout(100);
    }
    await expect(numberOf(counter)).toHaveText('98765', { timeout: 4000 });
    boxes.push(await title.boundingBox());
    for (const box of boxes) expect(box).toEqual(before);
  });

  test('before they mount, the counters above the fold hide their printed "0"; mounted, they show and nothing has shifted', async ({ page }) => {
    await recordLayoutShift(page);
    const ids = ['5f01af21', '55a93b7a', '10b2f60e', '6af40d8f'];
    const shown = (counter: HTMLElement) => getComputedStyle(counter.querySelector('[data-animation]')!).visibility;
    const { before, after } = await sizesBeforeAndAfterMount(page, FUN_FACTOR, ids, shown);
    expect(before).toEqual(ids.map(() => 'hidden'));
    expect(after).toEqual(ids.map(() => 'visible'));
    for (const id of ids) await expect(numberOf(widget(page, id))).not.toHaveText('0');
    expect(await layoutShift(page)).toBe(0);
  });

  test('while it counts, the number holds the width of its final value: its neighbours move at most once', async ({ page }) => {
    await page.goto(FUN_FACTOR);
    const counter = widget(page, 'ff000001');
    // Every frame's width of the number, from before it is seen (and mounted) until its count is over.
    await numberOf(counter).evaluate((number) => {
      const widths: number[] = ((window as unknown as { widths: number[] }).widths = []);
      const sample = () => {
        widths.push(Math.round(number.getBoundingClientRect().width));
        if (number.textContent !== '98765') requestAnimationFrame(sample);
      };
      sample();
    });
    await wheelTo(page, counter);
    await expect(numberOf(counter)).toHaveText('98765', { timeout: 4000 });
    const widths = await page.evaluate(() => (window as unknown as { widths: number[] }).widths);
    // The printed "0", then the final width from the first counting frame on.
    expect(new Set(widths).size, widths.join(' ')).toBeLessThanOrEqual(2);
    expect(widths.length).toBeGreaterThan(10);
  });

  test('keeps the server formatting: prefix and suffix, marks, decimals, unanimated numbers', async ({ page, problems }) => {
    await page.goto(FUN_FACTOR);
    const prefixed = widget(page, 'ff000002');
    await wheelTo(page, prefixed);
    await expect(numberOf(prefixed)).toHaveText('2500', { timeout: 4000 });
    await expect(prefixed.locator('.ha-fun-factor__content-number-prefix')).toHaveText('$');
    await expect(prefixed.locator('.ha-fun-factor__content-number-suffix')).toHaveText('+');
    await expect(prefixed.locator('.ha-fun-factor__content-number-wrap')).toHaveText(/^\s*\$\s*2500\s*\+\s*$/);

    await expect(numberOf(widget(page, 'ff000003'))).toHaveText('1.250,5', { timeout: 4000 });
    const decimals = widget(page, 'ff000005');
    await wheelTo(page, decimals);
    await expect(numberOf(decimals)).toHaveText('99.50', { timeout: 4000 });
    const plain = widget(page, 'ff000004');
    await expectReady(plain);
    await expect(numberOf(plain)).toHaveText('1,200');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: ready, the server text or defaults, and a debug warning naming the id', async ({ page, problems }) => {
    await page.goto(FUN_FACTOR);
    const notJson = widget(page, 'ff0000b1');
    await wheelTo(page, notJson);
    for (const id of ['ff0000b1', 'ff0000b2', 'ff0000b3']) await expectReady(widget(page, id));
    await expect(numberOf(notJson)).toHaveText('0');
    await expect(numberOf(widget(page, 'ff0000b2'))).toHaveText('0');
    // A bad duration falls back to 500 ms and still counts to its target.
    await expect(numberOf(widget(page, 'ff0000b3'))).toHaveText('640', { timeout: 3000 });
    expect(problems.warnings.some((w) => w.includes('ha-fun-factor #ff0000b1') && w.includes('animation'))).toBe(true);
    expect(problems.warnings.some((w) => w.includes('ha-fun-factor #ff0000b2') && w.includes('toValue "lots"'))).toBe(true);
    expect(problems.warnings.some((w) => w.includes('ha-fun-factor #ff0000b3') && w.includes('duration "slow"'))).toBe(true);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('with reduced motion the final value shows at once', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordCounters(page);
    await page.goto(FUN_FACTOR);
    const counter = widget(page, 'ff000001');
    await wheelTo(page, counter);
    await expectReady(counter);
    await expect(numberOf(counter)).toHaveText('98765');
    expect(await shownValues(page, 'ff000001')).toEqual(['0', '98765']);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('in the editor the final value shows at once', async ({ page }) => {
    await page.route('**/widgets/fun-factor.html', async (route) => {
      const body = (await (await route.fetch()).text()).replace('{ debug: true }', '{ debug: true, editMode: true }');
      await route.fulfill({ body, contentType: 'text/html' });
    });
    await recordCounters(page);
    await page.goto(FUN_FACTOR);
    const counter = widget(page, 'ff000001');
    await wheelTo(page, counter);
    await expectReady(counter);
    await expect(numberOf(counter)).toHaveText('98765');
    expect(await shownValues(page, 'ff000001')).toEqual(['0', '98765']);
  });

  test('the count ends on its value on time even when animation frames never come', async ({ page, problems }) => {
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto(FUN_FACTOR);
    const counter = widget(page, 'ff000002');
    await wheelTo(page, counter);
    await expectReady(counter);
    await expect(numberOf(counter)).toHaveText('2500', { timeout: 3000 });
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-number', () => {
  test('the real numbers below the fold count when scrolled into view', async ({ page, problems }) => {
    await recordCounters(page);
    await page.goto(NUMBER);
    const ids = ['1eb6f067', '5f19ac5c', '3478858d', '787ab716'];
    await page.waitForTimeout(400);
    for (const id of ids) {
      await expect(widget(page, id)).not.toHaveAttribute('data-ha-state', /.*/);
      await expect(numberOf(widget(page, id))).toHaveText('0');
    }
    for (const [index, id] of ids.entries()) {
      const number = numberOf(widget(page, id));
      await wheelTo(page, number);
      await expectReady(widget(page, id));
      await expect(number).toHaveText(String(index + 1));
      const values = (await shownValues(page, id)).map(asNumber);
      expect(values[0]).toBe(0);
      expect(values.at(-1)).toBe(index + 1);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    const big = widget(page, 'nb000011');
    await wheelTo(page, big);
    await expect(numberOf(big)).toHaveText('4096', { timeout: 3000 });
    const values = (await shownValues(page, 'nb000011')).map(asNumber);
    expect(values.some((v) => v > 0 && v < 4096)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings and no animation: ready, the server text, a warning naming the id', async ({ page, problems }) => {
    await page.goto(NUMBER);
    await wheelTo(page, widget(page, 'nb0000b2'));
    for (const [id, text] of [['nb000012', '42'], ['nb0000b1', '0'], ['nb0000b2', '0']]) {
      await expectReady(widget(page, id));
      await expect(numberOf(widget(page, id))).toHaveText(text);
    }
    expect(problems.warnings.some((w) => w.includes('ha-number #nb0000b1') && w.includes('animation "toValue=7"'))).toBe(true);
    expect(problems.warnings.some((w) => w.includes('ha-number #nb0000b2') && w.includes('toValue "seven"'))).toBe(true);
    expect(problems.warnings.some((w) => w.includes('#nb000012'))).toBe(false);
    expect(ownErrors(problems)).toEqual([]);
  });
});

test.describe('ha-skills', () => {
  /** The bar's width as a share of its track, 0..1. */
  const share = (bar: Locator) =>
    bar.evaluate((track) => {
      const fill = track.querySelector('.ha-skill-level')!;
      return fill.getBoundingClientRect().width / track.getBoundingClientRect().width;
    });

  test('bars wait below the fold, then grow to their level (500 ms) while the text counts (1300 ms)', async ({ page, problems }) => {
    await page.goto(SKILLS);
    const skills = widget(page, '71bca203');
    await page.waitForTimeout(400);
    await expect(skills).not.toHaveAttribute('data-ha-state', /.*/);
    await expect(skills.locator('.ha-skill-level-text').first()).toHaveText('');

    const details = skills.getByRole('progressbar', { name: 'Attention to details' });
    await wheelTo(page, skills);
    await expectReady(skills);
    await expect(details).toHaveAttribute('aria-valuenow', '100');
    // The bar is full well before the text has counted to 100.
    await expect.poll(() => share(details), { intervals: [30], timeout: 2000 }).toBeGreaterThan(0.995);
    const text = details.locator('.ha-skill-level-text');
    expect(asNumber(await text.innerText())).toBeLessThan(100);
    await expect(details).toHaveAttribute('aria-valuenow', '100');
    await expect(text).toHaveText('100%');

    const levels: Record<string, number> = { Persistance: 35, 'Team work': 56, Skills: 65, 'Attention to details': 100, Strategy: 40 };
    for (const [name, level] of Object.entries(levels)) {
      const bar = skills.getByRole('progressbar', { name });
      await expect(bar).toHaveAttribute('aria-valuenow', String(level));
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
      await expect(bar.locator('.ha-skill-level-text')).toHaveText(`${level}%`);
      expect(await share(bar)).toBeCloseTo(level / 100, 2);
      // Same markup as the server printed.
      await expect(bar).toHaveClass(/ha-skill ha-skill--outside elementor-repeater-item-/);
      await expect(bar.locator('.ha-skill-level')).toHaveAttribute('data-level', String(level));
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  for (const [id, name] of [
    ['71bca203', 'Attention to details'],
    ['sk000001', 'Design'],
  ])
    test(`the level text rides the end of its growing bar and nothing in its widget shifts (${name}, text ${id === 'sk000001' ? 'inside' : 'outside'})`, async ({ page }) => {
      // The widgets a layout shift moved something of.
      await page.addInitScript(() => {
        const moved: string[] = ((window as unknown as { moved: string[] }).moved = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
            for (const { node } of entry.sources) {
              const element = node instanceof Element ? node : node?.parentElement;
              moved.push(element?.closest<HTMLElement>('[data-widget_type]')?.dataset.id ?? '');
            }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(SKILLS);
      const skills = widget(page, id);
      const bar = skills.getByRole('progressbar', { name });
      // Every frame: how far the text's right edge is from the bar's end (less the info box's right
      // padding). The bar is looked up each time: mounting renders it anew.
      await skills.evaluate((widget, name) => {
        const gaps: number[] = ((window as unknown as { gaps: number[] }).gaps = []);
        const sample = () => {
          const info = [...widget.querySelectorAll<HTMLElement>('.ha-skill-info')].find((el) => el.querySelector('.ha-skill-name')?.textContent === name)!;
          const fill = info.parentElement!;
          const text = info.querySelector<HTMLElement>('.ha-skill-level-text')!;
          if (text.textContent) gaps.push(fill.getBoundingClientRect().right - parseFloat(getComputedStyle(info).paddingRight) - text.getBoundingClientRect().right);
          if (gaps.length < 300 && !/^\d+%$/.test(text.textContent ?? '')) requestAnimationFrame(sample);
        };
        sample();
      }, name);
      await wheelTo(page, skills);
      await expect(bar.locator('.ha-skill-level-text')).toHaveText(/^\d+%$/, { timeout: 4000 });
      const gaps = await page.evaluate(() => (window as unknown as { gaps: number[] }).gaps);
      expect(gaps.length).toBeGreaterThan(10);
      for (const gap of gaps) expect(Math.abs(gap)).toBeLessThanOrEqual(1.5);
      expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).not.toContain(id);
    });

  test('bars do not restart when scrolled away and back', async ({ page }) => {
    await page.goto(SKILLS);
    const skills = widget(page, '71bca203');
    const bar = skills.getByRole('progressbar', { name: 'Persistance' });
    await wheelTo(page, skills);
    await expect(bar.locator('.ha-skill-level-text')).toHaveText('35%', { timeout: 3000 });
    await skills.evaluate((el) => {
      const flag = el as HTMLElement & { changes?: number };
      flag.changes = 0;
      new MutationObserver((records) => (flag.changes! += records.length)).observe(el, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await wheelToTop(page);
    await page.waitForTimeout(200);
    await wheelTo(page, bar);
    await page.waitForTimeout(600);
    expect(await skills.evaluate((el) => (el as HTMLElement & { changes?: number }).changes)).toBe(0);
    expect(await share(bar)).toBeCloseTo(0.35, 2);
  });

  test('text inside, decimals, and bad levels capped with a warning naming the id', async ({ page, problems }) => {
    await page.goto(SKILLS);
    const coding = widget(page, 'sk000001').getByRole('progressbar', { name: 'Coding' });
    await wheelTo(page, widget(page, 'sk000001'));
    await expect(coding.locator('.ha-skill-level-text')).toHaveText('72.5%', { timeout: 3000 });
    expect(await share(coding)).toBeCloseTo(0.725, 2);

    const bad = widget(page, 'sk0000b1');
    await wheelTo(page, bad);
    await expectReady(bad);
    const expected: Record<string, number> = { 'Over the top': 100, 'Not a number': 0, 'No level set': 0, 'Below zero': 0 };
    for (const [name, level] of Object.entries(expected)) {
      const bar = bad.getByRole('progressbar', { name });
      await expect(bar).toHaveAttribute('aria-valuenow', String(level));
      await expect(bar.locator('.ha-skill-level-text')).toHaveText(`${level}%`, { timeout: 3000 });
      // A level of 0 reads "0%" from the start, while its bar still shrinks from the stylesheet's 10%.
      await expect.poll(() => share(bar)).toBeCloseTo(level / 100, 2);
    }
    const warnings = problems.warnings.filter((w) => w.includes('ha-skills #sk0000b1'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('levels ["150","lots","","-5"]');
    expect(problems.warnings.some((w) => w.includes('#71bca203') || w.includes('#sk000001'))).toBe(false);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('with reduced motion bars and text show their level at once', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(SKILLS);
    const skills = widget(page, '71bca203');
    await wheelTo(page, skills);
    await expectReady(skills);
    const bar = skills.getByRole('progressbar', { name: 'Team work' });
    // Read right after mounting: no frame of counting in between.
    const [text, width] = await bar.evaluate((track) => [
      track.querySelector('.ha-skill-level-text')!.textContent,
      track.querySelector('.ha-skill-level')!.getBoundingClientRect().width / track.getBoundingClientRect().width,
    ]);
    expect(text).toBe('56%');
    expect(width).toBeCloseTo(0.56, 2);
    expect(ownErrors(problems)).toEqual([]);
  });
});
