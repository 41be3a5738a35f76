/** Plan-state building blocks shared by the unit and browser tests. */
export const v = (value: string) => ({ value });

/** A persona with every field, whose scenario text is "Maria (iPhone 15) - 34 years old, Landscaper, Impatient". */
export const MARIA = {
  name: v('Maria'),
  age: v('34'),
  gender: v('Female'),
  occupation_background: v('Landscaper'),
  state_of_mind: v('Impatient'),
  device: v('iPhone 15'),
};
