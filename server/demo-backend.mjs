// Demo answers for every server call the widgets make (spec section 7), so fixtures work under
// `npm start` and tests have a real backend. No dependencies; plain data arrays; no persistence
// except the analytics log kept in memory.
//
// | method | path                                                          | answer |
// |--------|---------------------------------------------------------------|--------|
// | POST   | /wp-admin/admin-ajax.php  action=ha_post_tab_action           | HTML `.ha-post-tab-item-wrapper[data-term]` for term_id |
// |        |   action=ha_twitter_feed_action / ha_instagram_feed_action /  | HTML feed items from loaded_item on (per page:          |
// |        |          ha_facebook_feed_action                              |   query_settings[per_page], default 3); '' past 9       |
// |        |   action=ha_mailchimp_ajax                                    | JSON {status, msg}; an email containing "fail" -> false |
// |        |   action=ha_get_cart_subtotal_action                          | text: the JSON string {"status":"true","subTotalAmount":42.5} |
// |        |   action=ha_smart_post_list_action                            | HTML `.ha-spl-list` items: offset = posts skipped,      |
// |        |                                                               |   termId filters (0/'' = all); '' past the last page    |
// |        |   action=hapro_post_grid_action / hapro_loop_grid_action      | HTML `.ha-pg-item` / `.ha-hlg-grid-item` from loadedItem; '' when none left |
// |        |   action=ha_edd_ajax_add_to_cart_link                         | JSON {success, data}; unknown download_id -> false      |
// |        |   action=ha_subscribe_form  (subscribe form B)                | JSON {type: 'success'|'error', message}                 |
// |        |   no action -> 400 `0`; unknown action -> `0` (as the CMS does); a wrong `security` -> 403 `-1`; a missing one is logged, then answered |
// | GET    | /wp-json/happy-addons/v1/template?id&dev&signature            | JSON {template_content, template_scripts: [], template_styles: []}; unknown id 404 |
// | POST   | /wp-json/elementor-pro/v1/refresh-loop                        | JSON {data: "<html>"}: loop items filtered by            |
// |        |                                                               |   widget_filters.taxonomy.category {terms, logicalJoin}; |
// |        |                                                               |   other taxonomies match nothing; 400 for a malformed body |
// | POST   | /wp-content/plugins/independent-analytics/iawp-click-endpoint.php | 200; the JSON body is logged (click tracking) |
// | POST   | /wp-json/iawp/search                                          | 200; the JSON body is logged (page-view tracking)       |
// | GET    | /__demo/analytics                                             | JSON list of the logged analytics bodies ({kind, body, at}) |
// | DELETE | /__demo/analytics                                             | 204; empties the list                                   |
// | GET    | /demo/quick-view/{id}                                         | product HTML (`.ha-pqv`); unknown id (e.g. `missing`) 404 |
// | GET    | /__demo/tiles/{z}/{x}/{y}.png                                 | a generated 256 px PNG map tile (any z, x, y); 404 for others |
// |        |   (an asset, not a CMS call: outside /demo/, so the hardening suite's hostile answers leave it alone) |
// | GET    | /demo/map/route?origin=lat,lng&destination=lat,lng&travelMode=MODE | GeoJSON Feature (LineString, [lng, lat]) from origin |
// |        |                                                               |   to destination; 400 for bad points or a mode that is not |
// |        |                                                               |   WALKING, BICYCLING, DRIVING or TRANSIT (upper case)    |
//
// Ajax fields are read like PHP reads a form post (urlencoded or multipart; `a[b][c]` brackets
// make nested objects); `subscriber_info` may be a serialised form string, `data` a JSON string.

import { deflateSync } from 'node:zlib';

const TERMS = [
  { id: 11, slug: 'news', name: 'News' },
  { id: 12, slug: 'design', name: 'Design' },
  { id: 13, slug: 'travel', name: 'Travel' },
];

