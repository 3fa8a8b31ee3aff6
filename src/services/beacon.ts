// Fire-and-forget JSON posts for analytics: a beacon survives the page unloading. When the browser
// has no beacon or refuses to queue one (size limit), an XHR with a JSON content type does the
// same job. The response is never read and nothing throws.

export function sendBeacon(url: string, body: object): void {
  let json: string;
  try {
    json = JSON.stringify(body);
  } catch {
    return;
  }
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
    }
  } catch {
    // An invalid URL or a blocked beacon: try the XHR below.
  }
  try {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.send(json);
  } catch {
    // Tracking must never break the page.
  }
}
