// Search that ignores accents and case ("krakow" finds "Kraków"). The database keeps a folded copy
// of each campaign's text (campaigns.search_text: lower(), then translate() with these two strings)
// and the server folds the search the same way, so both sides agree letter for letter. A fixed
// table rather than Unicode normalisation: PostgreSQL (and PGlite) have no unaccent without an
// extension, and lower() there folds only ASCII, so the accented capitals are listed too (not 'İ',
// which JavaScript lowers to two characters).

/** Accented letters, lower and upper case… */
export const FOLD_FROM =
  'áàâäãåāăąÁÀÂÄÃÅĀĂĄçćčÇĆČďđĎĐéèêëēėęěÉÈÊËĒĖĘĚğĞíìîïīįıÍÌÎÏĪĮłľĺŁĽĹñńňÑŃŇóòôöõøōőÓÒÔÖÕØŌŐŕřŔŘśšşșŚŠŞȘťţțŤŢȚúùûüūůűųÚÙÛÜŪŮŰŲýÿÝŸžźżŽŹŻ';
/** …and the plain lower-case letter each becomes. */
export const FOLD_TO =
  'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiillllllnnnnnnoooooooooooooooorrrrssssssssttttttuuuuuuuuuuuuuuuuyyyyzzzzzz';

const FOLD = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index]!]));

/** `text` as search_text holds it: lower case, accents taken off the letters of FOLD_FROM. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const letter of text.toLowerCase()) folded += FOLD.get(letter) ?? letter;
  return folded;
}
