// What each widget type does for a visitor on a real page, checked the way a visitor sees it.
// A check returns a short description of what it saw; it throws (through expect) when the widget
// does not do its job.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../helpers';

export type Check = (widget: Locator) => Promise<string>;

const container = (widget: Locator) => widget.locator(':scope > .elementor-widget-container, :scope').first();

async function counterReachesTarget(widget: Locator, selector: string): Promise<string> {
  const number = widget.locator(selector).first();
  const raw = await number.getAttribute('data-animation');
  const target = raw ? Number(JSON.parse(raw).toValue) : NaN;
  await number.scrollIntoViewIfNeeded();
  await expect.poll(async () => Number((await number.textContent())?.replace(/[^\d.-]/g, '')), { timeout: 10_000 }).toBe(target);
  return `counted to ${target}`;
}

/** The slide whose left edge is nearest the track's left edge. */
async function leadingSlide(track: Locator, slides: string): Promise<string> {
  return track.evaluate((el, selector) => {
    const box = el.getBoundingClientRect();
    let best = '';
    let distance = Infinity;
    el.querySelectorAll<HTMLElement>(selector).forEach((slide, index) => {
      const d = Math.abs(slide.getBoundingClientRect().left - box.left);
      const key = slide.getAttribute('aria-label') ?? String(index);
      if (d < distance) (distance = d), (best = `${key}@${slide.dataset.swiperSlideIndex ?? index}`);
    });
    return best;
  }, slides);
}

/** Waits until the carousel stops moving (a slide change in progress ignores clicks in loop mode). */
async function settled(track: Locator, slides: string): Promise<string> {
  let last = await leadingSlide(track, slides);
  for (let tries = 0; tries < 20; tries++) {
    await track.page().waitForTimeout(400);
    const now = await leadingSlide(track, slides);
    if (now === last) return now;
    last = now;
  }
  throw new Error('the carousel never stopped moving');
}