const POSTS = [
  { id: 101, title: 'A new home for the studio', category: ['news'], date: '2024-05-02' },
  { id: 102, title: 'Colour systems that scale', category: ['design'], date: '2024-04-28' },
  { id: 103, title: 'Three days on the coast road', category: ['travel'], date: '2024-04-20' },
  { id: 104, title: 'Spring release notes', category: ['news', 'design'], date: '2024-04-11' },
  { id: 105, title: 'Type pairing for long reads', category: ['design'], date: '2024-04-03' },
  { id: 106, title: 'Packing light for city trips', category: ['travel'], date: '2024-03-27' },
  { id: 107, title: 'We are hiring designers', category: ['news', 'design'], date: '2024-03-15' },
  { id: 108, title: 'Night trains worth taking', category: ['travel', 'news'], date: '2024-03-02' },
  { id: 109, title: 'Grids, gutters and rhythm', category: ['design'], date: '2024-02-21' },
  { id: 110, title: 'Our year in numbers', category: ['news'], date: '2024-02-09' },
];

const FEED = [
  'Shipping the new widget library today.',
  'Behind the scenes of our spring shoot.',
  'Five tips for faster pages.',
  'Meet the team at the design meetup.',
  'Our accessibility checklist, updated.',
  'A sneak peek at the autumn collection.',
  'Thank you for 10k followers!',
  'Live Q&A on Thursday at 5 pm.',
  'Weekend reading: slow web design.',
];

const PRODUCTS = [
  { id: 201, name: 'Linen Shirt', price: 39, text: 'Light, breathable linen in a relaxed cut.' },
  { id: 202, name: 'Canvas Tote', price: 18, text: 'Heavy canvas with an inner pocket.' },
  { id: 203, name: 'Ceramic Mug', price: 12.5, text: 'Hand-glazed stoneware, 350 ml.' },
];

const DOWNLOADS = [
  { id: 301, name: 'Icon Pack', price: 9 },
  { id: 302, name: 'UI Kit', price: 29 },
];

const TEMPLATES = [
  {
    id: 501,
    html:
      '<div data-elementor-type="section" data-elementor-id="501" class="elementor elementor-501">' +
      '<div class="elementor-element elementor-element-t501 e-con-full e-flex e-con e-parent" data-id="t501" data-element_type="container">' +
      '<div class="elementor-element elementor-element-t502 elementor-widget elementor-widget-text-editor" data-id="t502" data-element_type="widget" data-widget_type="text-editor.default">' +
      '<div class="elementor-widget-container"><h3>Loaded template</h3><p>This content came from the template endpoint.</p>' +
      '<ul><li><a href="#shop">Shop</a></li><li><a href="#journal">Journal</a></li><li><a href="#contact">Contact</a></li></ul></div>' +
      '</div></div></div>',
  },
  {
    // A dropbar template naming a script and a stylesheet (each must load once per page).
    id: 502,
    html:
      '<div data-elementor-type="section" data-elementor-id="502" class="elementor elementor-502">' +
      '<div class="elementor-element elementor-element-t5021 e-con-full e-flex e-con e-parent" data-id="t5021" data-element_type="container">' +
      '<div class="dropbar-template-card"><h3>Help centre</h3><p>Answers from the template endpoint.</p></div>' +
      '<div class="elementor-element elementor-element-t5023 elementor-widget elementor-widget-ha-toggle happy-addon ha-toggle" data-id="t5023" data-element_type="widget" data-widget_type="ha-toggle.default">' +
      '<div class="elementor-widget-container"><div class="ha-toggle__wrapper" role="tablist">' +
      '<div class="ha-toggle__item"><div id="ha-toggle__item-title-5021" class="ha-toggle__item-title" data-tab="1" role="tab" aria-controls="ha-toggle__item-content-5021">' +
      '<div class="ha-toggle__item-title-inner"><span class="ha-toggle__item-title-text">Shipping times</span></div></div>' +
      '<div id="ha-toggle__item-content-5021" class="ha-toggle__item-content" data-tab="1" role="tabpanel" aria-labelledby="ha-toggle__item-title-5021"><p>Two to four working days.</p></div></div>' +
      '<div class="ha-toggle__item"><div id="ha-toggle__item-title-5022" class="ha-toggle__item-title" data-tab="2" role="tab" aria-controls="ha-toggle__item-content-5022">' +
      '<div class="ha-toggle__item-title-inner"><span class="ha-toggle__item-title-text">Returns</span></div></div>' +
      '<div id="ha-toggle__item-content-5022" class="ha-toggle__item-content" data-tab="2" role="tabpanel" aria-labelledby="ha-toggle__item-title-5022"><p>Free within 30 days.</p></div></div>' +
      '</div></div></div></div></div>',
    scripts: ['/assets/dropbar/template-marker.js'],
    styles: ['/assets/dropbar/template.css'],
  },
  {
    // A second dropbar template naming the same script and stylesheet.
    id: 503,
    html:
      '<div data-elementor-type="section" data-elementor-id="503" class="elementor elementor-503">' +
      '<div class="elementor-element elementor-element-t5031 e-con-full e-flex e-con e-parent" data-id="t5031" data-element_type="container">' +
      '<div class="dropbar-template-card"><h3>Get in touch</h3><p>hello@example.com</p></div></div></div>',
    scripts: ['/assets/dropbar/template-marker.js'],
    styles: ['/assets/dropbar/template.css'],
  },
];

