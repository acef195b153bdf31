// User text inside LIKE patterns: %, _ and the escape character itself match literally.
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
