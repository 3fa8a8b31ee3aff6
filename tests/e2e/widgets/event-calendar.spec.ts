// ha-event-calendar as a visitor sees it. "Today" is pinned to Wednesday 11 June 2025, the month
// the fixture's events are in.
import type { Locator, Page } from '@playwright/test';
import { test, expect, widget, expectReady, ownErrors, recordLayoutShift, layoutShift, paintedBeforeMount } from '../helpers';

const PAGE = '/widgets/event-calendar.html';
const MONTH = 'e1a2b3c';
const LIST = 'f2b3c4d';
const GERMAN_WEEK = 'a3c4d5e';
const NO_POPUP = 'b4d5e6f';
const BAD = 'c5e6f7a';

async function load(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date('2025-06-11T10:00:00'));
  await page.goto(PAGE);
}

/** Scrolls a calendar into view and waits until it is drawn. */
async function calendar(page: Page, id: string): Promise<Locator> {
  const el = widget(page, id);
  await el.scrollIntoViewIfNeeded();
  await expectReady(el);
  await expect(el.locator('.fc-view')).toBeVisible();
  return el;
}

async function open(page: Page, id: string): Promise<Locator> {
  await load(page);
  return calendar(page, id);
}

/** The month calendar drawn and then unmounted: its widget and the served markup it put back. */
async function drawnThenUnmounted(page: Page): Promise<{ cal: Locator; served: string }> {
  await load(page);
  const cal = await calendar(page, MONTH);
  const served = await cal.evaluate((node) => {
    window.haWidgets!.unmount(node);
    return node.innerHTML;
  });
  return { cal, served };
}

/** Nothing is drawn later: no calendar, and the served markup as it was. */
async function expectServedLater(cal: Locator, served: string): Promise<void> {
  await cal.page().waitForTimeout(500);
  await expect(cal.locator('.fc')).toHaveCount(0);
  expect(await cal.evaluate((node) => node.innerHTML)).toBe(served);
}

