import { describe, expect, it } from 'vitest';
import { findFlipBox } from '../../../../src/widgets/flip-box/dom';
import { FRONT_UP, hiddenFace, isFlipped, TAP_EXEMPT } from '../../../../src/widgets/flip-box/logic';

describe('flip box rules', () => {
  it('starts front up; a mouse over it, keyboard focus in it or a tap turn it over', () => {
    expect(isFlipped(FRONT_UP)).toBe(false);
    expect(isFlipped({ ...FRONT_UP, pointer: true })).toBe(true);
    expect(isFlipped({ ...FRONT_UP, focus: true })).toBe(true);
    expect(isFlipped({ ...FRONT_UP, tap: true })).toBe(true);
  });

  it('the mouse leaving does not turn back a box the keyboard is in', () => {
    expect(isFlipped({ pointer: false, focus: true, tap: false })).toBe(true);
  });

  it('hides the face that is turned away', () => {
    expect(hiddenFace(false)).toBe('back');
    expect(hiddenFace(true)).toBe('front');
  });

  it('taps on links and controls are theirs, not the box', () => {
    const face = document.createElement('div');
    face.innerHTML = '<p class="text">Text</p><a class="link" href="#x"><span>Go</span></a><a class="anchor">No href</a><button>B</button>';
    expect(face.querySelector('.link span')!.closest(TAP_EXEMPT)).not.toBeNull();
    expect(face.querySelector('button')!.closest(TAP_EXEMPT)).not.toBeNull();
    expect(face.querySelector('.text')!.closest(TAP_EXEMPT)).toBeNull();
    expect(face.querySelector('.anchor')!.closest(TAP_EXEMPT)).toBeNull();
  });
});

describe('flip box markup', () => {
  const markup = (back = true) => `
    <div class="ha-flip-box-container ha-flip-effect-classic">
      <div class="ha-flip-box-inner ha-flip-right">
        <div class="ha-flip-box-inner-wrapper">
          <div class="ha-flip-box-front"><div class="ha-flip-box-front-inner"><div class="ha-text"><h2 class="ha-flip-box-heading">Title</h2></div></div></div>
          ${back ? '<div class="ha-flip-box-back"><div class="ha-flip-box-back-inner"><a class="ha-flip-btn" href="#">Go</a></div></div>' : ''}
        </div>
      </div>
    </div>`;

  it('finds the box, its inner element, both faces and the front title', () => {
    const container = document.createElement('div');
    container.innerHTML = markup();
    const dom = findFlipBox(container)!;
    expect(dom.box.classList.contains('ha-flip-box-container')).toBe(true);
    expect(dom.inner.classList.contains('ha-flip-right')).toBe(true);
    expect(dom.front.classList.contains('ha-flip-box-front')).toBe(true);
    expect(dom.back.querySelector('.ha-flip-btn')).not.toBeNull();
    expect(dom.heading!.textContent).toBe('Title');
  });

  it('finds nothing without a back face', () => {
    const container = document.createElement('div');
    container.innerHTML = markup(false);
    expect(findFlipBox(container)).toBeNull();
    expect(findFlipBox(document.createElement('div'))).toBeNull();
  });
});
