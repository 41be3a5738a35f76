// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPersonaDetails } from '../../../../../server/interviewer/language/persona-details';
import { readPersonaAnswer } from '../../../../../server/interviewer/replies/persona-answer';

describe('a device said casually', () => {
  it.each([
    // Without whose it is or when it is used.
    ['on his Android when he gets a minute', 'Android'],
    ['using her iPad', 'iPad'],
    ['mostly mobile', 'Mobile'],
    // Makes and models a founder names.
    ['a Lenovo, nothing fancy', 'Lenovo'],
    ['the family PC in the hallway', 'Family PC'],
  ])('%j → %j', (said, device) => {
    const read = readPersonaAnswer('device', said, { name: { value: 'Kai' } });
    expect(read?.persona.device?.value).toBe(device);
  });

  it.each([
    ['she does it all on the office desktop', 'Office desktop'],
    ['his school Chromebook', 'School Chromebook'],
  ])('%j names a device whose it is: %j', (said, device) => {
    expect(readPersonaDetails(said).device).toBe(device);
  });
});
