import { afterEach, describe, expect, it } from 'vitest';
import { nameLandmark } from '../../../src/ui/landmark-name';

const releases: Array<() => void> = [];
const region = () => document.body.appendChild(document.createElement('section'));
const name = (el: Element, label: string) => releases.push(nameLandmark(el, label));
const labels = (...els: Element[]) => els.map((el) => el.getAttribute('aria-label'));

afterEach(() => {
  releases.splice(0).forEach((release) => release());
  document.body.replaceChildren();
});

describe('nameLandmark', () => {
  it('leaves a landmark alone in its name with the plain name', () => {
    const a = region();
    name(a, 'Images');
    expect(labels(a)).toEqual(['Images']);
  });

  it('numbers landmarks of one name in document order, whatever order they are named in', () => {
    const [a, b, c] = [region(), region(), region()];
    name(c, 'Images');
    name(a, 'Images');
    expect(labels(a, c)).toEqual(['Images (1 of 2)', 'Images (2 of 2)']);
    name(b, 'Images');
    expect(labels(a, b, c)).toEqual(['Images (1 of 3)', 'Images (2 of 3)', 'Images (3 of 3)']);
  });

  it('keeps other names apart', () => {
    const [a, b] = [region(), region()];
    name(a, 'Images');
    name(b, 'Slides');
    expect(labels(a, b)).toEqual(['Images', 'Slides']);
  });

  it('renames the others when one leaves, and does not count one taken out of the page', () => {
    const [a, b, c] = [region(), region(), region()];
    name(a, 'Images');
    const leaveB = nameLandmark(b, 'Images');
    name(c, 'Images');
    leaveB();
    expect(labels(a, c)).toEqual(['Images (1 of 2)', 'Images (2 of 2)']);
    c.remove();
    name(region(), 'Images');
    expect(a.getAttribute('aria-label')).toBe('Images (1 of 2)');
  });

  it('gives one not yet in the page the plain name, and its place once another is named', () => {
    const a = region();
    const b = document.createElement('section');
    name(a, 'Images');
    name(b, 'Images');
    expect(labels(a, b)).toEqual(['Images', 'Images']);
    document.body.append(b);
    name(region(), 'Images');
    expect(labels(a, b)).toEqual(['Images (1 of 3)', 'Images (2 of 3)']);
  });
});