const CART_SUBTOTAL = 42.5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** In-memory analytics log, read through GET /__demo/analytics. */
const analyticsLog = [];

// ---------- helpers

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A small inline SVG picture, so no answer points at an external URL. */
function picture(label, hue) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260">` +
    `<rect width="400" height="260" fill="hsl(${hue} 45% 70%)"/>` +
    `<text x="200" y="138" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#223">${escapeHtml(label)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A positive whole number from a field, else the fallback; capped so a request cannot ask for everything. */
function count(value, fallback, max = 20) {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : fallback;
}

function offsetOf(value) {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const termFor = (idOrSlug) => TERMS.find((t) => String(t.id) === String(idOrSlug) || t.slug === String(idOrSlug));
const postsIn = (term) => (term ? POSTS.filter((p) => p.category.includes(term.slug)) : POSTS);
const postLink = (post) => `#post-${post.id}`;

function send(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}
const sendJson = (res, status, data) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(data));
const sendHtml = (res, status, html) => send(res, status, 'text/html; charset=utf-8', html);
const restError = (res, status, code, message) => sendJson(res, status, { code, message, data: { status } });

class TooLarge extends Error {}

async function readBody(req, limit = 1_000_000) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new TooLarge('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Form entries to nested objects the way PHP fills $_POST (`a[b]=1`, `a[]=1`). */
function phpFields(entries) {
  const out = Object.create(null);
  for (const [name, raw] of entries) {
    const value = typeof raw === 'string' ? raw : raw.name;
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(name);
    const keys = match ? [match[1], ...[...match[2].matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])] : [name];
    let node = out;
    keys.forEach((key, i) => {
      const slot = key === '' ? String(Object.keys(node).length) : key;
      if (i === keys.length - 1) node[slot] = value;
      else node = node[slot] = node[slot] && typeof node[slot] === 'object' ? node[slot] : Object.create(null);
    });
  }
  return out;
}

async function readForm(req, url) {
  const entries = [...url.searchParams];
  if (req.method === 'POST') {
    const type = req.headers['content-type'] ?? '';
    const body = await readBody(req);
    if (type.includes('multipart/form-data')) {
      entries.push(...(await new Response(body, { headers: { 'content-type': type } }).formData()));
    } else entries.push(...new URLSearchParams(body.toString('utf8')));
  }
  return phpFields(entries);
}

/** A field that may arrive as nested fields, a JSON string or a serialised form string. */
function structured(value) {
  if (value && typeof value === 'object') return value;
  if (typeof value !== 'string') return {};
  try {
    const parsed = JSON.parse(value);
    if (parsed && typeof parsed === 'object') return parsed;
  } catch {
    // not JSON: read it as a serialised form below
  }
  return phpFields(new URLSearchParams(value));
}

// ---------- markup

const postTabItem = (post) =>
  `<div class="ha-post-tab-item"><div class="ha-post-tab-item-inner">` +
  `<a href="${postLink(post)}" class="ha-post-tab-thumb"><img src="${picture(post.title, post.id * 37)}" alt="${escapeHtml(post.title)}" width="400" height="260"></a>` +
  `<h2 class="ha-post-tab-title"><a href="${postLink(post)}">${escapeHtml(post.title)}</a></h2>` +
  `<div class="ha-post-tab-meta"><span class="ha-post-tab-date">${post.date}</span></div></div></div>`;