function carouselCheck(track: string, slide: string): Check {
  return async (widget) => {
    const el = widget.locator(track).first();
    await el.scrollIntoViewIfNeeded();
    const settings = JSON.parse((await widget.getAttribute('data-settings')) ?? '{}');
    const seen: string[] = [];
    const start = await leadingSlide(el, slide);
    if (settings.autoplay === 'yes') {
      await expect.poll(() => leadingSlide(el, slide), { timeout: Number(settings.autoplay_speed ?? 3000) + 6000 }).not.toBe(start);
      seen.push('autoplay moved');
      // Hold it still for the manual checks, with the keyboard: without the page's images and styles
      // the slides have no height and the controls sit on top of each other.
      const pause = widget.getByRole('button', { name: /pause|stop automatic/i });
      if (await pause.count()) {
        await pause.first().focus();
        await widget.page().keyboard.press('Enter');
        await expect(widget.getByRole('button', { name: /play|start automatic/i }).first()).toBeVisible();
      }
    }
    const next = widget.getByRole('button', { name: /next slide/i });
    const dots = widget.getByRole('button', { name: /go to slide|slide \d/i });
    if (await next.count()) {
      const before = await settled(el, slide);
      await next.first().click();
      await expect.poll(() => leadingSlide(el, slide)).not.toBe(before);
      seen.push('next arrow moved');
    } else if ((await dots.count()) > 1) {
      const before = await settled(el, slide);
      const current = await dots.evaluateAll((els) => els.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
      await dots.nth(current === (await dots.count()) - 1 ? 0 : (await dots.count()) - 1).click();
      await expect.poll(() => leadingSlide(el, slide)).not.toBe(before);
      seen.push('dot moved');
    }
    expect(seen.length).toBeGreaterThan(0);
    return seen.join(', ');
  };
}

export const CHECKS: Record<string, Check> = {
  'ha-fun-factor': (widget) => counterReachesTarget(widget, '.ha-fun-factor__content-number'),
  'ha-number': (widget) => counterReachesTarget(widget, '.ha-number-text'),

  async 'ha-skills'(widget) {
    const bars = widget.getByRole('progressbar');
    await bars.first().scrollIntoViewIfNeeded();
    const count = await bars.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const bar = bars.nth(i);
      const level = Number(await bar.getAttribute('aria-valuenow'));
      await expect
        .poll(() =>
          bar.evaluate((track) => {
            const fill = track.querySelector<HTMLElement>('.ha-skill-level')!;
            return Math.round((fill.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100);
          }),
        )
        .toBeGreaterThanOrEqual(level - 2);
    }
    return `${count} bars reached their levels`;
  },

  async 'ha-advanced-tabs'(widget) {
    const tabs = widget.getByRole('tab');
    const count = await tabs.count();
    if (count < 2) {
      await expect(widget.getByRole('tabpanel').first()).toBeVisible();
      return 'single tab shown';
    }
    await tabs.first().scrollIntoViewIfNeeded();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const panels = widget.locator('.ha-tab__content');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();
    return `tab 2 of ${count} shows its panel only`;
  },

  async 'ha-accordion'(widget) {
    const titles = widget.locator('.ha-accordion__item-title');
    const panels = widget.locator('.ha-accordion__item-content');
    await titles.first().scrollIntoViewIfNeeded();
    await titles.nth(1).click();
    await expect(panels.nth(1)).toBeVisible();
    await titles.nth(2).click();
    await expect(panels.nth(2)).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();
    await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'false');
    return 'opening one item closed the previous';
  },

  async 'ha-toggle'(widget) {
    const titles = widget.locator('.ha-toggle__item-title');
    const panels = widget.locator('.ha-toggle__item-content');
    const count = await titles.count();
    await titles.first().scrollIntoViewIfNeeded();
    for (let i = 0; i < count; i++) if ((await titles.nth(i).getAttribute('aria-expanded')) !== 'true') await titles.nth(i).click();
    for (let i = 0; i < count; i++) await expect(panels.nth(i)).toBeVisible();
    return `${count} item(s) open together`;
  },

  async 'ha-justified-gallery'(widget) {
    const filters = widget.locator('button.ha-filter__item');
    const items = widget.locator('.ha-justified-grid__item');
    await widget.scrollIntoViewIfNeeded();
    const total = await items.count();
    const filter = (await filters.count()) > 1 ? filters.nth(1) : null;
    expect(filter).not.toBeNull();
    const selector = (await filter!.getAttribute('data-filter'))!;
    await filter!.click();
    await expect(filter!).toHaveClass(/ha-filter__item--active/);
    const matching = await widget.locator(`.ha-justified-grid__item${selector}`).count();
    await expect.poll(() => items.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length)).toBe(matching);
    expect(matching).toBeLessThan(total);
    return `filter ${selector} shows ${matching} of ${total}`;
  },

  async 'ha-hotspots'(widget) {
    const spot = widget.locator('.ha-hotspots__item').first();
    await spot.scrollIntoViewIfNeeded();
    const settings = JSON.parse((await widget.getAttribute('data-settings')) ?? '{}');
    const box = await spot.boundingBox();
    // Without the site's icon font a spot has no size to point at; a keyboard visitor still reaches it.
    const how = !box?.width ? 'keyboard focus' : settings.tooltip_hover === 'click' ? 'click' : 'hover';
    if (how === 'keyboard focus') await spot.focus();
    else if (how === 'click') await spot.click();
    else await spot.hover();
    const tooltip = widget.page().getByRole('tooltip').and(widget.page().locator(`[id="${await spot.getAttribute('aria-describedby')}"]`));
    await expect(tooltip).toBeVisible();
    await expect(tooltip).not.toHaveText('');
    return `tooltip "${(await tooltip.textContent())?.trim()}" shown on ${how}`;
  },

  async 'ha-pricing-table'(widget) {
    const feature = widget.locator('.ha-pricing-table-feature-tooltip').first();
    if (!(await feature.count())) {
      await expect(container(widget)).toBeVisible();
      return 'no feature tooltips on this table';
    }
    await feature.scrollIntoViewIfNeeded();
    await feature.hover();
    await expect(widget.locator('.ha-pricing-table-feature-tooltip-text').first()).toBeVisible();
    return 'feature tooltip shown';
  },

  'ha-carousel': carouselCheck('.hajs-slick', '.ha-slick-slide'),
  'ha-testimonial-carousel': carouselCheck('.ha-testimonial-carousel__wrap', '.ha-testimonial-carousel-slick-slide, .ha-slick-slide'),
  'ha-logo-carousel': carouselCheck('.ha-logo-carousel-wrap', '.ha-slick-slide'),
  'ha-slider': carouselCheck('.hajs-slick', '.ha-slick-slide'),
};

/**
 * Closes, as a visitor would, the popups the page's triggers opened (they cover the widgets and hold
 * the focus). Each popup a page load opens on this device is waited for: its delay starts when the
 * popup code has started, which a loaded machine can push past any fixed time.
 */
export async function closePopups(page: Page): Promise<void> {
  const desktop = (page.viewportSize()?.width ?? 1280) >= 1025;
  const due = await page.locator('[data-elementor-type="popup"]').evaluateAll((templates, isDesktop) =>
    templates.flatMap((template) => {
      try {
        const settings = JSON.parse(template.getAttribute('data-elementor-settings') ?? '{}');
        const devices: string[] | undefined = settings.timing?.devices === 'yes' ? settings.timing.devices_devices : undefined;
        const onThisDevice = !devices || devices.includes(isDesktop ? 'desktop' : 'mobile');
        return settings.triggers?.page_load === 'yes' && onThisDevice ? [template.getAttribute('data-elementor-id')!] : [];
      } catch {
        return [];
      }
    }), desktop);
  for (const id of due) await expect(page.locator(`#elementor-popup-modal-${id}`)).toBeVisible({ timeout: 15_000 });
  for (const modal of await page.locator('.elementor-popup-modal:visible').all()) {
    await modal.locator('.dialog-close-button').click();
    await expect(modal).toBeHidden();
  }
}
