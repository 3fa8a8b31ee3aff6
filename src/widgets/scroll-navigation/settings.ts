import { bool, num, schema, type SettingsOf } from '../../settings/schema';

export const scrollNavigationSchema = schema({
  /** Spec 9: ms to scroll to a section from its item. */
  speed: num(500, { min: 0, integer: true }),
  /** Spec 9: ms of a section switch (arrow keys, wheel, swipe). */
  blockSpeed: num(500, { min: 0, integer: true }),
  /** Px kept above a section scrolled to. */
  offset: num(0, { min: 0 }),
  /** Arrow keys, the wheel and swipes move a whole section at a time. */
  sectionSwitch: bool(false),
  /** ... on tablets and phones too. */
  sectionSwitchOnMobile: bool(false),
  /** Px a swipe must travel to switch sections. */
  scroll_threshold: num(50, { min: 0 }),
  /** On: the address keeps its hash; off: it shows the id of each section visited. */
  sectionIdVisibility: bool(false),
});

export type ScrollNavigationSettings = SettingsOf<typeof scrollNavigationSchema>;