const tweetItem = (text, n) =>
  `<div class="ha-tweet-item"><div class="ha-tweet-inner-wrapper"><div class="ha-tweet-author">` +
  `<span class="ha-tweet-author-name">Happy Studio</span> <span class="ha-tweet-username">@happystudio</span></div>` +
  `<div class="ha-tweet-content"><p>${escapeHtml(text)} #${n}</p></div></div></div>`;

const instagramItem = (text, n) =>
  `<a class="ha-insta-item" href="#insta-${n}"><div class="ha-insta-image">` +
  `<img src="${picture(`Photo ${n}`, n * 41)}" alt="${escapeHtml(text)}" width="400" height="260"></div>` +
  `<div class="ha-insta-content"><p>${escapeHtml(text)} #${n}</p></div></a>`;

const facebookItem = (text, n) =>
  `<div class="ha-facebook-item"><div class="ha-facebook-author"><span class="ha-facebook-author-name">Happy Studio</span></div>` +
  `<div class="ha-facebook-content"><p>${escapeHtml(text)} #${n}</p></div></div>`;

const splItem = (post) =>
  `<div class="ha-spl-list"><div class="ha-spl-list-thumb"><a href="${postLink(post)}">` +
  `<img src="${picture(post.title, post.id * 37)}" alt="${escapeHtml(post.title)}" width="400" height="260"></a></div>` +
  `<div class="ha-spl-list-content"><h2 class="ha-spl-list-title"><a href="${postLink(post)}">${escapeHtml(post.title)}</a></h2>` +
  `<div class="ha-spl-meta"><span class="ha-spl-meta-date">${post.date}</span></div></div></div>`;

const postGridItem = (post) =>
  `<article class="ha-pg-item post-${post.id}"><div class="ha-pg-thumb-area"><a href="${postLink(post)}" class="ha-pg-thumb">` +
  `<img src="${picture(post.title, post.id * 37)}" alt="${escapeHtml(post.title)}" width="400" height="260"></a></div>` +
  `<div class="ha-pg-content-area"><h2 class="ha-pg-title"><a href="${postLink(post)}">${escapeHtml(post.title)}</a></h2>` +
  `<div class="ha-pg-meta-wrap"><span class="ha-pg-date">${post.date}</span></div></div></article>`;

const loopGridItem = (post) =>
  `<div class="ha-hlg-grid-item post-${post.id}"><a href="${postLink(post)}">` +
  `<img src="${picture(post.title, post.id * 37)}" alt="${escapeHtml(post.title)}" width="400" height="260"></a>` +
  `<h3 class="ha-hlg-title"><a href="${postLink(post)}">${escapeHtml(post.title)}</a></h3></div>`;

const loopItem = (post) =>
  `<div data-elementor-type="loop-item" data-elementor-id="900" class="elementor elementor-900 e-loop-item e-loop-item-${post.id} post-${post.id} ${post.category.map((c) => `category-${c}`).join(' ')}">` +
  `<div class="elementor-element e-con-full e-flex e-con e-child"><h3 class="elementor-heading-title">${escapeHtml(post.title)}</h3>` +
  `<p>${post.category.map((slug) => termFor(slug).name).join(', ')} · ${post.date}</p></div></div>`;

const quickView = (product) =>
  `<div class="ha-pqv ha-pqv--${product.id}"><div class="ha-pqv__img">` +
  `<img src="${picture(product.name, product.id * 29)}" alt="${escapeHtml(product.name)}" width="400" height="260"></div>` +
  `<div class="ha-pqv__content"><h2 class="ha-pqv__title">${escapeHtml(product.name)}</h2>` +
  `<div class="ha-pqv__price"><span class="woocommerce-Price-amount amount">$${product.price.toFixed(2)}</span></div>` +
  `<div class="ha-pqv__summary"><p>${escapeHtml(product.text)}</p></div>` +
  `<div class="ha-pqv__cart"><a class="button add_to_cart_button" href="#add-to-cart-${product.id}">Add to cart</a></div></div></div>`;

