/**
 * Songs that may be downloading at once unless "unlimited downloads" is on (spec §9): the
 * desktop shell refuses a request that would pass it, and the page says so before asking.
 */
export const DOWNLOAD_LIMIT = 300;
