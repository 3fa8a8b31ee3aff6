import { test, expect, widget, expectReady, ownErrors } from '../helpers';

const ticks = async (page: import('@playwright/test').Page, id: string) =>
  Number((await widget(page, id).locator('.probe-status').textContent())?.match(/ticks (\d+)/)?.[1] ?? -1);

test.describe('widget lifecycle', () => {
  test('content added later mounts, removed content unmounts and stops, moved content survives', async ({ page, problems }) => {
    await page.goto('/core/lifecycle.html');
    await expectReady(widget(page, 'p000001'));
    await expectReady(widget(page, 'p000002'));
    await expect(widget(page, 'p000001').locator('.probe-status')).toContainText('mounted');

    await page.getByRole('button', { name: 'Add a widget (like an ajax load)' }).click();
    await expectReady(widget(page, 'p000003'));
    await expect(widget(page, 'p000003').locator('.probe-status')).toHaveText(/mounted, ticks \d+/);

    await page.getByRole('button', { name: 'Remove the first widget' }).click();
    await expect(widget(page, 'p000001')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as any).probeStats.unmounts.p000001)).toBe(1);

    await page.getByRole('button', { name: 'Move the second widget to the other column' }).click();
    await expect(page.locator('#other-column [data-id="p000002"]')).toBeVisible();
    const before = await ticks(page, 'p000002');
    await expect.poll(() => ticks(page, 'p000002')).toBeGreaterThan(before + 2);
    expect(await page.evaluate(() => (window as any).probeStats.unmounts.p000002)).toBeUndefined();
    expect(await page.evaluate(() => (window as any).probeStats.mounts.p000002)).toBe(1);
    await expectReady(widget(page, 'p000002'));
    // The page also holds a widget that fails on purpose (next test); nothing else may fail.
    expect(ownErrors(problems).filter((text) => !text.includes('acme-broken #b000001'))).toEqual([]);
  });

  test('scanning and mounting again never mounts a widget twice', async ({ page }) => {
    await page.goto('/core/lifecycle.html');
    await expectReady(widget(page, 'p000002'));
    await page.getByRole('button', { name: 'Scan the page again' }).click();
    await page.getByRole('button', { name: 'Scan the page again' }).click();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as any).probeStats.mounts)).toEqual({ p000001: 1, p000002: 1 });
  });

  test('a widget inside another waits until the outer one is ready, and does not mount if the outer one replaced it', async ({ page }) => {
    await page.goto('/core/lifecycle.html');
    await expectReady(widget(page, 'p000001'));
    const result = await page.evaluate(async () => {
      const events: string[] = [];
      window.haWidgets!.on('mount', ({ id }) => events.push(`mount ${id}`));
      const outer = document.createElement('div');
      outer.className = 'elementor-element';
      outer.dataset.id = 'o000001';
      outer.dataset.element_type = 'widget';
      outer.dataset.widget_type = 'acme-outer.default';
      outer.innerHTML = '<div class="elementor-element" data-id="i000001" data-element_type="widget" data-widget_type="acme-inner.default"></div>';
      const inner = outer.firstElementChild as HTMLElement;
      let innerMounted: Promise<void> | undefined;
      // The inner one is asked for while the outer one renders (started, not yet ready); the outer
      // one renders its element afresh, so the printed inner element leaves the page.
      window.haWidgets!.register('acme-outer', {
        trigger: 'eager',
        root: (container) => container,
        Component: () => ((innerMounted ??= window.haWidgets!.mount(inner)), 'outer content'),
      });
      window.haWidgets!.register('acme-inner', { trigger: 'eager', root: (container) => container, Component: () => null });
      document.body.append(outer);
      await window.haWidgets!.mount(outer);
      await innerMounted;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { events, outer: outer.textContent, innerConnected: inner.isConnected };
    });
    expect(result).toEqual({ events: ['mount o000001'], outer: 'outer content', innerConnected: false });
  });

  test('the API unmounts and remounts on request, and reports state', async ({ page }) => {
    await page.goto('/core/lifecycle.html');
    await expectReady(widget(page, 'p000001'));
    const state = await page.evaluate(() => {
      const el = document.querySelector('[data-id="p000001"]')!;
      const before = window.haWidgets!.get(el);
      const events: string[] = [];
      window.haWidgets!.on('unmount', (d) => events.push(`unmount ${d.id}`));
      window.haWidgets!.unmount(el);
      return { before: before && { type: before.type, state: before.state }, after: window.haWidgets!.get(el) ?? null, attr: el.getAttribute('data-ha-state'), events };
    });
    expect(state).toEqual({ before: { type: 'acme-probe', state: 'ready' }, after: null, attr: null, events: ['unmount p000001'] });
    await expect(widget(page, 'p000001').locator('.probe-status')).toHaveText('unmounted');
    await page.evaluate(() => window.haWidgets!.mount(document.querySelector('[data-id="p000001"]')!));
    await expectReady(widget(page, 'p000001'));
    expect(await page.evaluate(() => (window as any).probeStats.mounts.p000001)).toBe(2);
  });

  test('an unmount asked for before the widget mounts withdraws the mount; a later mount still works', async ({ page }) => {
    // The second stage comes late, so both unmounts come before any widget mounts: the first while
    // the scan's start of the widget waits its turn, the second while it waits for the second stage.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/boot-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const printed = (id: string) => document.querySelector(`[data-id="${id}"]`)!;
        (window as any).printed = printed('cp000002').innerHTML;
        window.haWidgets!.unmount(printed('cp000002'));
        setTimeout(() => window.haWidgets!.unmount(printed('cp000003')), 100);
      }),
    );
    await page.goto('/widgets/circle-progress.html');
    await page.waitForTimeout(300);
    release();
    await expectReady(widget(page, 'cp000001'));
    await page.waitForTimeout(500);
    for (const id of ['cp000002', 'cp000003']) await expect(widget(page, id)).not.toHaveAttribute('data-ha-state');
    expect(await widget(page, 'cp000002').evaluate((el) => el.innerHTML === (window as any).printed)).toBe(true);

    await widget(page, 'cp000002').evaluate((el) => window.haWidgets!.mount(el));
    await expectReady(widget(page, 'cp000002'));
  });

  test('a render widget taken out before React commits it keeps its printed markup, and mounts when put back', async ({ page, problems }) => {
    await page.goto('/core/lifecycle.html');
    await expectReady(widget(page, 'p000001'));
    const result = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const until = async (done: () => boolean) => {
        while (!done()) await frame();
      };
      const element = document.createElement('div');
      element.className = 'elementor-element';
      element.dataset.id = 'r000001';
      element.dataset.element_type = 'widget';
      element.dataset.widget_type = 'acme-render.default';
      element.innerHTML = '<div class="elementor-widget-container"><p class="printed">Printed</p></div>';
      const container = element.firstElementChild!;
      // Its first render waits for data (suspends): React holds it uncommitted until `arrive()`.
      let arrive!: () => void;
      const data = new Promise<void>((resolve) => (arrive = resolve));
      let arrived = false;
      let renders = 0;
      window.haWidgets!.register('acme-render', {
        trigger: 'eager',
        requires: '.printed',
        root: (root) => root,
        Component: () => {
          renders++;
          if (!arrived) throw data.then(() => (arrived = true));
          return 'rendered';
        },
      });
      document.body.append(element);
      await until(() => renders > 0);
      element.remove();
      // Unmounted (a frame after it left), while React still holds the render it began.
      await until(() => !element.hasAttribute('data-ha-state'));
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const whileOut = container.innerHTML;
      document.body.append(element);
      await until(() => ['ready', 'error'].includes(element.getAttribute('data-ha-state')!));
      return { whileOut, state: element.getAttribute('data-ha-state'), shown: element.textContent };
    });
    expect(result).toEqual({ whileOut: '<p class="printed">Printed</p>', state: 'ready', shown: 'rendered' });
    expect(ownErrors(problems).filter((text) => !text.includes('acme-broken #b000001'))).toEqual([]);
  });

  test('a widget that throws while mounting keeps its server HTML and leaves the others working', async ({ page, problems }) => {
    await page.addInitScript(() => {
      (window as any).failures = [];
      document.addEventListener('ha:error', (event) => (window as any).failures.push((event as CustomEvent).detail.id));
    });
    await page.goto('/core/lifecycle.html');
    const broken = widget(page, 'b000001');
    await expect(broken).toHaveAttribute('data-ha-state', 'error');
    await expect(broken.getByText('Server content of a widget whose script fails.')).toBeVisible();
    await expectReady(widget(page, 'p000001'));
    await expect(widget(page, 'p000002').locator('.probe-status')).toHaveText(/mounted, ticks [1-9]/);
    expect(await page.evaluate(() => (window as any).failures)).toEqual(['b000001']);
    expect(problems.errors.some((text) => text.includes('acme-broken #b000001 failed'))).toBe(true);
    expect(problems.errors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
  });

  test('the public API checks its arguments', async ({ page }) => {
    await page.goto('/core/lifecycle.html');
    await expectReady(widget(page, 'p000001'));
    const messages = await page.evaluate(() => {
      const api = window.haWidgets as any;
      const calls = [
        () => api.mount(),
        () => api.mount('p000001'),
        () => api.unmount(null),
        () => api.get(42),
        () => api.register(),
        () => api.register('x', {}),
        () => api.on('mount'),
        () => api.on('explode', () => {}),
        () => api.scan(5),
      ];
      return calls.map((call) => {
        try {
          call();
          return 'no error';
        } catch (error) {
          return (error as Error).message;
        }
      });
    });
    expect(messages).toEqual([
      'element is required.',
      'element invalid type',
      'element is required.',
      'element invalid type',
      'type is required.',
      'definition invalid type',
      'fn is required.',
      'event invalid type',
      'root invalid type',
    ]);
  });

  test('keeps body[data-elementor-device-mode] current as the window resizes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/core/lifecycle.html');
    await expectReady(widget(page, 'p000001'));
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', 'desktop');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', 'tablet');
    await page.setViewportSize({ width: 375, height: 700 });
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', 'mobile');
  });
});
