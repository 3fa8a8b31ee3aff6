// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCounter } from '../../../../src/ui/counter/Counter';
import { counterFormat, decimalsOf, formatCounting, formatNumber, parseNumberText, PLAIN } from '../../../../src/ui/number-format';
import { countAt, progressAt, swing, tween } from '../../../../src/ui/count-up/motion';
import { counterSchema, DEFAULT_DURATION, readCounter } from '../../../../src/ui/counter/settings';
import { useCountUp, type CountUpClock } from '../../../../src/ui/count-up/use-count-up';

const bp = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => counterSchema.parse(raw, 'desktop', bp);

describe('parseNumberText', () => {
  it('reads plain digits, decimals and a sign', () => {
    expect(parseNumberText('0')).toEqual({ value: 0, format: PLAIN });
    expect(parseNumberText('12340')?.value).toBe(12340);
    expect(parseNumberText('4.5')).toEqual({ value: 4.5, format: { ...PLAIN, decimals: 1 } });
    expect(parseNumberText('-20')?.value).toBe(-20);
  });

  it('tells grouping marks from decimal marks', () => {
    expect(parseNumberText('12,340')).toEqual({ value: 12340, format: { ...PLAIN, group: ',' } });
    expect(parseNumberText('1,234,567.25')?.format).toMatchObject({ group: ',', point: '.', decimals: 2 });
    expect(parseNumberText('1.234.567,25')).toEqual({
      value: 1234567.25,
      format: { ...PLAIN, group: '.', point: ',', decimals: 2 },
    });
    expect(parseNumberText('7 440')).toEqual({ value: 7440, format: { ...PLAIN, group: ' ' } });
    expect(parseNumberText('1\u00a0000\u00a0000')?.value).toBe(1000000);
    expect(parseNumberText("1'500")?.value).toBe(1500);
    // One mark not followed by exactly three digits, or after a zero, is a decimal mark.
    expect(parseNumberText('4,5')).toEqual({ value: 4.5, format: { ...PLAIN, point: ',', decimals: 1 } });
    expect(parseNumberText('0.125')?.value).toBe(0.125);
    expect(parseNumberText('12.3456')?.value).toBe(12.3456);
  });

  it('keeps the text around the number, spaces included', () => {
    expect(parseNumberText('$2,500+')).toEqual({ value: 2500, format: { ...PLAIN, prefix: '$', suffix: '+', group: ',' } });
    expect(parseNumberText(' 35 % ')?.format).toMatchObject({ prefix: ' ', suffix: ' % ' });
    expect(parseNumberText('$-5')).toEqual({ value: -5, format: { ...PLAIN, prefix: '$' } });
  });

  it('refuses text that is not one number', () => {
    for (const text of ['', 'lots', '24/7', '1,2,3.4.5', '1.2,3.4', '10e3', '1 234,567.8']) expect(parseNumberText(text)).toBeNull();
  });
});

describe('formatNumber', () => {
  it('prints in the format it was given', () => {
    expect(formatNumber(12340, PLAIN)).toBe('12340');
    expect(formatNumber(1234567.5, { ...PLAIN, group: ',', decimals: 2 })).toBe('1,234,567.50');
    expect(formatNumber(1250.5, { ...PLAIN, group: '.', point: ',', decimals: 1 })).toBe('1.250,5');
    expect(formatNumber(2500, { ...PLAIN, prefix: '$', suffix: '+' })).toBe('$2500+');
    expect(formatNumber(-1234, { ...PLAIN, group: ' ' })).toBe('-1 234');
    expect(formatNumber(-0.001, PLAIN)).toBe('0');
  });

  it('prints back what it read', () => {
    for (const text of ['12,340', '1.234.567,25', '$2,500+', '7 440', '0.00', '99.5%', ' 0 ']) {
      const parsed = parseNumberText(text)!;
      expect(formatNumber(parsed.value, parsed.format)).toBe(text);
    }
  });
});

describe('formatCounting', () => {
  it('pads the number, not its prefix or suffix, to the length of the target with figure spaces', () => {
    const money = { ...PLAIN, prefix: '$', suffix: '+', group: ',' };
    expect(formatCounting(7, 12340, money)).toBe('$\u2007\u2007\u2007\u2007\u20077+');
    expect(formatCounting(1000, 12340, money)).toBe('$\u20071,000+');
    expect(formatCounting(12340, 12340, money)).toBe('$12,340+');
    expect(formatCounting(0.5, 99.5, { ...PLAIN, decimals: 1 })).toBe('\u20070.5');
  });
});

