// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import feed from '../../../../src/widgets/twitter-feed';

describe('ha-twitter-feed settings', () => {
  it('reads query_settings and the total from the load-more button', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-tweet-items"></div><button class="ha-twitter-load-more" data-settings=\'{"per_page":3}\' data-total="9"></button>';
    const raw = feed.read!(container, container);
    expect(raw).toEqual({ query_settings: '{"per_page":3}', total: '9' });
    expect(feed.schema!.parse(raw, 'desktop', { mobile: 767, tablet: 1024 }).value).toEqual({ query_settings: { per_page: 3 }, total: 9 });
    expect(feed.requires).toBe('.ha-tweet-items');
  });
});
