import { test, expect, expectReady } from '../helpers';

/**
 * The second stage asks for every file a widget needs at once (modulepreload): no chunk of ours is
 * found only when the chunk importing it arrives, which would cost a round trip per level of imports.
 * Chromium names the script that asked for a request; a preload link has no name (`about:client`).
 */
for (const path of ['/widgets/carousel.html', '/widgets/bar-chart.html', '/widgets/pricing-table.html'])
  test(`on ${path}, the loader asks for the second stage and the second stage for everything else`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith('/dist/') || !pathname.endsWith('.js')) return;
      const by = initiator.stack?.callFrames.find((frame) => frame.url)?.url ?? initiator.url ?? '';
      asked.push(`${pathname.slice(6).replace(/-[A-Z0-9]{8}\.js$/, '')} <- ${by.includes('/dist/') ? new URL(by).pathname.slice(6).replace(/-[A-Z0-9]{8}\.js$/, '') : 'page'}`);
    });
    await page.goto(path);
    for (const element of await page.locator('[data-widget_type^="ha-"]').all()) {
      await element.scrollIntoViewIfNeeded();
      await expectReady(element);
    }
    expect(asked).toContain('ha-widgets.js <- page');
    expect(asked).toContain('boot <- ha-widgets.js');
    const byChunks = asked.filter((line) => !/<- (page|ha-widgets\.js|about:client)$/.test(line) && !line.startsWith('ha-widgets.js') && !/<- boot$/.test(line));
    expect(byChunks, asked.join('\n')).toEqual([]);
  });
