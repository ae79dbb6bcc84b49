import { atom } from "nanostores";

/** The tool chosen with a card's Try Now, named in the access form further down ("" for none). */
export const $chosenTool = atom("");
