/** A share card's size: the 1.91:1 image the main social networks show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
