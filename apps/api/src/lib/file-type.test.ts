import { describe, expect, it } from 'vitest';
import { sniffFile } from './file-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffFile', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'), { kind: 'image', extension: 'jpg' }],
    ['a PNG', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), { kind: 'image', extension: 'png' }],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), { kind: 'image', extension: 'webp' }],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), { kind: 'image', extension: 'gif' }],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), { kind: 'image', extension: 'gif' }],
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), { kind: 'pdf', extension: 'pdf' }],
  ])('recognises %s from its first bytes', (_, file, expected) => {
    expect(sniffFile(file)).toEqual(expected);
  });

  it.each([
    ['an SVG (it can carry script)', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG with an XML prolog', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an HTML page', bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
    ['a Windows program (MZ)', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ['a text file renamed to .jpg', bytes('Dear donors, thank you.\n')],
    ['a WAV file (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a ZIP archive', bytes('PK', [3, 4, 20, 0])],
    ['a PDF signature that does not start the file', bytes(' %PDF-1.7')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['an empty file', bytes()],
  ])('refuses %s', (_, file) => {
    expect(sniffFile(file)).toBeUndefined();
  });

  it('reads an upload handed over as a Node Buffer', () => {
    expect(sniffFile(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.extension).toBe('jpg');
  });
});