describe('counterFormat', () => {
  it('uses how toValue was written, else the server text, with the decimals the target needs', () => {
    expect(counterFormat(12340, null, '0')).toEqual(PLAIN);
    expect(counterFormat(12340, null, '12,340')).toMatchObject({ group: ',' });
    expect(counterFormat(99.5, null, '0.00')).toMatchObject({ decimals: 2 });
    expect(counterFormat(4.25, null, '0')).toMatchObject({ decimals: 2 });
    expect(counterFormat(1250.5, parseNumberText('1.250,5')!.format, '0')).toMatchObject({ group: '.', point: ',', decimals: 1 });
    expect(counterFormat(5, null, 'soon')).toEqual(PLAIN);
  });

  it('decimalsOf counts what JavaScript prints', () => {
    expect(decimalsOf(12)).toBe(0);
    expect(decimalsOf(12.5)).toBe(1);
    expect(decimalsOf(0.125)).toBe(3);
    expect(decimalsOf(1e21)).toBe(0);
  });
});

describe('motion', () => {
  it('eases like the original and ends exactly at 1', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(progressAt(0, 500)).toBe(0);
    expect(progressAt(250, 500)).toBeCloseTo(0.5);
    expect(progressAt(500, 500)).toBe(1);
    expect(progressAt(9999, 500)).toBe(1);
    expect(progressAt(-5, 500)).toBe(0);
    expect(progressAt(0, 0)).toBe(1);
  });

  it('counts from 0 to the target, showing the target only at the end', () => {
    expect(countAt(320, 0, 500, 0)).toBe(0);
    const half = countAt(320, 250, 500, 0);
    expect(half).toBeGreaterThan(100);
    expect(half).toBeLessThan(220);
    expect(Number.isInteger(half)).toBe(true);
    expect(countAt(1, 499, 500, 0)).toBe(0);
    expect(countAt(1, 500, 500, 0)).toBe(1);
    expect(countAt(99.5, 499, 500, 2)).toBeLessThan(99.5);
    expect(countAt(99.5, 10_000, 500, 2)).toBe(99.5);
    expect(countAt(-40, 250, 500, 0)).toBeCloseTo(-20, -1);
    const values = [0, 50, 100, 200, 300, 400, 499, 500].map((t) => countAt(12340, t, 500, 0));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('tweens between two values', () => {
    expect(tween(10, 35, 0, 500)).toBe(10);
    expect(tween(10, 35, 250, 500)).toBeCloseTo(22.5);
    expect(tween(10, 35, 500, 500)).toBe(35);
  });
});

function numberElement(attributes: string, text = '0'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<div class="ha-number-body"><div class="ha-number-overlay"></div><span class="ha-number-text" ${attributes}>${text}</span></div>`;
  return container;
}

describe('counter settings', () => {
  it('reads the real markup', () => {
    const raw = readCounter(numberElement(`data-animation="{&quot;toValue&quot;:12340,&quot;duration&quot;:500}"`), '.ha-number-text');
    const { value, problems } = parse(raw);
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ toValue: { value: 12340, format: null }, duration: 500, serverText: '0' });
  });

  it('reads a toValue written as text, and an attribute escaped twice', () => {
    const raw = readCounter(numberElement(`data-animation='{"toValue":"12,340.5","duration":900}'`), '.ha-number-text');
    expect(parse(raw).value.toValue).toEqual({ value: 12340.5, format: { ...PLAIN, group: ',', decimals: 1 } });
    const escaped = readCounter(numberElement(`data-animation="{&amp;quot;toValue&amp;quot;:7,&amp;quot;duration&amp;quot;:300}"`), '.ha-number-text');
    expect(parse(escaped)).toMatchObject({ value: { toValue: { value: 7 }, duration: 300 }, problems: [] });
  });

  it('without data-animation nothing is animated and nothing is wrong', () => {
    const { value, problems } = parse(readCounter(numberElement('', '1,200'), '.ha-number-text'));
    expect(problems).toEqual([]);
    expect(value.toValue).toBeNull();
    expect(value.serverText).toBe('1,200');
    expect(parse(readCounter(numberElement(''), '.nothing-here'))).toMatchObject({ value: { toValue: null, serverText: '' }, problems: [] });
  });

  it('reports an attribute that is not JSON, or has no toValue', () => {
    for (const attribute of [`data-animation="{toValue: 320"`, `data-animation='{"duration":500}'`, `data-animation='[320]'`, `data-animation='{"toValue":null}'`]) {
      const { value, problems } = parse(readCounter(numberElement(attribute), '.ha-number-text'));
      expect(value.toValue).toBeNull();
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^animation .* is not valid; using null$/);
    }
  });

  it('reports a toValue that is not a number and a bad duration', () => {
    const raw = readCounter(numberElement(`data-animation='{"toValue":"lots","duration":"slow"}'`), '.ha-number-text');
    const { value, problems } = parse(raw);
    expect(value.toValue).toBeNull();
    expect(value.duration).toBe(DEFAULT_DURATION);
    expect(problems).toEqual(['toValue "lots" is not valid; using null', 'duration "slow" is not valid; using 500']);
    expect(parse({ toValue: 5, duration: -100 }).value.duration).toBe(0);
  });

  it('renders into the number element, or into a detached element when there is none', () => {
    const definition = createCounter('.ha-number-text');
    const container = numberElement('');
    expect(definition.root!(container)).toBe(container.querySelector('.ha-number-text'));
    const detached = definition.root!(document.createElement('div'))!;
    expect(detached.isConnected).toBe(false);
  });
});

/** A stand-in IntersectionObserver the test can trigger. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  connected = true;
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.connected = false;
  }
  /** Reports how many px of the element's 40 px height are in an 800 px viewport; like a real observer, not once disconnected. */
  report(visible: number, ratio = visible / 40) {
    if (!this.connected) return;
    const entries = this.observed.map(
      (target) =>
        ({
          target,
          isIntersecting: visible > 0,
          intersectionRatio: ratio,
          intersectionRect: { height: visible },
          boundingClientRect: { height: 40 },
          rootBounds: { height: 800 },
        }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('useCountUp', () => {
  let root: Root;
  let host: HTMLElement;
  let target: HTMLElement;
  let clock: CountUpClock;
  const frames: FrameRequestCallback[] = [];

  function Probe({ duration, animate }: { duration: number; animate: boolean }) {
    clock = useCountUp(target, duration, animate);
    return null;
  }
  const render = (duration: number, animate = true) => act(() => root.render(createElement(Probe, { duration, animate })));
  /** Runs the waiting animation frames at the current (fake) time. */
  const runFrames = () =>
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    FakeObserver.all = [];
    frames.length = 0;
    host = document.createElement('div');
    target = document.createElement('span');
    root = createRoot(host);
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until the element is seen, counts on frames, and ends exactly at the duration', () => {
    render(500);
    expect(clock).toEqual({ phase: 'waiting', elapsed: 0 });
    expect(FakeObserver.all[0].observed).toEqual([target]);
    act(() => FakeObserver.all[0].report(0));
    act(() => FakeObserver.all[0].report(19));
    expect(clock.phase).toBe('waiting');

    act(() => FakeObserver.all[0].report(20));
    expect(clock.phase).toBe('running');
    advance(200);
    runFrames();
    expect(clock).toEqual({ phase: 'running', elapsed: 200 });
    advance(200);
    runFrames();
    expect(clock.elapsed).toBe(400);
    advance(150);
    runFrames();
    expect(clock).toEqual({ phase: 'done', elapsed: 500 });
  });

  it('an element wider than the viewport counts as seen once half its height is in view', () => {
    render(500);
    act(() => FakeObserver.all[0].report(40, 0.01));
    expect(clock.phase).toBe('running');
  });

  it('runs once: seeing the element again does not restart it', () => {
    render(500);
    const observer = FakeObserver.all[0];
    act(() => observer.report(40));
    expect(observer.connected).toBe(false);
    advance(600);
    expect(clock.phase).toBe('done');
    act(() => observer.report(0));
    act(() => observer.report(40));
    expect(clock).toEqual({ phase: 'done', elapsed: 500 });
    expect(FakeObserver.all).toHaveLength(1);
  });

  it('ends on time even when no animation frame ever comes', () => {
    render(800);
    act(() => FakeObserver.all[0].report(40));
    advance(799);
    expect(clock.phase).toBe('running');
    advance(1);
    expect(clock).toEqual({ phase: 'done', elapsed: 800 });
  });

  it('is done at once without motion or without a duration', () => {
    render(500, false);
    expect(clock).toEqual({ phase: 'done', elapsed: 500 });
    expect(FakeObserver.all).toHaveLength(0);
    act(() => root.unmount());
    root = createRoot(host);
    render(0);
    expect(clock.phase).toBe('done');
  });

  it('jumps to the end when motion is turned off while counting', () => {
    render(2000);
    act(() => FakeObserver.all[0].report(40));
    advance(100);
    runFrames();
    expect(clock.phase).toBe('running');
    render(2000, false);
    expect(clock).toEqual({ phase: 'done', elapsed: 2000 });
  });
});
