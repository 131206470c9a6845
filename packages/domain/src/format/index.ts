export const placeholder2 = 2;
