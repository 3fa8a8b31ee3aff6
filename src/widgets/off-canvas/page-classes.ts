// The root element's off-canvas classes and the page shift, shared by every off-canvas on the page:
// each widget claims what it needs, and the root carries the union. A panel still closing must not
// take away the classes of one that has just opened (the add-on's reset did).

const claims = new Map<object, { classes: string[]; shift: string | null }>();
const applied = new Set<string>();
const SHIFT = '--ha-offcanvas-shift';

export function claimPageClasses(owner: object, classes: string[], shift: string | null = null): void {
  if (classes.length || shift) claims.set(owner, { classes, shift });
  else claims.delete(owner);
  const root = document.documentElement;
  const wanted = new Set([...claims.values()].flatMap((claim) => claim.classes));
  for (const name of applied) {
    if (wanted.has(name)) continue;
    root.classList.remove(name);
    applied.delete(name);
  }
  for (const name of wanted) {
    // A class the server printed is not ours to take away later.
    if (applied.has(name) || root.classList.contains(name)) continue;
    root.classList.add(name);
    applied.add(name);
  }
  const shifts = [...claims.values()].map((claim) => claim.shift).filter(Boolean);
  if (shifts.length) root.style.setProperty(SHIFT, shifts[shifts.length - 1]!);
  else {
    root.style.removeProperty(SHIFT);
    if (root.getAttribute('style') === '') root.removeAttribute('style');
  }
}
