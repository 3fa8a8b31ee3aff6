/**
 * One number from a widget's data-settings that its premount.css lays the printed markup out with,
 * declared in src/widgets/<name>/premount.ts (default export: the widget's list). From it the build
 * makes what the loader copies onto the wrapper as a whole length (`--ha-set-{name}: 420px`) and the
 * `@property` rule that keeps the copy from being inherited; premount.css reads it as
 * `var(--ha-set-{name}, {default}{unit})`, and the widget's settings take the same default.
 * tests/unit/widgets/premount-declarations.test.ts checks that the CSS and the declaration agree.
 */
interface PremountSetting {
  /** The data-settings key. */
  readonly name: string;
  /** The widget's default, in `unit`. */
  readonly default: number;
  /**
   * The unit of a plain number: px, the page builder's own for lengths (the loader copies a plain
   * number in it; the page builder's `{size, unit}` is copied in its own unit, one of its control's,
   * which the widget reads too).
   */
  readonly unit: 'px';
  /** Also `{name}_tablet` and `{name}_mobile`, each the next wider device's value when not a number. */
  readonly responsive?: boolean;
}
