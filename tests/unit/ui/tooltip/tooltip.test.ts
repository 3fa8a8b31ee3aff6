import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachTooltip, type TooltipConfig } from '../../../../src/ui/tooltip/controller';
import {
  addToken,
  anchorFor,
  delayFor,
  HOVER_GAP_MS,
  NO_INTENT,
  POSITIONS,
  reduceIntent,
  slideFrom,
  wantsOpen,
  type TooltipEvent,
} from '../../../../src/ui/tooltip/logic';
import { createRestorer, moveChildren } from '../../../../src/ui/restorer';
import { cssColor, pxSlider, triggerMode } from '../../../../src/ui/style-fields';

const run = (events: TooltipEvent[]) => events.reduce(reduceIntent, NO_INTENT);

describe('anchorFor', () => {
  it('sides are plain placements', () => {
    for (const side of ['top', 'bottom', 'left', 'right'] as const) expect(anchorFor(side)).toEqual({ placement: side, besides: false });
  });

  it("corners sit diagonally past the trigger, as tipso's did", () => {
    expect(anchorFor('top-left')).toEqual({ placement: 'top-end', besides: true });
    expect(anchorFor('top-right')).toEqual({ placement: 'top-start', besides: true });
    expect(anchorFor('bottom-left')).toEqual({ placement: 'bottom-end', besides: true });
    expect(anchorFor('bottom-right')).toEqual({ placement: 'bottom-start', besides: true });
  });

  it('knows all eight of the add-on positions', () => {
    expect(POSITIONS).toHaveLength(8);
    for (const position of POSITIONS) expect(anchorFor(position).placement).toMatch(/^(top|bottom|left|right)/);
  });
});

describe('intent', () => {
  it('hover: open while the pointer is over the trigger or the tooltip, or focus is on the trigger', () => {
    expect(wantsOpen(run(['enter-trigger']), 'hover')).toBe(true);
    expect(wantsOpen(run(['enter-trigger', 'leave-trigger']), 'hover')).toBe(false);
    // Across the gap onto the tooltip.
    expect(wantsOpen(run(['enter-trigger', 'leave-trigger', 'enter-tooltip']), 'hover')).toBe(true);
    expect(wantsOpen(run(['enter-trigger', 'leave-trigger', 'enter-tooltip', 'leave-tooltip']), 'hover')).toBe(false);
    expect(wantsOpen(run(['focus']), 'hover')).toBe(true);
    expect(wantsOpen(run(['focus', 'enter-trigger', 'leave-trigger']), 'hover')).toBe(true);
    expect(wantsOpen(run(['focus', 'blur']), 'hover')).toBe(false);
  });

  it('hover: a tap toggles, an outside tap closes', () => {
    expect(wantsOpen(run(['toggle']), 'hover')).toBe(true);
    expect(wantsOpen(run(['toggle', 'toggle']), 'hover')).toBe(false);
    expect(wantsOpen(run(['toggle', 'outside']), 'hover')).toBe(false);
  });

  it('Escape dismisses whatever held the tooltip open, until the next reason', () => {
    expect(run(['enter-trigger', 'focus', 'toggle', 'escape'])).toEqual(NO_INTENT);
    expect(wantsOpen(run(['enter-trigger', 'escape', 'enter-trigger']), 'hover')).toBe(true);
  });

  it('click: only clicks open and close; hover and focus do nothing', () => {
    expect(wantsOpen(run(['enter-trigger', 'focus']), 'click')).toBe(false);
    expect(wantsOpen(run(['toggle']), 'click')).toBe(true);
    expect(wantsOpen(run(['toggle', 'leave-trigger', 'blur']), 'click')).toBe(true);
    expect(wantsOpen(run(['toggle', 'toggle']), 'click')).toBe(false);
    expect(wantsOpen(run(['toggle', 'outside']), 'click')).toBe(false);
    expect(wantsOpen(run(['toggle', 'escape']), 'click')).toBe(false);
  });
});

