/**
 * Right to left by the nearest `dir` attribute (WordPress prints it on the root element for right-to-left
 * languages). Read without the computed style, which brings the whole page's styles up to date (a
 * forced restyle on every autoplay step of a page still mounting).
 */
export const isRtl = (element: Element): boolean => element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
