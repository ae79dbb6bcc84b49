import { atom } from "nanostores";

/** The sheet chosen with a card's View Cheat Sheet, named in the access form ("" for none). */
export const $chosenSheet = atom("");