describe('delayFor', () => {
  const timing = { showDelay: 200, hideDelay: 600 };

  it('only hovering waits for the show delay; focus and clicks open at once', () => {
    expect(delayFor('enter-trigger', true, timing)).toBe(200);
    expect(delayFor('focus', true, timing)).toBe(0);
    expect(delayFor('toggle', true, timing)).toBe(0);
    expect(delayFor('enter-trigger', true, { showDelay: -5, hideDelay: 0 })).toBe(0);
  });

  it('leaving and blur wait for the hide delay; Escape, clicks and outside clicks close at once', () => {
    expect(delayFor('leave-trigger', false, timing)).toBe(600);
    expect(delayFor('leave-tooltip', false, timing)).toBe(600);
    expect(delayFor('blur', false, timing)).toBe(600);
    expect(delayFor('escape', false, timing)).toBe(0);
    expect(delayFor('toggle', false, timing)).toBe(0);
    expect(delayFor('outside', false, timing)).toBe(0);
  });

  it('a hide delay under the hover gap grace is raised to it, so the pointer can reach the tooltip', () => {
    expect(delayFor('leave-trigger', false, { showDelay: 0, hideDelay: 0 })).toBe(HOVER_GAP_MS);
  });
});

describe('small helpers', () => {
  it('addToken adds an id to a list once', () => {
    expect(addToken(null, 'a')).toBe('a');
    expect(addToken('x  y', 'a')).toBe('x y a');
    expect(addToken('a b', 'a')).toBe('a b');
  });

  it('slideFrom starts the fade a little towards the trigger', () => {
    expect(slideFrom('top', 4)).toBe('0 4px');
    expect(slideFrom('bottom', 4)).toBe('0 -4px');
    expect(slideFrom('left', 4)).toBe('4px 0');
    expect(slideFrom('right', 4)).toBe('-4px 0');
  });
});

describe('schema fields', () => {
  it('pxSlider reads sliders and numbers; an empty slider is unset, not a problem', () => {
    const field = pxSlider(200, { min: 50, max: 1000 });
    expect(field.coerce({ unit: 'px', size: 320, sizes: [] })).toEqual({ ok: true, value: 320 });
    expect(field.coerce('280')).toEqual({ ok: true, value: 280 });
    expect(field.coerce({ unit: 'px', size: '', sizes: [] })).toEqual({ ok: true, value: 200 });
    expect(field.coerce({ unit: 'px', size: 'wide' })).toEqual({ ok: false, value: 200 });
    expect(field.coerce(10)).toEqual({ ok: false, value: 50 });
    expect(field.coerce(5000)).toEqual({ ok: false, value: 1000 });
  });

  it('cssColor takes colours and refuses anything that could load a URL or end the declaration', () => {
    const field = cssColor('#562dd4');
    for (const color of ['#02457A', '#fff', 'rgba(0, 0, 0, .5)', 'hsl(210 50% 40%)', 'red', 'var(--e-global-color-primary)'])
      expect(field.coerce(color)).toEqual({ ok: true, value: color });
    expect(field.coerce('')).toEqual({ ok: true, value: '#562dd4' });
    for (const bad of ['url(/x.png)', 'red; background: url(x)', 'expression(alert(1))', 42, null])
      expect(field.coerce(bad)).toEqual({ ok: false, value: '#562dd4' });
  });

  it("triggerMode: the add-on's switcher values all mean hover; 'click' is the click mode", () => {
    const field = triggerMode('hover');
    for (const value of ['yes', '', 'no', 'hover', true, false]) expect(field.coerce(value)).toEqual({ ok: true, value: 'hover' });
    expect(field.coerce('click')).toEqual({ ok: true, value: 'click' });
    expect(field.coerce('sometimes')).toEqual({ ok: false, value: 'hover' });
  });
});

