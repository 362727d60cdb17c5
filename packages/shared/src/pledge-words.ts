import type { PledgeCadence } from './api/pledge';

/** How a pledge's period reads in a sentence ("your weekly gift", "you give monthly"). Every text
 *  about one pledge, in the bell, the mails and the web app, takes its word from here. Kept apart
 *  from api/pledge so the web app's bell does not load zod for it. */
export function cadenceWord(cadence: PledgeCadence): 'weekly' | 'monthly' {
  return cadence === 'weekly' ? 'weekly' : 'monthly';
}
