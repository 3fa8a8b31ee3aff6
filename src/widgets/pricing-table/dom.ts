// Reading the server markup of one pricing table: the feature tooltips the add-on prints, and the
// fold parts (see fixtures/widgets/pricing-table.html for the fold markup).

export interface FeatureTooltip {
  /** `.ha-pricing-table-feature-tooltip`: the feature text. */
  trigger: HTMLElement;
  /** `.ha-pricing-table-feature-tooltip-text` inside it, shown in place. */
  text: HTMLElement;
}

export interface FoldParts {
  list: HTMLElement;
  button: HTMLElement;
  /** Where the button's text goes; the button itself when there is no label element. */
  label: HTMLElement;
}

export function findFeatureTooltips(container: HTMLElement): FeatureTooltip[] {
  return [...container.querySelectorAll<HTMLElement>('.ha-pricing-table-feature-tooltip')].flatMap((trigger) => {
    const text = trigger.querySelector<HTMLElement>('.ha-pricing-table-feature-tooltip-text');
    return text ? [{ trigger, text }] : [];
  });
}

export function findFoldParts(container: HTMLElement): FoldParts | null {
  const list = container.querySelector<HTMLElement>('.ha-pricing-table-features-list');
  const button = container.querySelector<HTMLElement>('.ha-pricing-table-fold-btn');
  if (!list || !button) return null;
  return { list, button, label: button.querySelector<HTMLElement>('.ha-pricing-table-fold-btn-text') ?? button };
}

/** Each item's top edge relative to the list's. */
export function itemTops(list: HTMLElement): number[] {
  const top = list.getBoundingClientRect().top;
  return [...list.children].map((item) => item.getBoundingClientRect().top - top);
}
