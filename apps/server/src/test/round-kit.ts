/** A round's calendar for a test whose chain clock is `at(0)`: applications and donations open a
 *  minute ago, applications close in an hour, donations in two. */
export function openRoundCalendar(at: (seconds: number) => string) {
  return {
    applicationsOpenAt: at(-60),
    applicationsCloseAt: at(3_600),
    donationsOpenAt: at(-60),
    donationsCloseAt: at(2 * 3_600),
  };
}
