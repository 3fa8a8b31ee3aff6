import { describe, expect, it } from 'vitest';
import { createRestorer } from '../../../src/ui/restorer';
import { makeLiveRegion, writeServerMessage } from '../../../src/ui/server-message';

describe('server messages', () => {
  it('make a polite live region that restore puts back as printed', () => {
    document.body.innerHTML = '<div class="box" role="note"><span>printed</span></div>';
    const box = document.querySelector('.box')!;
    const restorer = createRestorer();
    makeLiveRegion(box, restorer);
    expect(box.getAttribute('role')).toBe('status');
    expect(box.getAttribute('aria-live')).toBe('polite');
    writeServerMessage(box, 'Thanks');
    restorer.restore();
    expect(box.outerHTML).toBe('<div class="box" role="note"><span>printed</span></div>');
  });

  it('write sanitised nodes: handlers and scripts go, links and text stay; empty empties', () => {
    document.body.innerHTML = '<div class="box">old</div>';
    const box = document.querySelector('.box')!;
    writeServerMessage(box, 'Hi <a href="#p" onclick="x()">you</a><img src="x" onerror="y()"><script>z()</script>');
    expect(box.textContent).toBe('Hi you');
    expect(box.querySelector('a')?.getAttribute('onclick')).toBeNull();
    expect(box.querySelector('a')?.getAttribute('href')).toBe('#p');
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(box.querySelector('script')).toBeNull();
    writeServerMessage(box, '');
    expect(box.childNodes).toHaveLength(0);
  });
});
