/** The super-admin every test server gets (unless it is a first run). */
export const ADMIN = { username: 'netadmin', password: 'correct-horse-battery' };
