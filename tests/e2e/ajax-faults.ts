// The ways a call to the CMS ajax endpoint goes wrong, for the widgets that load content: each answers
// every ajax request of the page until the next one is chosen, so one page load can meet them all.
import type { Page, Route } from '@playwright/test';

export const AJAX = '**/wp-admin/admin-ajax.php';

export type AjaxFault = (route: Route) => Promise<void> | void;

/** Answers that fail at once: the server's error, no network, and answers that are not what was asked for. */
export const FAILING_ANSWERS: Record<string, AjaxFault> = {
  'status 500': (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<div class="ha-pg-item ha-hlg-grid-item ha-spl-list">Error</div>' }),
  'no network': (route) => route.abort('internetdisconnected'),
  'malformed JSON': (route) => route.fulfill({ contentType: 'application/json', body: '{"items": [1, 2' }),
  'JSON, not HTML': (route) => route.fulfill({ contentType: 'application/json', body: '{"success": true, "data": 3}' }),
  'the CMS refusal 0': (route) => route.fulfill({ contentType: 'text/html', body: '0' }),
  'a PHP notice': (route) => route.fulfill({ contentType: 'text/html', body: '<br /><b>Notice</b>: Undefined index: paged in <b>query.php</b> on line <b>48</b><br />' }),
  'cut-off HTML': (route) => route.fulfill({ contentType: 'text/html', body: '<article class="ha-pg-item ha-hlg-grid-item ha-spl-list' }),
};

/** A request the server never answers (the connection stays open). */
export const hang: AjaxFault = () => {};

/** From now on every ajax request of the page meets `fault`; `null` lets them reach the demo backend again. */
export async function answerAjax(page: Page, fault: AjaxFault | null): Promise<void> {
  await page.unroute(AJAX);
  if (fault) await page.route(AJAX, fault);
}
