/**
 * Sentences with what must come through a translation untouched: each case lists the exact strings to
 * find in the output. Written for this eval (not from the dev data), English source.
 */
export const PLACEHOLDER_CASES: ReadonlyArray<{ text: string; keep: readonly string[] }> = [
  { text: 'Read the guide at https://example.com/docs/install?lang=en before you start.', keep: ['https://example.com/docs/install?lang=en'] },
  { text: 'Send your questions to support@scribewell.org by Friday.', keep: ['support@scribewell.org'] },
  { text: 'The parcel weighs 2.5 kg and costs $40.', keep: ['2.5 kg', '$40'] },
  { text: 'Run `npm install` and then `npm test` in the folder.', keep: ['`npm install`', '`npm test`'] },
  { text: 'Follow @scribewell and use #translation when you post.', keep: ['@scribewell', '#translation'] },
  { text: 'The meeting is at 10:30 in room 214.', keep: ['10:30', '214'] },
  { text: 'Our office is 15 km from the station, about 20 min by bus.', keep: ['15 km', '20 min'] },
  { text: 'Visit www.wikipedia.org or write to info@example.net for details.', keep: ['www.wikipedia.org', 'info@example.net'] },
  { text: 'The file is 250 MB, so the download takes 3 minutes.', keep: ['250 MB', '3'] },
  { text: 'Set the variable `MAX_USERS` to 100 before the launch.', keep: ['`MAX_USERS`', '100'] },
  { text: 'Prices rose by 3.2% in 2023.', keep: ['3.2%', '2023'] },
  { text: 'Click <b>Save</b> to keep your changes.', keep: ['<b>', '</b>'] },
  { text: 'The temperature dropped to -5 °C last night.', keep: ['-5 °C'] },
  { text: 'See the [documentation](https://docs.example.com/a) for more.', keep: ['](https://docs.example.com/a)'] },
  { text: 'Call me on 555-0199 after 6 pm.', keep: ['555-0199', '6'] },
  { text: 'My brother lives at 42 Baker Street and works at http://shop.example.co.uk.', keep: ['42', 'http://shop.example.co.uk'] },
  { text: 'The bridge is 1,200 m long and was built in 1998.', keep: ['1,200 m', '1998'] },
  { text: 'Please email anna.lopez@uni.example.edu with the results.', keep: ['anna.lopez@uni.example.edu'] },
  { text: 'Use `git status` to see what changed.', keep: ['`git status`'] },
  { text: 'The car drives at 120 km/h on the motorway.', keep: ['120 km/h'] },
  { text: 'I paid €15 for two tickets.', keep: ['€15'] },
  { text: 'Thanks @maria_g for the photos from #Madrid2024!', keep: ['@maria_g', '#Madrid2024'] },
  { text: 'The battery holds 5000 mAh and charges in 2 h.', keep: ['5000 mAh', '2 h'] },
  { text: 'Open https://example.org/a/b and then https://example.org/c.', keep: ['https://example.org/a/b', 'https://example.org/c'] },
  { text: 'The function `translateText()` returns a promise.', keep: ['`translateText()`'] },
];
