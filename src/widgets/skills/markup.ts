// Reading the server markup of one skills widget (see reference/happy-addons-catalogue.md):
//   .ha-skill.ha-skill--{inside|outside}.elementor-repeater-item-{id}            the track
//     > .ha-skill-level[data-level]                                               the bar
//       > .ha-skill-info > span.ha-skill-name + span.ha-skill-level-text          (empty on the server)

export interface SkillBar {
  /** Classes of each element, reprinted as the server wrote them. */
  trackClass: string;
  barClass: string;
  infoClass: string;
  nameClass: string;
  textClass: string;
  name: string;
  /** `data-level` as printed, reprinted as it was. */
  level: string;
}

const ROW = '.ha-skill';

/** The element the component renders into: the rows' parent, or a detached element when there are none. */
export function renderRoot(container: HTMLElement): HTMLElement {
  return container.querySelector(ROW)?.parentElement ?? document.createElement('div');
}

/** Raw settings: the bars' markup and their `data-level` values as printed, in order. */
export function readSkills(container: HTMLElement): { bars: SkillBar[]; levels: string[] } {
  const root = container.querySelector(ROW)?.parentElement;
  const bars: SkillBar[] = [];
  for (const track of Array.from(root?.children ?? [])) {
    const bar = track.matches(ROW) ? track.querySelector('.ha-skill-level') : null;
    if (!bar) continue;
    const info = bar.querySelector('.ha-skill-info');
    const name = info?.querySelector('.ha-skill-name');
    bars.push({
      trackClass: track.className,
      barClass: bar.className,
      infoClass: info?.className ?? 'ha-skill-info',
      nameClass: name?.className ?? 'ha-skill-name',
      textClass: info?.querySelector('.ha-skill-level-text')?.className ?? 'ha-skill-level-text',
      name: (name?.textContent ?? '').trim(),
      level: bar.getAttribute('data-level') ?? '',
    });
  }
  return { bars, levels: bars.map((bar) => bar.level) };
}

export function isSkillBars(value: unknown): value is SkillBar[] {
  return (
    Array.isArray(value) &&
    value.every((bar) => bar && typeof bar === 'object' && typeof (bar as SkillBar).trackClass === 'string' && typeof (bar as SkillBar).name === 'string')
  );
}
