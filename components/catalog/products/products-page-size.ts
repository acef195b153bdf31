// Products per page: divisible by 2, 3, 4 and 6, the grid's column counts.
export const PRODUCTS_PAGE_SIZE = 24;
