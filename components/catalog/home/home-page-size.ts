// Games per home page: two full rows in every layout (2 or 3 columns beside the live feed).
export const HOME_PAGE_SIZE = 6;
