import { describe, expect, it } from 'vitest';
import { addEntry, moveEntry, removeEntry, setBasicsField, setEntryField, setLocationField, textToLines } from './resume-edits';

const RESUME = { work: [{ name: 'Acme' }, { name: 'Globex' }, { name: 'Initech' }] };

describe('resume edits', () => {
  it('move an entry to another place, and ignore moves off either end', () => {
    expect(moveEntry(RESUME, 'work', 2, 0).work?.map((job) => job.name)).toEqual(['Initech', 'Acme', 'Globex']);
    expect(moveEntry(RESUME, 'work', 0, 1).work?.map((job) => job.name)).toEqual(['Globex', 'Acme', 'Initech']);
    expect(moveEntry(RESUME, 'work', 0, -1)).toBe(RESUME);
    expect(moveEntry(RESUME, 'work', 2, 3)).toBe(RESUME);
  });

  it('add and remove entries, leaving an emptied section out of the JSON', () => {
    expect(addEntry({}, 'skills')).toEqual({ skills: [{}] });
    expect(removeEntry({ skills: [{ name: 'SQL' }] }, 'skills', 0)).toEqual({});
    expect(removeEntry(RESUME, 'work', 1).work?.map((job) => job.name)).toEqual(['Acme', 'Initech']);
  });

  it('set fields and drop them again when emptied, without touching the original', () => {
    const edited = setEntryField(RESUME, 'work', 1, 'highlights', textToLines('Shipped it\n\n  Led a team  '));
    expect(edited.work?.[1]).toEqual({ name: 'Globex', highlights: ['Shipped it', 'Led a team'] });
    expect(RESUME.work[1]).toEqual({ name: 'Globex' });
    expect(setEntryField(edited, 'work', 1, 'highlights', []).work?.[1]).toEqual({ name: 'Globex' });
    const basics = setLocationField(setBasicsField({}, 'name', 'Ada Lovelace'), 'city', 'London');
    expect(basics).toEqual({ basics: { name: 'Ada Lovelace', location: { city: 'London' } } });
    expect(setLocationField(setBasicsField(basics, 'name', ''), 'city', '')).toEqual({});
  });
});
