import { describe, expect, it } from 'vitest';
import { events, findEvent, formatEventDate, mapLink } from './events.ts';
import { findProject, projects } from './projects.ts';
import { type SampleName, sample } from './samples.ts';
import { findService, services } from './services.ts';
import { findMember, team } from './team.ts';
import { testimonials } from './testimonials.ts';

describe('the template content (spec sections 3 and 9)', () => {
  it('has 16 services, the first four generic, with ids 1 to 16', () => {
    expect(services.map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(services.slice(0, 4).map((s) => s.title)).toEqual(['Healthy Food', 'Clean Water', 'Medical Care', 'Child Education']);
  });

  it('has 6 events, 6 projects, volunteers and testimonials with unique ids', () => {
    expect(events).toHaveLength(6);
    expect(projects).toHaveLength(6);
    for (const list of [services, events, projects, team, testimonials]) expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
  });

  it('names only pictures the sample script draws', () => {
    const names: SampleName[] = [
      ...services.flatMap((s) => [s.fIcon1, s.simg1, s.simg2, s.simg3]),
      ...events.map((e) => e.eImg),
      ...projects.flatMap((p) => [p.projectImg, p.subImg1, p.subImg2]),
      ...team.map((m) => m.tImg),
      ...testimonials.map((t) => t.img),
    ];
    for (const name of names) expect(() => sample(name)).not.toThrow();
  });

  it('finds an item by the id of its address, and nothing for any other id', () => {
    expect(findService('16')?.id).toBe(16);
    expect(findEvent('6')?.id).toBe(6);
    expect(findProject('1')?.id).toBe(1);
    expect(findMember('8')?.id).toBe(8);
    for (const id of ['0', '17', '01', '1.0', 'abc', '', undefined]) expect(findService(id)).toBeUndefined();
  });
});

describe('events', () => {
  it('show their date the same way everywhere', () => {
    expect(formatEventDate('2026-03-22')).toBe('22 Mar 2026');
    expect(formatEventDate('2026-12-01')).toBe('1 Dec 2026');
  });

  it('link to their place on OpenStreetMap', () => {
    expect(mapLink({ lat: 23.7686, lon: 90.4143 })).toBe('https://www.openstreetmap.org/?mlat=23.7686&mlon=90.4143#map=15/23.7686/90.4143');
  });
});
