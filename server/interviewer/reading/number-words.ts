/** Numbers said in words, for an age: "seven", "twenty-nine", "Forty-five". */

const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/**
 * The answer with the first number said in words written in digits, where it stands: "she's
 * seven" → "she's 7", "Forty-five, a lawyer" → "45, a lawyer", so an age said in words is read
 * with every other detail beside it. Unchanged when no word names a number.
 */
export function withNumberInDigits(text: string): string {
  const words = [...text.matchAll(/\p{L}+/gu)];
  for (const [index, match] of words.entries()) {
    const word = match[0].toLowerCase();
    const ten = TENS.indexOf(word);
    const unit = UNITS.indexOf(word);
    if (ten < 0 && unit <= 0) continue;
    const next = words[index + 1];
    const joined = next && /^[\s-]+$/.test(text.slice(match.index + match[0].length, next.index));
    const nextUnit = joined ? UNITS.indexOf(next[0].toLowerCase()) : -1;
    const both = ten >= 0 && nextUnit > 0 && nextUnit < 10 && next !== undefined;
    const value = ten >= 0 ? (ten + 2) * 10 + (both ? nextUnit : 0) : unit;
    const end = both ? next.index + next[0].length : match.index + match[0].length;
    return `${text.slice(0, match.index)}${value}${text.slice(end)}`;
  }
  return text;
}
