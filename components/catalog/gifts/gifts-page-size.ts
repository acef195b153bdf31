// Gifts per page: divisible by 2, 4 and 6, the grid's column counts.
export const GIFTS_PAGE_SIZE = 24;
