/** What a crash report carries: where it happened and what was thrown. */
export interface CrashReport {
  route: string;
  errorLog: string;
  uiVersion: string;
  userAgent: string;
}

/** Longest body put into an issue-tracker link; longer logs are cut so the address stays usable. */
export const MAX_REPORT_BODY = 6_000;

/** The error as text: name, message and stack of an Error; anything else as it prints. */
export function errorLog(error: unknown): string {
  if (error instanceof Error)
    return error.stack?.includes(error.message) ? error.stack : `${error}\n${error.stack ?? ''}`;
  if (typeof error === 'object' && error !== null) return JSON.stringify(error, null, 2);
  return String(error);
}

export function bugReportBody(report: CrashReport): string {
  const body = [
    `**Route:** \`${report.route}\``,
    `**Console version:** ${report.uiVersion}`,
    `**Browser:** ${report.userAgent}`,
    '',
    '**Error log:**',
    '```',
    report.errorLog.trim(),
    '```',
  ].join('\n');
  return body.length > MAX_REPORT_BODY ? `${body.slice(0, MAX_REPORT_BODY - 5)}\n…\n\`\`\`` : body;
}

/** A prefilled new-issue address (GitHub style `?title=…&body=…`) on the configured tracker. */
export function bugReportUrl(trackerUrl: string, title: string, report: CrashReport): string {
  const url = new URL(trackerUrl);
  url.searchParams.set('title', title);
  url.searchParams.set('body', bugReportBody(report));
  return url.toString();
}