// ---------- ajax actions: (fields) => an HTML/text string, or a value sent as JSON

function subscribeAnswer(email) {
  if (!EMAIL.test(email)) return { ok: false, message: 'That email address is not valid.' };
  if (email.includes('fail')) return { ok: false, message: `The list service refused ${email} (demo failure).` };
  return { ok: true };
}

const ACTIONS = {
  ha_post_tab_action(fields) {
    const term = termFor(fields.term_id);
    const perPage = count(structured(fields.post_tab_query).posts_per_page, 3);
    const items = term ? postsIn(term).slice(0, perPage).map(postTabItem).join('') : '';
    return `<div class="ha-post-tab-item-wrapper" data-term="${escapeHtml(fields.term_id ?? '')}">${items}</div>`;
  },
  ha_mailchimp_ajax(fields) {
    const email = String(structured(fields.subscriber_info).email ?? '').trim();
    const answer = subscribeAnswer(email);
    return { status: answer.ok, msg: answer.ok ? `Subscribed ${email} (demo).` : answer.message };
  },
  ha_get_cart_subtotal_action() {
    // The original echoes a JSON string the client parses itself, not a JSON response.
    return JSON.stringify({ status: 'true', subTotalAmount: CART_SUBTOTAL });
  },
  ha_smart_post_list_action(fields) {
    const all = ['', '0', '-1', 'all', undefined];
    const posts = all.includes(fields.termId) ? POSTS : postsIn(termFor(fields.termId) ?? { slug: '' });
    const perPage = count(structured(fields.querySettings).per_page, 4);
    const offset = offsetOf(fields.offset);
    return posts.slice(offset, offset + perPage).map(splItem).join('');
  },
  ha_twitter_feed_action: (fields) => feedPage(fields, tweetItem),
  ha_instagram_feed_action: (fields) => feedPage(fields, instagramItem),
  ha_facebook_feed_action: (fields) => feedPage(fields, facebookItem),
  hapro_post_grid_action: (fields) => loadMore(fields, postGridItem),
  hapro_loop_grid_action: (fields) => loadMore(fields, loopGridItem),
  ha_edd_ajax_add_to_cart_link(fields) {
    const download = DOWNLOADS.find((d) => String(d.id) === String(fields.download_id));
    return download
      ? { success: true, data: { download_id: download.id, name: download.name } }
      : { success: false, data: { message: 'Unknown download.' } };
  },
  ha_subscribe_form(fields) {
    const data = structured(fields.data);
    const answer = subscribeAnswer(String(data.email ?? '').trim());
    if (!answer.ok) return { type: 'error', message: answer.message };
    const list = data.use_target_list_id === 'yes' && data.target_list_id ? ` to list ${data.target_list_id}` : '';
    return { type: 'success', message: `Thanks! You are subscribed${list} (demo).` };
  },
};

function feedPage(fields, render) {
  const from = offsetOf(fields.loaded_item);
  const perPage = count(structured(fields.query_settings).per_page, 3);
  return FEED.slice(from, from + perPage).map((text, i) => render(text, from + i + 1)).join('');
}

function loadMore(fields, render) {
  const settings = structured(fields.querySettings);
  const from = offsetOf(fields.loadedItem);
  const perPage = count(settings.posts_per_page ?? settings.per_page, 3);
  return POSTS.slice(from, from + perPage).map(render).join('');
}

/**
 * The nonces the fixtures print (HappyLocalize's, and the page builder's REST nonce on the loop
 * filter's page). A wrong one is refused as the CMS refuses it; a page that prints none (no
 * HappyLocalize) is answered, with a warning, so that bare fixtures work.
 */
const DEMO_NONCES = new Set(['4f2a9c1e7b', '8d2c4e6f1a']);

