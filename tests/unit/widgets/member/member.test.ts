import { describe, expect, it } from 'vitest';
import { closesOn, findMember } from '../../../../src/widgets/member/dom';
import { tabbables, wrapTarget } from '../../../../src/widgets/member/focus';

describe('wrapTarget', () => {
  const list = ['close', 'a', 'b'];

  it('Tab on the last stop goes to the first; in between the browser moves', () => {
    expect(wrapTarget(list, 'b', false)).toBe('close');
    expect(wrapTarget(list, 'close', false)).toBeNull();
    expect(wrapTarget(list, 'a', false)).toBeNull();
  });

  it('Shift+Tab on the first stop goes to the last', () => {
    expect(wrapTarget(list, 'close', true)).toBe('b');
    expect(wrapTarget(list, 'b', true)).toBeNull();
  });

  it('from outside the list (the dialog itself) Tab enters at either end', () => {
    expect(wrapTarget(list, null, false)).toBe('close');
    expect(wrapTarget(list, 'dialog', true)).toBe('b');
  });

  it('a single stop keeps the focus; an empty list gives nothing', () => {
    expect(wrapTarget(['close'], 'close', false)).toBe('close');
    expect(wrapTarget(['close'], 'close', true)).toBe('close');
    expect(wrapTarget([], null, false)).toBeNull();
  });
});

describe('tabbables', () => {
  it('takes what Tab reaches, in document order, skipping disabled, negative tabindex, inert and unshown', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div class="close" role="button" tabindex="0">x</div>
      <a href="#one">one</a>
      <a>no href</a>
      <button disabled>off</button>
      <button>on</button>
      <span tabindex="-1">skipped</span>
      <div inert><a href="#inert">inert</a></div>
      <input type="hidden" name="h">
      <input name="shown">
      <a href="#gone" class="gone">gone</a>`;
    const names = tabbables(root, (el) => !el.classList.contains('gone')).map((el) => el.textContent || el.getAttribute('name'));
    expect(names).toEqual(['x', 'one', 'on', 'shown']);
  });
});

const card = (lightbox = true) => {
  const container = document.createElement('div');
  container.innerHTML = `
    <figure class="ha-member-figure"><img alt="Ada"></figure>
    <div class="ha-member-body">
      <h2 class="ha-member-name">Ada</h2>
      <a class="ha-btn ha-btn--link"><span class="ha-btn-text">Show Details</span></a>
    </div>
    ${
      lightbox
        ? `<div class="ha-member-lightbox">
             <div class="ha-member-lightbox-close"><i class="eicon-editor-close"></i></div>
             <div class="ha-member-lightbox-inner"><div class="ha-member-body"><a class="ha-btn">nested</a></div><p>Bio</p></div>
           </div>`
        : ''
    }`;
  return container;
};

describe('member markup', () => {
  it("finds the card's own button, lightbox, close button and name", () => {
    const container = card();
    const { dom, lightbox } = findMember(container);
    expect(lightbox).toBe(container.querySelector('.ha-member-lightbox'));
    expect(dom!.button.textContent).toBe('Show Details');
    expect(dom!.close).toBe(container.querySelector('.ha-member-lightbox-close'));
    expect(dom!.name!.textContent).toBe('Ada');
  });

  it('a card without a lightbox has nothing to open', () => {
    expect(findMember(card(false))).toEqual({ dom: null, lightbox: null });
  });

  it('clicks on the backdrop or the close button (or its icon) close; clicks in the content do not', () => {
    const container = card();
    const { dom } = findMember(container);
    expect(closesOn(dom!, dom!.lightbox)).toBe(true);
    expect(closesOn(dom!, dom!.close)).toBe(true);
    expect(closesOn(dom!, container.querySelector('.eicon-editor-close'))).toBe(true);
    expect(closesOn(dom!, container.querySelector('.ha-member-lightbox-inner p'))).toBe(false);
    expect(closesOn(dom!, container.querySelector('.ha-member-lightbox-inner'))).toBe(false);
    expect(closesOn(dom!, null)).toBe(false);
  });
});