describe('node memory', () => {
  it('puts attributes, inline style properties and text back as the server printed them', () => {
    document.body.innerHTML = '<div id="a" title="t" style="color: red"><b>bold</b> text</div><p id="b"></p>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    const memory = createRestorer();
    memory.attr(a, 'title', null);
    memory.attr(a, 'role', 'tooltip');
    memory.attr(a, 'role', 'button');
    memory.style(a, 'color', 'blue');
    memory.style(a, 'display', 'none');
    memory.style(b, 'height', '10px');
    memory.text(a, 'plain');
    expect(a.getAttribute('role')).toBe('button');
    expect(a.style.color).toBe('blue');
    expect(a.textContent).toBe('plain');
    memory.restore();
    expect(a.getAttribute('title')).toBe('t');
    expect(a.hasAttribute('role')).toBe(false);
    expect(a.style.color).toBe('red');
    expect(a.style.display).toBe('');
    expect(a.innerHTML).toBe('<b>bold</b> text');
    expect(b.hasAttribute('style')).toBe(false);
  });

  it('moveChildren moves nodes (no copies) and back', () => {
    document.body.innerHTML = '<div id="from"><i>1</i>2</div><div id="to"></div>';
    const from = document.getElementById('from')!;
    const to = document.getElementById('to')!;
    const italic = from.querySelector('i');
    const back = moveChildren(from, to);
    expect(from.childNodes).toHaveLength(0);
    expect(to.querySelector('i')).toBe(italic);
    back();
    expect(from.innerHTML).toBe('<i>1</i>2');
    expect(to.childNodes).toHaveLength(0);
  });
});

describe('attachTooltip', () => {
  const config: TooltipConfig = {
    position: 'top',
    width: 240,
    showDelay: 200,
    hideDelay: 300,
    speed: 0,
    arrow: false,
    mode: 'hover',
    animate: false,
    gap: 8,
  };
  let trigger: HTMLElement;
  let tip: HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<span id="t" aria-describedby="note">Feature</span><div id="tip">Help</div><p id="note"></p><p id="away"></p>';
    trigger = document.getElementById('t')!;
    tip = document.getElementById('tip')!;
  });
  afterEach(() => vi.useRealTimers());

  // pointerenter and pointerleave do not bubble; pointerdown does.
  const pointer = (target: EventTarget, type: string) =>
    target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', bubbles: type === 'pointerdown' }));
  const shown = () => tip.style.display === 'block';

  it('wires the WAI-ARIA tooltip pattern and undoes it', () => {
    const detach = attachTooltip({ trigger, floating: tip }, config, () => {});
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe('note tip');
    expect(trigger.getAttribute('tabindex')).toBe('0');
    expect(tip.style.display).toBe('none');
    expect(tip.style.width).toBe('240px');
    detach();
    expect(tip.hasAttribute('role')).toBe(false);
    expect(trigger.getAttribute('aria-describedby')).toBe('note');
    expect(trigger.hasAttribute('tabindex')).toBe(false);
    expect(tip.hasAttribute('style')).toBe(false);
  });

  it('opens after the show delay and closes after the hide delay', () => {
    const detach = attachTooltip({ trigger, floating: tip }, config, () => {});
    pointer(trigger, 'pointerenter');
    vi.advanceTimersByTime(199);
    expect(shown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(true);
    pointer(trigger, 'pointerleave');
    vi.advanceTimersByTime(299);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
    detach();
  });

  it('Escape closes at once; leaving before the delay never opens it', () => {
    const detach = attachTooltip({ trigger, floating: tip }, config, () => {});
    pointer(trigger, 'pointerenter');
    vi.advanceTimersByTime(200);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(shown()).toBe(false);
    pointer(trigger, 'pointerleave');
    pointer(trigger, 'pointerenter');
    vi.advanceTimersByTime(100);
    pointer(trigger, 'pointerleave');
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe(false);
    detach();
  });

  it('click mode: a toggle button with aria-expanded, closed by an outside press', () => {
    const detach = attachTooltip({ trigger, floating: tip }, { ...config, mode: 'click' }, () => {});
    expect(trigger.getAttribute('role')).toBe('button');
    expect(trigger.getAttribute('aria-controls')).toBe('tip');
    expect(trigger.getAttribute('aria-describedby')).toBe('note');
    expect(tip.hasAttribute('role')).toBe(false);
    trigger.click();
    expect(shown()).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    trigger.click();
    expect(shown()).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    expect(shown()).toBe(true);
    pointer(document.getElementById('away')!, 'pointerdown');
    expect(shown()).toBe(false);
    detach();
    expect(trigger.hasAttribute('role')).toBe(false);
    expect(trigger.hasAttribute('aria-expanded')).toBe(false);
  });

  it('nothing fires after detaching', () => {
    const detach = attachTooltip({ trigger, floating: tip }, config, () => {});
    pointer(trigger, 'pointerenter');
    detach();
    vi.advanceTimersByTime(1000);
    expect(tip.style.display).toBe('');
  });
});
