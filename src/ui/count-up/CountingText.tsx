
/**
 * The counting text lies over the final text, which is kept invisible to hold the size: nothing
 * beside it moves while the digits change. Neither is read by assistive technology; the caller
 * gives the final value to it where it is not given otherwise.
 */
export function CountingText({ text, final }: { text: string; final: string }) {
  return (
    <span className="ha-count-up__box">
      <span className="ha-count-up__held">{final}</span>
      <span className="ha-count-up__digits" aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
