import { describe, expect, it } from 'vitest';
import { readCachedSupport, sampleBlob, supportClasses } from '../../../../src/extensions/next-gen-image/rules';

describe('next-gen image classes', () => {
  it('name each format supported or not', () => {
    expect(supportClasses({ avif: true, webp: true })).toEqual(['avif', 'webp']);
    expect(supportClasses({ avif: false, webp: true })).toEqual(['no-avif', 'webp']);
    expect(supportClasses({ avif: false, webp: false })).toEqual(['no-avif', 'no-webp']);
  });

  it('trust only a cached answer of the right shape', () => {
    expect(readCachedSupport('{"avif":false,"webp":true}')).toEqual({ avif: false, webp: true });
    expect(readCachedSupport(null)).toBeNull();
    expect(readCachedSupport('{"avif":"yes","webp":true}')).toBeNull();
    expect(readCachedSupport('{"webp":true}')).toBeNull();
    expect(readCachedSupport('not json')).toBeNull();
    expect(readCachedSupport('null')).toBeNull();
  });

  it("make each sample from embedded bytes with the format's own signature", async () => {
    const avif = new Uint8Array(await sampleBlob('avif').arrayBuffer());
    const webp = new Uint8Array(await sampleBlob('webp').arrayBuffer());
    expect(sampleBlob('avif').type).toBe('image/avif');
    expect(String.fromCharCode(...avif.slice(4, 12))).toBe('ftypavif');
    expect(sampleBlob('webp').type).toBe('image/webp');
    expect(String.fromCharCode(...webp.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...webp.slice(8, 12))).toBe('WEBP');
  });
});
