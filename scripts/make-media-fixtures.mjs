// Writes the media fixtures' files (fixtures/assets/media/): a short WebM clip recorded in Chromium
// from a canvas, a WAV tone and a three-page PDF, all small and made here so that no test page
// needs a file from elsewhere. Run it again only to change them: `node scripts/make-media-fixtures.mjs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/assets/media');

/** Mono 8-bit PCM at 8 kHz: a tone that fades in and out, `seconds` long. */
function wav(seconds, hertz) {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const envelope = Math.min(1, t * 4, (seconds - t) * 4);
    data[i] = 128 + Math.round(90 * envelope * Math.sin(2 * Math.PI * hertz * t));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

/** A PDF of `pages` pages, each saying its number in large type, with a correct cross-reference table. */
function pdf(pages) {
  const objects = [];
  const pageIds = pages.map((_, i) => 3 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  const font = 3 + pages.length * 2;
  pages.forEach((text, i) => {
    const stream = `BT /F1 36 Tf 72 700 Td (${text}) Tj ET`;
    objects[pageIds[i]] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  objects[font] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let body = '%PDF-1.4\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A WebM (VP8) clip of a canvas whose colour and seconds counter change, recorded by Chromium. */
async function webm(seconds, label) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<canvas width="160" height="90"></canvas>');
    const bytes = await page.evaluate(async ({ seconds, label }) => {
      const canvas = document.querySelector('canvas');
      const g = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 60000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const start = performance.now();
      const draw = () => {
        const s = (performance.now() - start) / 1000;
        g.fillStyle = `hsl(${(s * 60) % 360} 55% 40%)`;
        g.fillRect(0, 0, 160, 90);
        g.fillStyle = '#fff';
        g.font = 'bold 18px sans-serif';
        g.fillText(label, 12, 36);
        g.fillText(`${s.toFixed(1)} s`, 12, 66);
      };
      draw();
      const timer = setInterval(draw, 50);
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      recorder.stop();
      clearInterval(timer);
      await new Promise((resolve) => (recorder.onstop = resolve));
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
    }, { seconds, label });
    return Buffer.from(bytes);
  } finally {
    await browser.close();
  }
}

writeFileSync(path.join(out, 'tone.wav'), wav(3, 440));
writeFileSync(path.join(out, 'guide.pdf'), pdf(['Page 1: Welcome', 'Page 2: Setup', 'Page 3: Questions']));
writeFileSync(path.join(out, 'clip.webm'), await webm(6, 'ha-widgets'));
console.log('written to', out);
