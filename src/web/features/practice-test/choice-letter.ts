/** A, B, C… for the choices of a question, as printed tests label them. */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);
