import { describe, expect, it } from 'vitest';
import { formatClockTime, formatEventDate, formatEventTime } from './events.ts';
import { projects } from './projects.ts';
import { type SampleName, sample } from './samples.ts';
import { findService, services } from './services.ts';
import { findMember, team } from './team.ts';
import { testimonials } from './testimonials.ts';

describe('the template content (spec sections 3 and 9)', () => {
  it('has 16 services, the first four generic, with ids 1 to 16', () => {
    expect(services.map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(services.slice(0, 4).map((s) => s.title)).toEqual(['Healthy Food', 'Clean Water', 'Medical Care', 'Child Education']);
  });

  it('has volunteers and testimonials with unique ids', () => {
    for (const list of [services, team, testimonials]) expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
  });

  it('names only pictures the sample script draws', () => {
    const names: SampleName[] = [
      ...services.flatMap((s) => [s.fIcon1, s.simg1, s.simg2, s.simg3]),
      ...projects.map((p) => p.projectImg),
      ...team.map((m) => m.tImg),
      ...testimonials.map((t) => t.img),
    ];
    for (const name of names) expect(() => sample(name)).not.toThrow();
  });

  it('finds an item by the id of its address, and nothing for any other id', () => {
    expect(findService('16')?.id).toBe(16);
    expect(findMember('8')?.id).toBe(8);
    for (const id of ['0', '17', '01', '1.0', 'abc', '', undefined]) expect(findService(id)).toBeUndefined();
  });
});

describe('events', () => {
  it('show their date the same way everywhere', () => {
    expect(formatEventDate('2026-03-22')).toBe('22 Mar 2026');
    expect(formatEventDate('2026-12-01')).toBe('1 Dec 2026');
  });

  it('show their times as the programmes write them, from the stored 24-hour times', () => {
    expect(formatEventTime({ start_time: '07:00', end_time: '11:00' })).toBe('7:00 am – 11:00 am');
    expect(formatEventTime({ start_time: '15:00', end_time: '21:30' })).toBe('3:00 pm – 9:30 pm');
    expect(formatEventTime({ start_time: '12:05', end_time: null })).toBe('12:05 pm');
    expect(formatClockTime('00:15')).toBe('12:15 am');
  });
});
