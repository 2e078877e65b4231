export const FREE_CHECK_IN_LIMIT = 5;
export const FEELING_TEXT_MAX = 500;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** Days of the week as ISO numbers: 1 = Monday ... 7 = Sunday. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_REMINDER_TIME = '20:00';
/** The file name of a data export made on `date` (UTC): patternwise-data-YYYY-MM-DD.json. */
export const exportFileName = (date: Date) => `patternwise-data-${date.toISOString().slice(0, 10)}.json`;
export const SIGN_IN_LIMIT = { windowSeconds: 5 * 60, max: 30 } as const;
