import { expect, test } from './fixtures';

// Lighthouse's best practices (issue 12): a visitor's first pages log no error,
// fail no request and raise no browser issue (a CSP refusal, a form problem).
for (const path of ['/', '/auth']) {
  test(`a visitor's ${path} leaves the console clean`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
    });
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => problems.push(`issue: ${issue.code}`));
    await cdp.send('Audits.enable');
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
