// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pinsOpenAtFirst, plainText, readPins } from '../../../../src/widgets/google-map/pins';
import { linkAttributes, popupContent } from '../../../../src/widgets/google-map/popup';

const BASE = 'https://site.example/';

const pinB = (link: Record<string, unknown>) =>
  readPins([], [{ position: { lat: 1, lng: 2 }, address: 'Here', desc: '<p>Hi</p>', link, link_title: 'Go' }], BASE)[0];

describe('pins of both variants', () => {
  it("reads the add-on's markers with their icon sizes", () => {
    const [square, rectangular, plain] = readPins(
      [
        { pin_latitude: '51.5', pin_longitude: '-0.12', pin_item_title: '<b>Gallery</b>', pin_item_description: 'Open', pin_icon: { url: '/pin.png' }, square_pin_size: { size: 40 } },
        { pin_latitude: 1, pin_longitude: 2, pin_icon: { url: '/r.png' }, rectangular_image: 'yes', rectangular_pin_size_width: { size: 30 }, rectangular_pin_size_height: { size: 60 } },
        { pin_latitude: 3, pin_longitude: 4, pin_icon: { url: 'javascript:alert(1)' } },
        { pin_latitude: '', pin_longitude: 4 },
      ],
      [],
      BASE,
    );
    expect(square).toMatchObject({ position: { lat: 51.5, lng: -0.12 }, title: '<b>Gallery</b>', label: 'Gallery', icon: { url: 'https://site.example/pin.png', width: 40, height: 40 } });
    expect(rectangular.icon).toEqual({ url: 'https://site.example/r.png', width: 30, height: 60 });
    expect(plain.icon).toBeNull();
    expect(readPins([{ pin_latitude: '' }], 'x', BASE)).toEqual([]);
  });

  it('reads the second variant: position, address, image, desc, link and state', () => {
    const [pin] = readPins(
      [],
      [{ position: { lat: '48.86', lng: 2.33 }, address: 'Louvre', image: '/i.svg', image_width: 40, image_height: 48, desc: '<p>x</p>', state: 'visible', link: { url: 'https://e.example/', is_external: 'on', nofollow: '' }, link_title: 'Tickets' }],
      BASE,
    );
    expect(pin).toMatchObject({
      position: { lat: 48.86, lng: 2.33 },
      label: 'Louvre',
      icon: { url: 'https://site.example/i.svg', width: 40, height: 48 },
      description: '<p>x</p>',
      open: true,
      link: { href: 'https://e.example/', external: true, nofollow: false, text: 'Tickets' },
    });
    expect(pinB({ url: 'javascript:alert(1)' }).link!.href).toBe('#');
    expect(readPins([], [{ address: 'no position' }], BASE)).toEqual([]);
  });

  it('opens at first the pins that ask, only the first with pinsAutoClose', () => {
    const pins = readPins([], [1, 2, 3].map((n) => ({ position: { lat: n, lng: n }, desc: 'd', state: n > 1 ? 'visible' : '' })), BASE);
    expect(pinsOpenAtFirst(pins, false, false)).toEqual([1, 2]);
    expect(pinsOpenAtFirst(pins, false, true)).toEqual([1]);
    expect(pinsOpenAtFirst(pins, true, false)).toEqual([0, 1, 2]);
  });

  it('labels with plain text', () => {
    expect(plainText('<b>A</b>&nbsp; <i>b</i>')).toBe('A b');
  });
});

describe('pin link attribute filtering', () => {
  it('refuses href and every on* attribute from the custom attributes text', () => {
    const attrs = linkAttributes(pinB({ url: 'https://e.example/', custom_attributes: 'data-x|1, onclick|alert(1), ONMOUSEOVER|x, href|javascript:alert(1), title|T, bad name|x' }).link!);
    expect(attrs).toEqual({ 'data-x': '1', title: 'T', href: 'https://e.example/' });
  });

  it('refuses them from an attributes object too, and the address, target and rel are not replaced', () => {
    const attrs = linkAttributes(
      pinB({ url: '/in', is_external: 'on', nofollow: 'on', custom_attributes: { href: 'javascript:x', onfocus: 'x', target: '_self', rel: 'opener', 'aria-label': 'Go there' } }).link!,
    );
    expect(attrs).toEqual({ 'aria-label': 'Go there', href: 'https://site.example/in', target: '_blank', rel: 'nofollow noopener' });
  });

  it('keeps a style attribute without what it would load', () => {
    const attrs = linkAttributes(pinB({ url: '/', custom_attributes: { style: 'color: red; background-image: url(https://evil.example/x.png)' } }).link!);
    expect(attrs.style).toMatch(/color: red/);
    expect(attrs.style).not.toMatch(/url|evil/);
  });

  it('builds the popup with sanitised title and description, and a close button', () => {
    const [pin] = readPins([{ pin_latitude: 1, pin_longitude: 2, pin_item_title: 'T<img src=x onerror="alert(1)">', pin_item_description: '<p onclick="x()">D<script>alert(1)</script></p>' }], [], BASE);
    const { content, close } = popupContent(pin, 'T');
    expect(content.querySelector('.ha-adv-google-map__marker-title')!.innerHTML).toBe('T<img src="x">');
    expect(content.querySelector('.ha-adv-google-map__marker-description-wrapper')!.innerHTML).toBe('<p>D</p>');
    expect(close.getAttribute('aria-label')).toBe('Close');
    expect(content.firstElementChild).toBe(close);
  });
});
