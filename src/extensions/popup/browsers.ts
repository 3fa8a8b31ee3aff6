// Which of the browsers the timing rule offers a user agent string names. Engines borrow each other's
// tokens (Edge and Opera say Chrome, Chrome says Safari), so each test excludes the borrowers.
const EDGE = /\bEdg(?:e|A|iOS)?\//;
const OPERA = /\bOPR\/|\bOpera\b/;
const FIREFOX = /\bFirefox\/|\bFxiOS\//;
const IE = /\bTrident\/|\bMSIE /;
const CHROME = /\bChrome\/|\bCriOS\//;
const SAFARI = /\bSafari\//;

export function detectBrowsers(userAgent: string): Set<string> {
  const found = new Set<string>();
  const edge = EDGE.test(userAgent);
  const opera = OPERA.test(userAgent);
  if (edge) found.add('edge');
  if (opera) found.add('opera');
  if (FIREFOX.test(userAgent)) found.add('firefox');
  if (IE.test(userAgent)) found.add('ie');
  const chrome = CHROME.test(userAgent) && !edge && !opera;
  if (chrome) found.add('chrome');
  if (SAFARI.test(userAgent) && !CHROME.test(userAgent) && !edge && !opera && !/Android|Chromium|FxiOS/.test(userAgent)) found.add('safari');
  return found;
}
