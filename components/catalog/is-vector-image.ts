// SVGs scale by themselves: serving them straight from /public skips a pointless trip through the image optimizer.
export const isVectorImage = (src: string) => /\.svg($|\?)/i.test(src);
