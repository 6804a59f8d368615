import { expect, test } from '../support/fixtures';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('the API reference lists the operations and runs one, under a CSP without inline scripts', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );

  const response = await page.goto('/api/docs');
  const policy = directives(response?.headers()['content-security-policy'] ?? '');
  expect(policy.get('script-src')).toEqual(["'self'"]);

  await expect(page.getByRole('heading', { name: /Netloom/ })).toBeVisible();
  // Every area is listed, folded: the reference opens the ones a reader picks.
  const reference = (await (await page.request.get('/api/openapi.json')).json()) as {
    tags: { name: string }[];
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(reference.paths).flatMap((methods) => Object.keys(methods));
  expect(operations.length).toBeGreaterThan(100);
  for (const { name } of reference.tags) await expect(page.locator(`.opblock-tag[data-tag="${name}"]`)).toBeVisible();
  await page.locator('.opblock-tag[data-tag="Networks"]').click();
  const createNetwork = page.locator('.opblock-post', { has: page.locator('[data-path="/api/networks"]') });
  await expect(createNetwork).toContainText('Create a network');

  await page.locator('.opblock-tag[data-tag="Server"]').click();
  const status = page.locator('.opblock-get', { has: page.locator('[data-path="/api/server/status"]') });
  await status.locator('.opblock-summary').click();
  await status.getByRole('button', { name: 'Try it out' }).click();
  await status.getByRole('button', { name: 'Execute' }).click();
  await expect(status.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');

  expect(problems).toEqual([]);
});
