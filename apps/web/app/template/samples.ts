/**
 * The sample pictures of the template pages: drawn from code by `scripts/sample-images.ts` (with the
 * seed's generators) into `apps/web/public/samples/`, each at two widths for responsive WebP.
 * Names are `<group>-<n>`, e.g. `photo-3`; files are `<name>-<width>.webp`.
 *
 * Seeds follow the generator's motifs in order (water, school, harvest, clinic, heart, village), so
 * `photo-1`, `photo-7`, `photo-13`, `photo-19` show water; `photo-2`, `photo-8`… a school; and so on.
 */

export type SampleKind = 'photo' | 'portrait' | 'icon';

export interface SampleGroup {
  kind: SampleKind;
  count: number;
  /** Seed of item 1; item n uses `firstSeed + n - 1`. */
  firstSeed: number;
  width: number;
  height: number;
  /** The two widths written to disk, small first; the last is `width`. */
  widths: readonly [number, number];
}

export const sampleGroups = {
  /** Landscape pictures of about 900 by 500 (spec section 9). */
  photo: { kind: 'photo', count: 24, firstSeed: 0, width: 900, height: 500, widths: [480, 900] },
  /** Landscape pictures of about 860 by 500. */
  wide: { kind: 'photo', count: 12, firstSeed: 100, width: 860, height: 500, widths: [430, 860] },
  /** Faceless portraits of volunteers, donors and authors: women at 1, 3, 4, 6, 9, 11, 12, 14; men at the others. */
  portrait: { kind: 'portrait', count: 16, firstSeed: 0, width: 480, height: 480, widths: [160, 480] },
  /** Round cause icons of 80 by 80: drop, book, leaf, cross, heart, house. */
  icon: { kind: 'icon', count: 6, firstSeed: 0, width: 80, height: 80, widths: [80, 160] },
} as const satisfies Record<string, SampleGroup>;

export type SampleGroupName = keyof typeof sampleGroups;
export type SampleName = `${SampleGroupName}-${number}`;

/** Where a sample's files are served from. */
export const samplesPath = '/samples';

export interface SampleFile {
  name: string;
  kind: SampleKind;
  seed: number;
  width: number;
  height: number;
  file: string;
}

/** Every file the script writes: each sample at its two widths, with the height kept in proportion. */
export function sampleFiles(): SampleFile[] {
  return Object.entries(sampleGroups).flatMap(([group, g]) =>
    Array.from({ length: g.count }, (_, i) =>
      g.widths.map((width) => ({
        name: `${group}-${i + 1}`,
        kind: g.kind,
        seed: g.firstSeed + i,
        width,
        height: Math.round((g.height * width) / g.width),
        file: `${group}-${i + 1}-${width}.webp`,
      })),
    ).flat(),
  );
}

export interface Sample {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** `sample('photo-3')`: the larger file as `src`, both widths as `srcSet`, and the picture's size. */
export function sample(name: SampleName): Sample {
  const match = /^([a-z]+)-(\d+)$/.exec(name);
  const group = match ? sampleGroups[match[1] as SampleGroupName] : undefined;
  const n = Number(match?.[2]);
  if (!match || !group || n < 1 || n > group.count) throw new Error(`Unknown sample picture: ${name}`);
  const [small, large] = group.widths;
  const url = (width: number) => `${samplesPath}/${name}-${width}.webp`;
  return { src: url(large), srcSet: `${url(small)} ${small}w, ${url(large)} ${large}w`, width: group.width, height: group.height };
}

/** What the generator draws for each motif, in seed order, as alternative text. */
const motifAlt = [
  'A river winding through green hills',
  'A village school with its flag',
  'Crop fields stretching to the hills',
  'A village clinic among the hills',
  'A heart-shaped sun rising over the hills',
  'Village homes among trees',
] as const;

/** A short description of a sample picture, for when it says something (a portrait or icon gets a generic one). */
export function sampleAlt(name: SampleName): string {
  const match = /^([a-z]+)-(\d+)$/.exec(name);
  const group = match ? sampleGroups[match[1] as SampleGroupName] : undefined;
  if (!match || !group) return '';
  const seed = group.firstSeed + Number(match[2]) - 1;
  if (group.kind === 'photo') return motifAlt[seed % motifAlt.length];
  return group.kind === 'portrait' ? 'Portrait' : 'Icon';
}
