import { createElement, useLayoutEffect, useRef, type CSSProperties } from 'react';

// Tags an adopted element may be re-rendered as; anything else becomes a span.
const SAFE_TAG = /^(div|span|p|figure|small|strong|em|b|i|sup|sub|label|section|header|footer|ul|ol|li|h[1-6])$/;

// Managed through props, so the server values are not copied over them.
const OWN_ATTRIBUTES = new Set(['hidden', 'style']);

interface AdoptedProps {
  source: HTMLElement;
  hidden?: boolean;
  style?: CSSProperties;
}

/**
 * Re-renders a server element as an empty copy (same tag and attributes) and moves the server
 * element's children into it, so rich content keeps its nodes, listeners and loaded images.
 * The children go back to the server element on unmount, where the runtime restores it.
 */
export function Adopted({ source, hidden, style }: AdoptedProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const copy = ref.current;
    if (!copy) return;
    for (const { name, value } of Array.from(source.attributes)) if (!OWN_ATTRIBUTES.has(name)) copy.setAttribute(name, value);
    const children = Array.from(source.childNodes);
    copy.append(...children);
    return () => source.append(...children);
  }, [source]);
  const tag = SAFE_TAG.test(source.localName) ? source.localName : 'span';
  return createElement(tag, { ref, hidden, style });
}
