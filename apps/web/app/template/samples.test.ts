import { describe, expect, it } from 'vitest';
import { type SampleName, sample, sampleAlt, sampleFiles, sampleGroups } from './samples.ts';

describe('sample', () => {
  it('answers the larger file as src and both widths as srcSet, with the picture size', () => {
    expect(sample('photo-3')).toEqual({
      src: '/samples/photo-3-900.webp',
      srcSet: '/samples/photo-3-480.webp 480w, /samples/photo-3-900.webp 900w',
      width: 900,
      height: 500,
    });
    expect(sample('wide-12').srcSet).toBe('/samples/wide-12-430.webp 430w, /samples/wide-12-860.webp 860w');
    expect(sample('icon-1')).toMatchObject({ width: 80, height: 80 });
  });

  it('refuses names the script does not draw', () => {
    for (const name of ['photo-0', 'photo-25', 'icon-7', 'banner-1', 'photo-x'])
      expect(() => sample(name as SampleName)).toThrow(/Unknown sample/);
  });
});

describe('sampleFiles', () => {
  const files = sampleFiles();

  it('lists every sample at its two widths, with unique file names', () => {
    const count = Object.values(sampleGroups).reduce((n, g) => n + g.count * 2, 0);
    expect(files).toHaveLength(count);
    expect(new Set(files.map((f) => f.file)).size).toBe(count);
  });

  it('keeps the height in proportion at the smaller width', () => {
    expect(files.find((f) => f.file === 'photo-1-480.webp')).toMatchObject({ kind: 'photo', seed: 0, width: 480, height: 267 });
    expect(files.find((f) => f.file === 'wide-1-430.webp')).toMatchObject({ seed: 100, width: 430, height: 250 });
    expect(files.find((f) => f.file === 'icon-6-160.webp')).toMatchObject({ kind: 'icon', seed: 5, width: 160, height: 160 });
  });

  it('serves the files src and srcSet name', () => {
    const names = new Set(files.map((f) => `/samples/${f.file}`));
    for (const f of files) {
      const { srcSet } = sample(f.name as SampleName);
      for (const part of srcSet.split(', ')) expect(names.has(part.split(' ')[0])).toBe(true);
    }
  });
});

describe('sampleAlt', () => {
  it('describes a landscape by the motif its seed draws', () => {
    expect(sampleAlt('photo-1')).toMatch(/river/);
    expect(sampleAlt('photo-8')).toMatch(/school/);
    expect(sampleAlt('wide-3')).toMatch(/river/);
    expect(sampleAlt('portrait-2')).toBe('Portrait');
  });
});