const button = (el: Locator, name: string) => el.getByRole('button', { name, exact: true });
const title = (el: Locator) => el.locator('.fc-toolbar-title');
const headers = (el: Locator) => el.locator('.fc-col-header-cell');
const event = (el: Locator, name: string) => el.locator('.fc-event', { hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('ha-event-calendar', () => {
  test('month view of the pinned month; the toolbar switches to week, day and list and back', async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    await expect(title(cal)).toHaveText('June 2025');
    await expect(cal.locator('.fc-dayGridMonth-view')).toBeVisible();
    await expect(button(cal, 'month')).toHaveAttribute('aria-pressed', 'true');
    await expect(headers(cal).first()).toHaveText('Sun');
    await expect(cal.locator('.fc-day-today')).toHaveAttribute('data-date', '2025-06-11');
    // Event times in the PHP format g:i a; an all-day event spans its days.
    await expect(event(cal, 'Design workshop')).toContainText('9:00 am');
    await expect(event(cal, 'Summer conference')).toBeVisible();
    // The server's HTML entities are decoded once, not shown.
    await expect(event(cal, 'Evening talk & Q&A')).toBeVisible();

    await button(cal, 'week').click();
    await expect(cal.locator('.fc-timeGridWeek-view')).toBeVisible();
    await expect(cal.locator('.fc-dayGridMonth-view')).toHaveCount(0);
    await expect(button(cal, 'week')).toHaveAttribute('aria-pressed', 'true');
    await expect(button(cal, 'month')).toHaveAttribute('aria-pressed', 'false');
    await expect(title(cal)).toHaveText('Jun 8 – 14, 2025');
    await expect(headers(cal)).toHaveCount(7);
    await expect(event(cal, 'Design workshop')).toContainText('9:00 am - 10:30 am');

    await button(cal, 'day').click();
    await expect(cal.locator('.fc-timeGridDay-view')).toBeVisible();
    await expect(title(cal)).toHaveText('June 11, 2025');
    await expect(cal.locator('.fc-event')).toHaveCount(0);

    await button(cal, 'list').click();
    await expect(cal.locator('.fc-listMonth-view')).toBeVisible();
    const row = cal.locator('.fc-list-event', { hasText: 'Design workshop' });
    await expect(row.locator('.fc-list-event-time')).toHaveText('9:00 am - 10:30 am');
    // Six events; the conference is listed on each of its four days.
    await expect(cal.locator('.fc-list-event')).toHaveCount(9);
    await expect(cal.locator('.fc-list-event', { hasText: 'Summer conference' })).toHaveCount(4);

    await button(cal, 'month').click();
    await expect(cal.locator('.fc-dayGridMonth-view')).toBeVisible();
    await expect(title(cal)).toHaveText('June 2025');
    expect(ownErrors(problems)).toEqual([]);
  });

  test("other months' days are dimmed, yet their numbers keep a contrast of 4.5:1", async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    const contrast = (day: Locator) =>
      day.locator('.fc-daygrid-day-number').evaluate((number) => {
        // The text colour as painted: blended by every opacity up to the widget, over the first opaque background.
        const rgb = (color: string) => color.match(/[\d.]+/g)!.map(Number);
        let alpha = 1;
        let background = [255, 255, 255];
        for (let node: Element | null = number; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          alpha *= Number(style.opacity);
          const [r, g, b, a = 1] = rgb(style.backgroundColor);
          if (a === 1) {
            background = [r, g, b];
            break;
          }
        }
        const text = rgb(getComputedStyle(number).color).slice(0, 3).map((c, i) => c * alpha + background[i] * (1 - alpha));
        const luminance = (color: number[]) => {
          const [r, g, b] = color.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
        return (light + 0.05) / (dark + 0.05);
      });
    const other = await contrast(cal.locator('.fc-day-other').first());
    const own = await contrast(cal.locator('.fc-daygrid-day:not(.fc-day-other)').first());
    expect(other).toBeGreaterThanOrEqual(4.5);
    expect(other).toBeLessThan(own * 0.8);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('locale de and first day Monday: German week view, buttons and month names', async ({ page, problems }) => {
    const cal = await open(page, GERMAN_WEEK);
    await expect(cal.locator('.fc-timeGridWeek-view')).toBeVisible();
    await expect(title(cal)).toHaveText('9.–15. Juni 2025');
    await expect(headers(cal).first()).toHaveText('Mo. 9.6.');
    await expect(headers(cal).last()).toHaveText('So. 15.6.');
    // The German words of the add-on's calendar.
    for (const name of ['Heute', 'Monat', 'Woche', 'Tag', 'Terminübersicht']) await expect(button(cal, name)).toBeVisible();
    await expect(event(cal, 'Sprint-Planung')).toContainText('9:00 Uhr - 10:30 Uhr');

    await button(cal, 'Monat').click();
    await expect(title(cal)).toHaveText('Juni 2025');
    await expect(headers(cal).first()).toHaveText('Mo');
    await expect(headers(cal).last()).toHaveText('So');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('clicking an event opens the popup with all its details; Escape closes it and focus returns', async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    const trigger = event(cal, 'Design workshop');
    await trigger.click();

    const popup = dialog(page);
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAccessibleName('Design workshop');
    await expect(popup).toHaveClass(/ha-ec-popup-wrapper/);
    await expect(popup.locator('.ha-ec-event-title')).toHaveText('Design workshop');
    await expect(popup.locator('.ha-ec-event-time')).toHaveText('9:00 am - 10:30 am');
    await expect(popup.locator('.ha-ec-event-guest')).toHaveText('Ada Lovelace');
    await expect(popup.locator('.ha-ec-event-location')).toHaveText('Studio 4, Main Street 12');
    // The labels come from the server's popup template.
    await expect(popup.locator('.ha-ec-time-title')).toHaveText('Timezone UTC+2');
    await expect(popup.locator('.ha-ec-guest-title')).toHaveText('Speaker');
    await expect(popup.locator('.ha-ec-location-title')).toHaveText('Address');
    // The description is sanitised: markup kept, script and javascript: link gone.
    await expect(popup.locator('.ha-ec-popup-desc strong')).toHaveText('Hands-on');
    await expect(popup.locator('.ha-ec-popup-desc')).toContainText('session on layout grids.');
    await expect(popup.locator('.ha-ec-popup-desc script')).toHaveCount(0);
    await expect(popup.locator('.ha-ec-popup-desc a')).not.toHaveAttribute('href', /javascript/);
    const image = popup.locator('.ha-ec-popup-image img');
    await expect(image).toHaveAttribute('src', '/assets/event-calendar/workshop.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const more = popup.locator('.ha-ec-popup-readmore-link');
    await expect(more).toHaveText('Read More');
    await expect(more).toHaveAttribute('href', '/assets/event-calendar/details.html?event=workshop');
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', 'nofollow noopener');
    // The server's template stays hidden; only the dialog shows.
    await expect(cal.locator('.ha-ec-popup-wrapper:not(dialog)')).toBeHidden();
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __haXss?: number }).__haXss)).toBeUndefined();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the close button and a click on the backdrop close the popup; a click inside does not', async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    const trigger = event(cal, 'Budget review');
    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).locator('.ha-ec-event-title').click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // The page behind is usable again.
    await button(cal, 'week').click();
    await expect(cal.locator('.fc-timeGridWeek-view')).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('keyboard: Tab reaches the events, Enter opens the popup, focus stays in it and comes back', async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    await button(cal, 'list').focus();
    await page.keyboard.press('Tab');
    // The first event in June, then the next ones in order.
    const first = event(cal, 'Evening talk & Q&A');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    const popup = dialog(page);
    await expect(popup).toHaveAccessibleName('Evening talk & Q&A');
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popup.locator('.ha-ec-popup-readmore-link')).toBeFocused();
    // Not external and not nofollow: a plain link.
    await expect(popup.locator('.ha-ec-popup-readmore-link')).not.toHaveAttribute('target');
    await expect(popup.locator('.ha-ec-popup-readmore-link')).not.toHaveAttribute('rel');
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(first).toBeFocused();

    // An event without a link is a button that opens the popup with Enter or Space.
    const unlinked = event(cal, 'Server migration');
    await expect(unlinked).toHaveAttribute('role', 'button');
    await expect(unlinked).toHaveAttribute('aria-haspopup', 'dialog');
    await unlinked.focus();
    await page.keyboard.press(' ');
    await expect(popup).toHaveAccessibleName('Server migration');
    await page.keyboard.press('Escape');
    await expect(unlinked).toBeFocused();
    expect(ownErrors(problems)).toEqual([]);
  });

  test("an unusable end reads 'Invalid Data'; all-day events show the all-day text; empty fields are left out", async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    const time = dialog(page).locator('.ha-ec-event-time');

    await event(cal, 'Budget review').click();
    await expect(time).toHaveText('2:00 pm - Invalid Data');
    await page.keyboard.press('Escape');

    await event(cal, 'Server migration').click();
    await expect(time).toHaveText('3:00 pm - Invalid Data');
    await expect(dialog(page).locator('.ha-ec-event-guest-wrap')).toHaveCount(0);
    await expect(dialog(page).locator('.ha-ec-event-location-wrap')).toHaveCount(0);
    await expect(dialog(page).locator('.ha-ec-popup-image')).toHaveCount(0);
    await expect(dialog(page).locator('.ha-ec-popup-readmore-link')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await event(cal, 'Team breakfast').click();
    await expect(time).toHaveText('All Day');
    await expect(dialog(page).locator('.ha-ec-event-location')).toHaveText('Cafeteria');
    await page.keyboard.press('Escape');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('list view from a JSON script block, with 24-hour times', async ({ page, problems }) => {
    const cal = await open(page, LIST);
    await expect(cal.locator('.fc-listMonth-view')).toBeVisible();
    await expect(button(cal, 'list')).toHaveAttribute('aria-pressed', 'true');
    const rows = cal.locator('.fc-list-event');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1).locator('.fc-list-event-time')).toHaveText('09:00 - 10:30');
    await expect(rows.nth(1).locator('.fc-list-event-title')).toHaveText('Product launch');

    await rows.nth(1).locator('.fc-list-event-title a').click();
    await expect(dialog(page).locator('.ha-ec-event-time')).toHaveText('09:00 - 10:30');
    await expect(dialog(page).locator('.ha-ec-guest-title')).toHaveText('Host');
    await expect(dialog(page).locator('.ha-ec-popup-readmore-link')).toHaveText('Details');
    await page.keyboard.press('Escape');
    await expect(rows.nth(1).locator('.fc-list-event-title a')).toBeFocused();

    await rows.nth(2).click();
    await expect(dialog(page).locator('.ha-ec-event-time')).toHaveText('Whole day');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('German popup: the PHP format with escaped letters and the all-day text', async ({ page, problems }) => {
    const cal = await open(page, GERMAN_WEEK);
    await event(cal, 'Sprint-Planung').click();
    const popup = dialog(page);
    await expect(popup.locator('.ha-ec-event-time')).toHaveText('9:00 Uhr - 10:30 Uhr');
    await expect(popup.locator('.ha-ec-time-title')).toHaveText('Uhrzeit');
    await expect(popup.locator('.ha-ec-guest-title')).toHaveText('Referent');
    await expect(popup.locator('.ha-ec-popup-readmore-link')).toHaveText('Mehr erfahren');
    await expect(popup.locator('.ha-ec-popup-desc p')).toHaveText('Ziele der nächsten zwei Wochen.');
    await page.keyboard.press('Escape');
    await event(cal, 'Betriebsausflug').click();
    await expect(popup.locator('.ha-ec-event-time')).toHaveText('Ganztägig');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('popup off: an event follows its link in this tab', async ({ page, problems }) => {
    const cal = await open(page, NO_POPUP);
    await expect(cal.locator('.ha-ec-popup-wrapper')).toHaveCount(0);
    const link = event(cal, 'Open house');
    await expect(link).toHaveAttribute('href', '/assets/event-calendar/details.html?event=open-house');
    await expect(link).not.toHaveAttribute('target');
    await link.click();
    await page.waitForURL('**/assets/event-calendar/details.html?event=open-house');
    await expect(page.getByRole('heading', { name: 'Event details' })).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('popup off: an external event opens a new tab, from the month grid and from a list row', async ({ page, context, problems }) => {
    const cal = await open(page, NO_POPUP);
    const summit = event(cal, 'Partner summit');
    await expect(summit).toHaveAttribute('target', '_blank');
    await expect(summit).toHaveAttribute('rel', 'nofollow noopener');
    await expect(summit).not.toHaveAttribute('aria-haspopup');

    let tab = context.waitForEvent('page');
    await summit.click();
    await expect.poll(async () => (await tab).url()).toContain('/assets/event-calendar/details.html?event=partner');
    await (await tab).close();
    expect(page.url()).toContain(PAGE);
    await expect(dialog(page)).toHaveCount(0);

    // In the list view the whole row is clickable, not only its link.
    await button(cal, 'list').click();
    tab = context.waitForEvent('page');
    await cal.locator('.fc-list-event', { hasText: 'Partner summit' }).locator('.fc-list-event-time').click();
    await expect.poll(async () => (await tab).url()).toContain('event=partner');
    expect(page.url()).toContain(PAGE);

    // An event without a link is not interactive: no focus stop, a click does nothing.
    await button(cal, 'month').click();
    const plain = event(cal, 'Internal sync');
    await expect(plain).not.toHaveAttribute('tabindex');
    await plain.click();
    expect(page.url()).toContain(PAGE);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('clicking a day does nothing and throws nothing (the original threw)', async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    await cal.locator('.fc-daygrid-day[data-date="2025-06-09"]').click();
    await cal.locator('.fc-daygrid-day[data-date="2025-06-09"] .fc-daygrid-day-number').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(title(cal)).toHaveText('June 2025');
    expect(ownErrors(problems)).toEqual([]);
  });

  test('bad settings: ready on defaults, with one debug warning naming the problems', async ({ page, problems }) => {
    const cal = await open(page, BAD);
    await expect(cal.locator('.fc-dayGridMonth-view')).toBeVisible();
    await expect(headers(cal).first()).toHaveText('Sun');
    await expect(button(cal, 'today')).toBeVisible();
    await event(cal, 'Still shown').click();
    await expect(dialog(page).locator('.ha-ec-event-time')).toHaveText('10:00 am - 11:00 am');
    await expect(dialog(page).locator('.ha-ec-event-guest')).toHaveText('Barbara Liskov');
    await page.keyboard.press('Escape');

    const mine = problems.warnings.filter((text) => text.includes(`ha-event-calendar #${BAD}`));
    const settingsWarning = mine.find((text) => text.includes('initialview'));
    expect(settingsWarning).toContain('initialview "yearGrid" is not valid; using "dayGridMonth"');
    expect(settingsWarning).toContain('firstday "9" is not valid; using 0');
    expect(settingsWarning).toContain('locale "xx_!!" is not valid; using "en"');
    expect(settingsWarning).toContain('show-popup "maybe" is not valid; using true');
    expect(mine.some((text) => text.includes('2 event(s) without a readable start were left out'))).toBe(true);
    // The good calendars warn about nothing.
    expect(problems.warnings.filter((text) => text.includes(`#${MONTH}`))).toEqual([]);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('events come from the page only: no data requests', async ({ page, problems }) => {
    const requests: string[] = [];
    // Network requests only: the browser's locale data loads in a worker made from a blob.
    page.on('request', (request) => {
      if (!request.url().startsWith('blob:')) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await load(page);
    for (const id of [MONTH, LIST, GERMAN_WEEK, NO_POPUP, BAD]) await calendar(page, id);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request).toMatch(/^GET \/(widgets\/event-calendar\.html|dist\/|assets\/|favicon\.ico)/);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmount destroys the calendars and puts the served markup back', async ({ page, problems }) => {
    await load(page);
    const ids = [MONTH, LIST, GERMAN_WEEK, NO_POPUP, BAD];
    for (const id of ids) await calendar(page, id);
    // One popup is open when its widget goes away.
    await event(widget(page, MONTH), 'Design workshop').click();
    await expect(dialog(page)).toBeVisible();

    const restored = await page.evaluate(async (ids) => {
      const html = await (await fetch(location.href)).text();
      const served = new DOMParser().parseFromString(html, 'text/html');
      const strip = (el: Element) => {
        const copy = el.cloneNode(true) as Element;
        copy.removeAttribute('data-ha-state');
        // The loader's copy of the settings for the premount stylesheet.
        copy.removeAttribute('data-ha-set');
        return copy.outerHTML;
      };
      return ids.map((id) => {
        const element = document.querySelector(`[data-id="${id}"]`)!;
        window.haWidgets!.unmount(element);
        return strip(element) === strip(served.querySelector(`[data-id="${id}"]`)!);
      });
    }, ids);
    expect(restored).toEqual(ids.map(() => true));
    await expect(page.locator('.fc')).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0);
    // Nothing of the calendar is left listening: the page is usable, the old markup inert.
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(page.locator('.ha-ec').first()).toBeEmpty();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('unmounted before it has drawn: nothing is drawn later, the served markup is back', async ({ page, problems }) => {
    const { cal, served } = await drawnThenUnmounted(page);
    // Mounted again and gone again before the calendar is drawn.
    await cal.evaluate(async (node) => {
      await window.haWidgets!.mount(node);
      window.haWidgets!.unmount(node);
    });
    await expectServedLater(cal, served);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('every calendar shows its events and nothing on the page moves; the month appears whole', async ({ page, problems }) => {
    await recordLayoutShift(page);
    // What the month calendar shows in each frame: its title and its weeks.
    await page.addInitScript((id) => {
      const seen = ((window as unknown as { seen: string[] }).seen = [] as string[]);
      const look = () => {
        const cal = document.querySelector(`[data-id="${id}"] .ha-ec`);
        const grid = cal?.querySelector('.fc-view');
        if (cal && grid) {
          const shown = `${cal.querySelector('.fc-toolbar-title')?.textContent}: ${grid.querySelectorAll('.fc-daygrid-week').length} weeks`;
          if (seen.at(-1) !== shown) seen.push(shown);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, MONTH);
    await load(page);
    for (const id of [MONTH, LIST, GERMAN_WEEK, NO_POPUP, BAD]) {
      const cal = await calendar(page, id);
      await expect(cal.locator('.fc-event').first()).toBeVisible();
    }
    expect(await layoutShift(page)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['June 2025: 6 weeks']);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('before it is drawn, a month or week calendar already has the height it is drawn at; a list keeps what the site reserves, or its toolbar\'s', async ({ page, problems }) => {
    const grids = [MONTH, GERMAN_WEEK, NO_POPUP, BAD];
    const height = (id: string) => widget(page, id).locator('.ha-ec').evaluate((el) => el.getBoundingClientRect().height);
    const heights = () => Promise.all(grids.map(height));
    await page.clock.setFixedTime(new Date('2025-06-11T10:00:00'));
    const release = await paintedBeforeMount(page, PAGE);
    const printed = await heights();
    const printedList = await height(LIST);
    release();
    for (const id of [...grids, LIST]) await calendar(page, id);
    const drawn = await heights();
    expect(Math.min(...drawn)).toBeGreaterThan(500);
    drawn.forEach((h, i) => expect(Math.abs(h - printed[i]), grids[i]).toBeLessThanOrEqual(1));
    // The page's own height for the list wins over the stylesheet's.
    expect(printedList).toBe(400);
    // Without it, the list is printed as tall as its toolbar and the toolbar's margin.
    const list = widget(page, LIST);
    const toolbar = await list.locator('.fc-header-toolbar').evaluate((el) => el.getBoundingClientRect().height + parseFloat(getComputedStyle(el).marginBottom));
    await list.evaluate((node) => {
      window.haWidgets!.unmount(node);
      const sheet = (document.getElementById('page-css') as HTMLStyleElement).sheet!;
      sheet.deleteRule([...sheet.cssRules].findIndex((rule) => rule.cssText.includes('f2b3c4d')));
    });
    expect(await height(LIST)).toBeCloseTo(toolbar, 0);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('the arrows go to the month before and after, today comes back; today is disabled while it is shown', async ({ page, problems }) => {
    const cal = await open(page, MONTH);
    const today = button(cal, 'today');
    await expect(today).toBeDisabled();
    await button(cal, 'Next').click();
    await expect(title(cal)).toHaveText('July 2025');
    await expect(cal.locator('.fc-day-today')).toHaveCount(0);
    await expect(event(cal, 'Design workshop')).toHaveCount(0);
    await expect(today).toBeEnabled();
    // From the keyboard too: the arrows keep focus.
    await button(cal, 'Previous').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(title(cal)).toHaveText('May 2025');
    await expect(button(cal, 'Previous')).toBeFocused();
    // The first week of June is the last of May's grid: the talk shows there.
    await expect(event(cal, 'Evening talk & Q&A')).toBeVisible();
    await today.click();
    await expect(title(cal)).toHaveText('June 2025');
    await expect(today).toBeDisabled();

    // The week view steps by a week, from the day the month showed.
    await button(cal, 'week').click();
    await button(cal, 'Next').click();
    await expect(title(cal)).toHaveText('Jun 15 – 21, 2025');
    await expect(event(cal, 'Server migration')).toBeVisible();
    await expect(event(cal, 'Team breakfast')).toBeVisible();
    expect(ownErrors(problems)).toEqual([]);
  });

  test('week view: a timed event spans its hours; events at the same time stand side by side', async ({ page, problems }) => {
    const cal = await open(page, GERMAN_WEEK);
    const box = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const slot = (hour: number) => box(cal.locator('.fc-timegrid-slot').nth(hour));
    const [sprint, review, nine, ten, eleven] = await Promise.all([
      box(event(cal, 'Sprint-Planung')),
      box(event(cal, 'Code-Review')),
      slot(9),
      slot(10),
      slot(11),
    ]);
    // From 9:00 to 10:30, and from 10:00 to 11:00.
    expect(sprint.top).toBeCloseTo(nine.top, 0);
    expect(sprint.bottom).toBeCloseTo(ten.top + ten.height / 2, 0);
    expect(review.top).toBeCloseTo(ten.top, 0);
    expect(review.bottom).toBeCloseTo(eleven.top, 0);
    // Side by side in Tuesday's column, each about half of it.
    const column = await box(cal.locator('.fc-timegrid-col[data-date="2025-06-10"]'));
    expect(review.left).toBeGreaterThanOrEqual(sprint.right);
    for (const b of [sprint, review]) {
      expect(b.left).toBeGreaterThanOrEqual(column.left);
      expect(b.right).toBeLessThanOrEqual(column.right);
      expect(b.width).toBeGreaterThan(column.width / 2 - 6);
    }
    // The all-day row holds the all-day event, in Friday's column.
    const trip = await box(cal.locator('.fc-timegrid-allday .fc-event', { hasText: 'Betriebsausflug' }));
    const friday = await box(cal.locator('.fc-timegrid-col[data-date="2025-06-13"]'));
    expect(trip.left).toBeGreaterThanOrEqual(friday.left - 1);
    expect(trip.right).toBeLessThanOrEqual(friday.right + 1);
    expect(ownErrors(problems)).toEqual([]);
  });

  test('on a phone the toolbar takes three lines, nothing sticks out, and the height held before drawing is the drawn one', async ({ page, problems }) => {
    const grids = [MONTH, GERMAN_WEEK];
    const height = (id: string) => widget(page, id).locator('.ha-ec').evaluate((el) => el.getBoundingClientRect().height);
    await page.clock.setFixedTime(new Date('2025-06-11T10:00:00'));
    const release = await paintedBeforeMount(page, PAGE, 390);
    const printed = await Promise.all(grids.map(height));
    release();
    for (const [i, id] of grids.entries()) {
      const cal = await calendar(page, id);
      expect(Math.abs((await height(id)) - printed[i]), id).toBeLessThanOrEqual(1);
      const [prev, heading, views] = await cal.evaluate((el) =>
        ['.fc-prev-button', '.fc-toolbar-title', '.fc-timeGridDay-button'].map((s) => el.querySelector(s)!.getBoundingClientRect().top),
      );
      expect(heading).toBeLessThan(prev);
      expect(prev).toBeLessThan(views);
      const overflow = await cal.locator('.ha-ec').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBe(0);
    }
    expect(ownErrors(problems)).toEqual([]);
  });

  test("the popup's code fails to load: the failure is reported and events follow their links", async ({ page, problems }) => {
    const errors: string[] = [];
    await page.exposeFunction('haErrorSeen', (text: string) => errors.push(text));
    await page.addInitScript(() =>
      document.addEventListener('ha:error', (event) => (window as unknown as { haErrorSeen(text: string): void }).haErrorSeen(String((event as CustomEvent).detail.error))),
    );
    // The chunk holding the popup (named by its hash alone) cannot be fetched.
    await page.route('**/dist/chunk-*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('ha-ec-popup-close')) await route.abort('failed');
      else await route.fulfill({ response });
    });
    const cal = await open(page, MONTH);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    const review = event(cal, 'Budget review');
    await expect(review).not.toHaveAttribute('aria-haspopup');
    await review.click();
    await page.waitForURL('**/assets/event-calendar/details.html?event=budget');
    expect(problems.errors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
  });
});
