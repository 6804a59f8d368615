import { describe, expect, it } from 'vitest';
import { bugReportBody, bugReportUrl, errorLog, MAX_REPORT_BODY, type CrashReport } from './bugReport';

const report: CrashReport = {
  route: '/networks/home/nodes',
  errorLog: 'TypeError: x is undefined\n    at NodesPage (NodesPage.js:1:1)',
  uiVersion: '0.90.0',
  userAgent: 'Chromium',
};

describe('bug reports', () => {
  it('prints an error with its stack, and anything else as it is', () => {
    const error = new RangeError('out of range');
    expect(errorLog(error)).toContain('RangeError: out of range');
    expect(errorLog(error)).toContain('bugReport.test.ts');
    expect(errorLog({ status: 500 })).toBe('{\n  "status": 500\n}');
    expect(errorLog('plain')).toBe('plain');
  });

  it('puts the route and the error log into the body', () => {
    const body = bugReportBody(report);
    expect(body).toContain('`/networks/home/nodes`');
    expect(body).toContain('TypeError: x is undefined');
    expect(body).toContain('0.90.0');
  });

  it('cuts a very long log', () => {
    expect(bugReportBody({ ...report, errorLog: 'x'.repeat(20_000) }).length).toBeLessThanOrEqual(MAX_REPORT_BODY + 4);
  });

  it('prefills a new-issue address, keeping what the tracker address already has', () => {
    const url = new URL(bugReportUrl('https://github.com/acme/netloom/issues/new?labels=bug', 'Crash', report));
    expect(url.origin + url.pathname).toBe('https://github.com/acme/netloom/issues/new');
    expect(url.searchParams.get('labels')).toBe('bug');
    expect(url.searchParams.get('title')).toBe('Crash');
    expect(url.searchParams.get('body')).toBe(bugReportBody(report));
  });
});
