/**
 * The exit code by which the server asks to be started again, after POST /api/server/shutdown.
 * `npm start` (scripts/start.mjs, which repeats the number) restarts the server on it; 75 is
 * EX_TEMPFAIL, "try again".
 */
export const RESTART_EXIT_CODE = 75;
