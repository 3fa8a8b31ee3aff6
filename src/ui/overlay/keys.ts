/** Escape, by its key name or by the key code 27 that older handlers and synthetic events carry. */
export function isEscapeKey(event: KeyboardEvent): boolean {
  return event.key === 'Escape' || event.key === 'Esc' || event.keyCode === 27;
}