async function handleAjax(req, res, url) {
  const fields = await readForm(req, url);
  const action = typeof fields.action === 'string' ? fields.action : '';
  if (!action) return sendHtml(res, 400, '0');
  if (!fields.security) console.warn(`[demo] ajax "${action}" without security; answered anyway`);
  // check_ajax_referer's answer to a nonce that does not check out.
  else if (!DEMO_NONCES.has(String(fields.security))) return sendHtml(res, 403, '-1');
  const handler = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!handler) return sendHtml(res, 200, '0');
  const answer = handler(fields);
  if (typeof answer === 'string') sendHtml(res, 200, answer);
  else sendJson(res, 200, answer);
}

// ---------- REST routes

function handleTemplate(res, url) {
  const id = url.searchParams.get('id');
  if (!id) return restError(res, 400, 'rest_missing_callback_param', 'Missing parameter(s): id');
  const template = TEMPLATES.find((t) => String(t.id) === id);
  if (!template) return restError(res, 404, 'not_found', `Template ${id} not found`);
  sendJson(res, 200, { template_content: template.html, template_scripts: template.scripts ?? [], template_styles: template.styles ?? [] });
}

/** A post passes when, for every taxonomy filter with terms, it has all (AND) or any (OR) of them. */
function matchesFilters(post, filters) {
  return Object.entries(filters).every(([taxonomy, filter]) => {
    const terms = Array.isArray(filter?.terms) ? filter.terms.map((t) => termFor(t)?.slug ?? String(t)) : [];
    if (terms.length === 0) return true;
    const own = taxonomy === 'category' ? post.category : [];
    return String(filter.logicalJoin).toUpperCase() === 'AND' ? terms.every((t) => own.includes(t)) : terms.some((t) => own.includes(t));
  });
}

const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function isRefreshBody(body) {
  if (!isObject(body) || body.post_id === undefined || typeof body.widget_id !== 'string' || body.widget_id === '') return false;
  if (body.widget_filters === undefined) return true;
  return isObject(body.widget_filters) && (body.widget_filters.taxonomy === undefined || isObject(body.widget_filters.taxonomy));
}

