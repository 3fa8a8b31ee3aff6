// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import loopGrid from '../../../../src/widgets/happy-loop-grid';

describe('ha-happy-loop-grid settings', () => {
  it('takes the query from the button, else from the wrapper', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-hlg-wrapper" data-settings=\'{"posts_per_page":4}\'><div class="ha-hlg-grid-wrap"></div><button class="ha-hlg-loadmore"></button></div>';
    expect(loopGrid.read!(container, container)).toMatchObject({ query_settings: '{"posts_per_page":4}' });
    container.querySelector('button')!.setAttribute('data-settings', '{"posts_per_page":6}');
    expect(loopGrid.read!(container, container)).toMatchObject({ query_settings: '{"posts_per_page":6}' });
    expect(loopGrid.requires).toBe('.ha-hlg-wrapper .ha-hlg-grid-wrap');
  });
});
