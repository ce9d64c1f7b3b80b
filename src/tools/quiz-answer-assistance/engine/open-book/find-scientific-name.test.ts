import { describe, expect, it } from 'vitest';
import { findScientificName } from './find-scientific-name';
import { indexMaterial } from './index-material';

describe('findScientificName', () => {
  it('answers the genus and species set beside the common name', () => {
    const index = indexMaterial('The grey heron, Ardea cinerea, nests in tall trees. It eats fish and frogs.');
    expect(findScientificName('What is the scientific name of the grey heron?', index)?.text).toBe('Ardea cinerea');
    expect(findScientificName('What is the Latin name for the grey heron?', indexMaterial('Herons are common. The grey heron (Ardea cinerea) wades in rivers.'))?.text).toBe('Ardea cinerea');
  });

  it('refuses a name given for something else, or two different names', () => {
    expect(findScientificName('What is the scientific name of the grey heron?', indexMaterial('The grey heron nests in trees beside the great egret, Ardea alba, which is white.'))).toBeNull();
    expect(findScientificName('What is the scientific name of the heron?', indexMaterial('The heron, Ardea cinerea, is grey. Another heron, Ardea alba, is white.'))).toBeNull();
    expect(findScientificName('What does the grey heron eat?', indexMaterial('The grey heron, Ardea cinerea, eats fish.'))).toBeNull();
  });
});
