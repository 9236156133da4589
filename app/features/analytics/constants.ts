/** Every path that is no public page (a 404, a made-up one) is counted under this name. */
export const OTHER_PAGE = "(other)";