async function handleRefreshLoop(req, res) {
  const nonce = req.headers['x-wp-nonce'];
  if (nonce !== undefined && !DEMO_NONCES.has(String(nonce))) return restError(res, 403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
  let body;
  try {
    body = JSON.parse((await readBody(req)).toString('utf8'));
  } catch (error) {
    if (error instanceof TooLarge) throw error;
    return restError(res, 400, 'rest_invalid_json', 'The body is not valid JSON.');
  }
  if (!isRefreshBody(body)) return restError(res, 400, 'rest_invalid_param', 'Invalid parameter(s): post_id, widget_id, widget_filters');
  const filters = body.widget_filters?.taxonomy ?? {};
  const posts = POSTS.filter((post) => matchesFilters(post, filters));
  const html = posts.length
    ? `<div class="elementor-loop-container elementor-grid">${posts.map(loopItem).join('')}</div>`
    : '<div class="e-loop-nothing-found-message">No posts match these filters.</div>';
  sendJson(res, 200, { data: html });
}

async function logAnalytics(req, res, kind) {
  const text = (await readBody(req)).toString('utf8');
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const entry = { kind, body, at: new Date().toISOString() };
  analyticsLog.push(entry);
  console.log(`[demo analytics] ${kind}`, JSON.stringify(body));
  send(res, 200, 'text/plain; charset=utf-8', '');
}

function handleQuickView(res, id) {
  const product = PRODUCTS.find((p) => String(p.id) === id);
  if (product) sendHtml(res, 200, quickView(product));
  else sendHtml(res, 404, '<p>Product not found.</p>');
}

// ---------- map tiles and routes (the advanced map works with no internet)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const TILE = 256;
const tileCache = new Map();

/** A 256 px RGB tile: land in one of two shades (a checkerboard), a road across it, a border line. */
function tilePng(x, y) {
  const key = (x + y) % 2;
  if (tileCache.has(key)) return tileCache.get(key);
  const land = key ? [226, 236, 214] : [233, 240, 224];
  const rows = Buffer.alloc(TILE * (TILE * 3 + 1));
  for (let row = 0; row < TILE; row++) {
    const start = row * (TILE * 3 + 1);
    rows[start] = 0;
    for (let col = 0; col < TILE; col++) {
      const road = Math.abs(row - 128) < 6 || Math.abs(col - 96) < 4;
      const edge = row === TILE - 1 || col === TILE - 1;
      const rgb = edge ? [200, 210, 190] : road ? [255, 255, 255] : land;
      rows.set(rgb, start + 1 + col * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE, 0);
  header.writeUInt32BE(TILE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  tileCache.set(key, png);
  return png;
}

function handleTile(res, [z, x, y]) {
  const [zoom, column, row] = [z, x, y].map(Number);
  if (zoom > 19 || column >= 2 ** zoom || row >= 2 ** zoom) return send(res, 404, 'text/plain; charset=utf-8', 'No such tile');
  res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' });
  res.end(tilePng(column, row));
}

const TRAVEL_MODES = ['WALKING', 'BICYCLING', 'DRIVING', 'TRANSIT'];

function latLng(text) {
  const [lat, lng] = String(text ?? '').split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** A route that goes along one street and then the other (two legs at a corner), as GeoJSON. */
function handleRoute(res, url) {
  const origin = latLng(url.searchParams.get('origin'));
  const destination = latLng(url.searchParams.get('destination'));
  const mode = url.searchParams.get('travelMode');
  if (!origin || !destination) return restError(res, 400, 'bad_points', 'origin and destination must be lat,lng');
  if (!TRAVEL_MODES.includes(mode)) return restError(res, 400, 'bad_mode', `travelMode must be one of ${TRAVEL_MODES.join(', ')}`);
  const corner = { lat: origin.lat, lng: destination.lng };
  const along = (a, b, t) => [a.lng + (b.lng - a.lng) * t, a.lat + (b.lat - a.lat) * t];
  const coordinates = [along(origin, corner, 0), along(origin, corner, 0.5), along(origin, corner, 1), along(corner, destination, 0.5), along(corner, destination, 1)];
  sendJson(res, 200, { type: 'Feature', properties: { travelMode: mode }, geometry: { type: 'LineString', coordinates } });
}

// ---------- entry

const ROUTES = [
  ['POST', '/wp-admin/admin-ajax.php', handleAjax],
  ['GET', '/wp-admin/admin-ajax.php', handleAjax],
  ['GET', '/wp-json/happy-addons/v1/template', (req, res, url) => handleTemplate(res, url)],
  ['POST', '/wp-json/elementor-pro/v1/refresh-loop', handleRefreshLoop],
  ['POST', '/wp-content/plugins/independent-analytics/iawp-click-endpoint.php', (req, res) => logAnalytics(req, res, 'click')],
  ['POST', '/wp-json/iawp/search', (req, res) => logAnalytics(req, res, 'view')],
  ['GET', '/__demo/analytics', (req, res) => sendJson(res, 200, analyticsLog)],
  ['GET', '/demo/map/route', (req, res, url) => handleRoute(res, url)],
  ['DELETE', '/__demo/analytics', (req, res) => {
    analyticsLog.length = 0;
    send(res, 204, 'text/plain', '');
  }],
];

/** Answers a demo route; resolves true when it handled the request, false when it is not a demo route. */
export async function handleDemo(req, res, url = new URL(req.url ?? '/', 'http://localhost')) {
  const path = url.pathname.replace(/(.)\/$/, '$1');
  const route = ROUTES.find(([method, routePath]) => method === req.method && routePath === path);
  const quickViewId = req.method === 'GET' && /^\/demo\/quick-view\/([^/]+)$/.exec(path)?.[1];
  const tile = req.method === 'GET' && /^\/__demo\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/.exec(path)?.slice(1);
  if (!route && !quickViewId && !tile) return false;
  try {
    if (route) await route[2](req, res, url);
    else if (tile) handleTile(res, tile);
    else handleQuickView(res, quickViewId);
  } catch (error) {
    if (!res.headersSent) {
      if (error instanceof TooLarge) {
        // The rest of the body is never read: close the connection so it cannot be reused.
        res.setHeader('Connection', 'close');
        restError(res, 413, 'too_large', error.message);
      } else {
        console.error('[demo]', error);
        send(res, 500, 'text/plain; charset=utf-8', 'Demo backend error');
      }
    }
  }
  return true;
}
