// Pure rules of the dropbar's template load: the request URL and reading the answer.

export interface TemplateQuery {
  id: string;
  /** The page editor's preview (sent as dev=true so the server renders afresh instead of from cache). */
  dev: boolean;
  signature: string;
}

export interface TemplateAnswer {
  /** HTML, still to be sanitised. */
  content: string;
  /** Absolute script URLs, in order, each once. */
  scripts: string[];
  /** Absolute stylesheet URLs, in order, each once. */
  styles: string[];
}

/** A template id the server can look up: post ids are positive, and the page builder prints 0 or '' for none. */
export function usableTemplateId(id: string): boolean {
  const trimmed = id.trim();
  return trimmed !== '' && trimmed !== '0';
}

/**
 * The GET address of a template: `templateUrl` with id, dev and signature added. The base may
 * already carry a query (the plain `?rest_route=` form of the REST base), which is kept.
 */
export function templateRequestUrl(templateUrl: string, base: string, { id, dev, signature }: TemplateQuery): string {
  const url = new URL(templateUrl, base);
  url.searchParams.set('id', id.trim());
  url.searchParams.set('dev', dev ? 'true' : 'false');
  url.searchParams.set('signature', signature);
  return url.href;
}

/**
 * Asset URLs from an answer field: a list of URLs, or the CMS's `{handle: url}` map. Relative URLs
 * resolve against `base`; anything that is not http(s) (`javascript:`, `data:`) is dropped.
 */
export function assetUrls(value: unknown, base: string): string[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const urls: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string' || item.trim() === '') continue;
    let url: URL;
    try {
      url = new URL(item.trim(), base);
    } catch {
      continue;
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !urls.includes(url.href)) urls.push(url.href);
  }
  return urls;
}

/** The template endpoint's JSON, or null when it is not a template (no string template_content). */
export function readTemplateAnswer(data: unknown, base: string): TemplateAnswer | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const answer = data as Record<string, unknown>;
  if (typeof answer.template_content !== 'string') return null;
  return {
    content: answer.template_content,
    scripts: assetUrls(answer.template_scripts, base),
    styles: assetUrls(answer.template_styles, base),
  };
}

/** The origin of a URL, or null for one that does not parse or is not http(s). */
function httpOrigin(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a template's scripts may come from: the origin of the template request, plus the origins a
 * site lists in `templateScriptOrigins` (full URLs or bare origins; anything else is ignored).
 */
export function scriptOrigins(templateRequest: string, extra: unknown): Set<string> {
  const origins = new Set<string>();
  const own = httpOrigin(templateRequest);
  if (own) origins.add(own);
  for (const item of Array.isArray(extra) ? extra : []) {
    const origin = typeof item === 'string' ? httpOrigin(item.trim()) : null;
    if (origin) origins.add(origin);
  }
  return origins;
}

/** The script URLs (absolute, as `assetUrls` gives them) whose origin is not among `origins`. */
export function scriptsFromElsewhere(scripts: readonly string[], origins: ReadonlySet<string>): string[] {
  return scripts.filter((url) => !origins.has(httpOrigin(url) ?? ''));
}
