/** A round's input that no result can be computed from (a gift to a campaign outside the round,
 *  on another chain, recorded twice; two weights for one donor). The server freezes an input
 *  only after checking these, so meeting one here means the file was edited or the freeze is
 *  wrong: refuse rather than guess. */
export class RoundInputError extends Error {
  override name = 'RoundInputError';
}
